import Foundation
import LedgerCore
import Testing

/// `LocaleStyle`: amounts and dates as each locale writes them, and read back.
@Suite("Locale style")
struct LocaleStyleTests {
  func style(_ name: String) throws -> LocaleStyle { try #require(LocaleStyle(name)) }

  @Test("names: de_DE, de-DE, de_DE.UTF-8 and fr; unknown ones refused")
  func names() throws {
    #expect(try style("de-DE").identifier == "de_DE")
    #expect(try style("de_DE.UTF-8").identifier == "de_DE")
    #expect(try style("FR").identifier == "fr")
    #expect(try style("es_419").identifier == "es_419")
    for bad in ["", "C", "POSIX", "xx_YY", "de_DEU", "de_D", "de_DE_x", "klingon"] {
      #expect(LocaleStyle(bad) == nil, "\(bad)")
    }
  }

  @Test("amounts: 1.249,99 €, $1,249.99, 1 249,99 €, CHF 1'249.99, ¥1,250")
  func amounts() throws {
    let euros = Money(minorUnits: 124_999, currency: .eur)
    #expect(try style("de_DE").format(euros) == "1.249,99 €")
    #expect(try style("en_US").format(Money(minorUnits: 124_999, currency: .usd)) == "$1,249.99")
    #expect(try style("fr_FR").format(euros) == "1\u{00A0}249,99 €")
    #expect(try style("de_CH").format(Money(minorUnits: 124_999, currency: .chf)) == "CHF 1'249.99")
    #expect(try style("nl_NL").format(euros) == "€1.249,99")
    #expect(try style("ja_JP").format(Money(minorUnits: 1250, currency: .jpy)) == "¥1,250")
    #expect(try style("de_DE").format(Money(minorUnits: -2000, currency: .eur)) == "-20,00 €")
    #expect(try style("de_DE").format(Money(minorUnits: 5, currency: .eur)) == "0,05 €")
  }

  @Test("every amount a locale writes reads back as the same amount")
  func roundTrip() throws {
    let values: [Int64] = [0, 5, 99, 100, 31_240, 124_999, 100_000_000, -2000, 999_999_999]
    for name in ["de_DE", "en_US", "fr_FR", "de_CH", "nl_NL", "pt_BR", "ja_JP", "sv_SE"] {
      let locale = try style(name)
      for currency in [Currency.eur, .usd, .chf, .jpy] {
        for units in values {
          let amount = Money(minorUnits: units, currency: currency)
          let text = locale.format(amount)
          let read = try Money.parse(text, currency: currency, locale: locale)
          #expect(read == amount, "\(name) \(text)")
        }
      }
    }
  }

  @Test("decimal comma by the locale: 312,40 in de_DE dollars, not in en_US euros")
  func decimalMark() throws {
    #expect(
      try Money.parse("312,40", currency: .usd, locale: style("de_DE")).minorUnits == 31_240)
    #expect(throws: MoneyError.self) {
      try Money.parse("312,40", currency: .eur, locale: try style("en_US"))
    }
    #expect(try Money.parse("312,40", currency: .eur).minorUnits == 31_240)
  }

  @Test("dates: 28.11 and 11/28 this year, with the year otherwise, read back as typed")
  func dates() throws {
    let day = try #require(CalendarDay.parse("2026-11-28"))
    let before = try #require(CalendarDay.parse("2025-03-05"))
    #expect(try style("de_DE").format(day, currentYear: 2026) == "28.11")
    #expect(try style("en_US").format(day, currentYear: 2026) == "11/28")
    #expect(try style("en_GB").format(day, currentYear: 2026) == "28/11")
    #expect(try style("de_DE").format(before, currentYear: 2026) == "05.03.2025")
    #expect(try style("en_US").format(before, currentYear: 2026) == "03/05/2025")
    #expect(try style("ja_JP").format(before, currentYear: 2026) == "2025/03/05")
    let today = try #require(CalendarDay.parse("2026-11-21"))
    for name in ["de_DE", "en_US", "en_GB", "fr_FR", "ja_JP", "it_IT"] {
      let locale = try style(name)
      for shown in [day, before] {
        let text = locale.format(shown, currentYear: 2026)
        let read = SmartDate.span(text, today: today, order: locale.dayOrder)
        #expect(read == shown...shown, "\(name) \(text)")
      }
    }
  }
}
