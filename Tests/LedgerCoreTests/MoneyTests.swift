import Testing

@testable import LedgerCore

@Suite("Money")
struct MoneyTests {
  @Test(
    "parses amounts as users type them",
    arguments: [
      ("1249.99", Int64(124_999)), ("1,249.99", 124_999), ("$1,249.99", 124_999),
      ("1249", 124_900), ("-20", -2000), ("-$20.00", -2000), ("$-20", -2000),
      ("0.5", 50), ("  12.30 ", 1230), ("USD 5", 500), ("1,000,000", 100_000_000),
    ])
  func parsesUSD(text: String, minorUnits: Int64) throws {
    #expect(try Money.parse(text, currency: .usd).minorUnits == minorUnits)
  }

  @Test(
    "rejects bad input with a message naming the problem",
    arguments: [
      ("12.345", "too many decimals"), ("abc", "is not an amount"), ("", "amount is required"),
      ("   ", "amount is required"), ("99999999999999999999", "too large"),
      ("12,34", "misplaced commas"), ("1.2.3", "is not an amount"), ("$", "is not an amount"),
    ])
  func rejects(text: String, fragment: String) {
    do {
      _ = try Money.parse(text, currency: .usd)
      Issue.record("'\(text)' was accepted")
    } catch {
      #expect(error.message.contains(fragment), "\(error.message)")
    }
  }

  @Test(
    "a euro account reads a decimal comma as people there type it, and a point as scripts do",
    arguments: [
      ("312,40", 31_240), ("1.249,99", 124_999), ("1.249,99 €", 124_999), ("€1.249,99", 124_999),
      ("12,5", 1_250), ("1.249", 124_900), ("1.000.000", 100_000_000), ("312.40", 31_240),
      ("1,249.99", 124_999), ("1,249", 124_900), ("-12,50", -1_250), ("40", 4_000),
    ])
  func decimalComma(text: String, minorUnits: Int64) throws {
    #expect(try Money.parse(text, currency: .eur).minorUnits == minorUnits, "\(text)")
  }

  @Test("a dollar account still refuses a decimal comma", arguments: ["312,40", "1.249,99"])
  func noDecimalCommaInDollars(text: String) {
    #expect(throws: MoneyError.self) { try Money.parse(text, currency: .usd) }
  }

  @Test("the example in 'not an amount' is written in the account's currency")
  func exampleInTheCurrency() {
    let cases: [(Currency, String)] = [
      (.usd, "write it like 1249.99, 1,249.99 or $1,249.99"),
      (.eur, "write it like 1249.99, 1,249.99 or €1,249.99"),
      (.jpy, "write it like 1249, 1,249 or ¥1,249"),
    ]
    for (currency, advice) in cases {
      do {
        _ = try Money.parse("12 chairs", currency: currency)
        Issue.record("'12 chairs' was accepted")
      } catch {
        #expect(error.message.hasSuffix(advice), "\(error.message)")
      }
    }
  }

  @Test(
    "zeros past the currency's decimals are no decimals: 1.50000000 is 1.50",
    arguments: [
      ("1.50000000", Currency.usd, Int64(150)), ("12.000", .jpy, 12), ("0.10", .jpy, -1),
      ("$1,249.9900", .usd, 124_999), ("12.3450", .usd, -1),
    ])
  func trailingZeros(text: String, currency: Currency, minorUnits: Int64) {
    let parsed = try? Money.parse(text, currency: currency)
    #expect(parsed?.minorUnits == (minorUnits < 0 ? nil : minorUnits), "\(text)")
  }

  @Test("a currency without minor units refuses decimals")
  func yenHasNoDecimals() throws {
    #expect(try Money.parse("1,250", currency: .jpy).minorUnits == 1250)
    #expect(throws: MoneyError.tooManyDecimals("12.5", currency: .jpy)) {
      try Money.parse("12.5", currency: .jpy)
    }
  }

  @Test(
    "formats with symbol and grouping; decimalString is plain",
    arguments: [
      (Money(minorUnits: 124_999, currency: .usd), "$1,249.99", "1249.99"),
      (Money(minorUnits: -2000, currency: .usd), "-$20.00", "-20.00"),
      (Money(minorUnits: 5, currency: .usd), "$0.05", "0.05"),
      (Money(minorUnits: 1_250_000, currency: .jpy), "¥1,250,000", "1250000"),
      (Money(minorUnits: 500, currency: .chf), "CHF 5.00", "5.00"),
      (Money(minorUnits: 123_456_789, currency: .eur), "€1,234,567.89", "1234567.89"),
    ])
  func formats(money: Money, formatted: String, decimal: String) {
    #expect(money.formatted == formatted)
    #expect(money.decimalString == decimal)
  }

  @Test("formatting then parsing gives the same amount")
  func roundTrips() throws {
    for units: Int64 in [0, 1, -1, 99, 100_000, -123_456_789] {
      for currency in [Currency.usd, .jpy, .gbp] {
        let money = Money(minorUnits: units, currency: currency)
        #expect(try Money.parse(money.formatted, currency: currency) == money)
        #expect(try Money.parse(money.decimalString, currency: currency) == money)
      }
    }
  }

  @Test("the largest amount is one billion either way; beyond it the message names the limit")
  func largestAmount() throws {
    #expect(try Money.parse("1,000,000,000.00", currency: .usd) == Money.largest(.usd))
    #expect(try Money.parse("-1000000000", currency: .jpy).minorUnits == -1_000_000_000)
    for text in ["1000000000.01", "92233720368547758.07", "-$1,000,000,001"] {
      #expect(throws: MoneyError.tooLarge(text, limit: Money.largest(.usd))) {
        try Money.parse(text, currency: .usd)
      }
    }
    #expect(
      MoneyError.tooLarge("92233720368547758.07", limit: .largest(.usd)).message
        == "'92233720368547758.07' is too large: amounts can be at most $1,000,000,000.00 "
        + "either way")
  }

  @Test("arithmetic is checked for overflow and currency")
  func checkedArithmetic() throws {
    let big = Money(minorUnits: .max, currency: .usd)
    #expect(throws: MoneyError.self) { try big.adding(Money(minorUnits: 1, currency: .usd)) }
    #expect(throws: MoneyError.self) { try big.multiplied(by: 2) }
    #expect(throws: MoneyError.currencyMismatch(.usd, .eur)) {
      try Money.zero(.usd).adding(Money(minorUnits: 1, currency: .eur))
    }
    let sum = try Money(minorUnits: 150, currency: .usd).adding(
      Money(minorUnits: -200, currency: .usd))
    #expect(sum.formatted == "-$0.50")
  }

  @Test("known currencies cover the common ISO 4217 codes")
  func currencies() {
    for code in ["USD", "EUR", "GBP", "JPY", "CNY", "CAD", "AUD", "CHF"] {
      #expect(Currency(code: code)?.code == code)
    }
    #expect(Currency(code: "jpy")?.minorUnitDigits == 0)
    #expect(Currency(code: "XYZ") == nil)
  }
  /// The byte-level reading of plain amounts answers exactly as the full parser, and never
  /// answers when the full parser would refuse (so no message is lost).
  @Test("plain amounts read as bytes equal the full parse")
  func plainAmountsAgree() {
    let alphabet = Array("0123456789.,-$ ¥")
    var generator = SystemRandomNumberGenerator()
    var texts = [
      "0", "00", "1249.99", "1249.9", "5.", ".5", "1000000000", "1000000000.00",
      "1000000000.01", "1000000001", "999999999999", "9999999999999", "12.345", "1.5",
      "0.00", "007.50", "",
    ]
    for _ in 0..<20_000 {
      let length = Int.random(in: 0...14, using: &generator)
      texts.append(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
    }
    for currency in [Currency.usd, .jpy, Currency(code: "BHD", minorUnitDigits: 3, symbol: "BD")] {
      for text in texts {
        let full = try? Money.parseAnyForm(text, currency: currency)
        if let plain = Money.plainAmount(text, currency: currency) {
          #expect(plain == full, "\(text.debugDescription) in \(currency.code)")
        }
        #expect((try? Money.parse(text, currency: currency)) == full, "\(text.debugDescription)")
      }
    }
  }
}
