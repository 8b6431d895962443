import TextOutput

/// An ISO 4217 currency: its code, how many minor-unit digits it has, and its symbol.
public struct Currency: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The three-letter code, such as `USD`.
  public let code: String
  /// Digits after the decimal point: 2 for USD, 0 for JPY.
  public let minorUnitDigits: Int
  /// The symbol written before amounts, such as `$` or `CHF`.
  public let symbol: String

  /// A currency; prefer the named constants and `Currency(code:)`.
  public init(code: String, minorUnitDigits: Int, symbol: String) {
    self.code = code
    self.minorUnitDigits = minorUnitDigits
    self.symbol = symbol
  }

  public static let usd = Currency(code: "USD", minorUnitDigits: 2, symbol: "$")
  public static let eur = Currency(code: "EUR", minorUnitDigits: 2, symbol: "€")
  public static let gbp = Currency(code: "GBP", minorUnitDigits: 2, symbol: "£")
  public static let jpy = Currency(code: "JPY", minorUnitDigits: 0, symbol: "¥")
  public static let cny = Currency(code: "CNY", minorUnitDigits: 2, symbol: "CN¥")
  public static let cad = Currency(code: "CAD", minorUnitDigits: 2, symbol: "CA$")
  public static let aud = Currency(code: "AUD", minorUnitDigits: 2, symbol: "A$")
  public static let chf = Currency(code: "CHF", minorUnitDigits: 2, symbol: "CHF")
  public static let nzd = Currency(code: "NZD", minorUnitDigits: 2, symbol: "NZ$")
  public static let hkd = Currency(code: "HKD", minorUnitDigits: 2, symbol: "HK$")
  public static let sek = Currency(code: "SEK", minorUnitDigits: 2, symbol: "SEK")
  public static let krw = Currency(code: "KRW", minorUnitDigits: 0, symbol: "₩")
  public static let inr = Currency(code: "INR", minorUnitDigits: 2, symbol: "₹")
  public static let mxn = Currency(code: "MXN", minorUnitDigits: 2, symbol: "MX$")

  /// Every currency ledgersh knows, by code.
  public static let known: [Currency] = [
    .usd, .eur, .gbp, .jpy, .cny, .cad, .aud, .chf, .nzd, .hkd, .sek, .krw, .inr, .mxn,
  ]

  /// The known currency with this code (case-insensitive), or nil.
  public init?(code: String) {
    let upper = code.trimmingSpaces().uppercased()
    guard let match = Currency.known.first(where: { $0.code == upper }) else { return nil }
    self = match
  }

  /// The code, such as `USD`.
  public var description: String { code }

  /// Whether people who keep accounts in this currency mostly write a decimal comma.
  ///
  /// As in `312,40` and `1.249,99 €`: the euro, the Nordic and central European crowns
  /// and a few more. Amounts typed with a point (`312.40`, `1,249.99`) are read too.
  public var writesDecimalComma: Bool {
    ["EUR", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "BRL", "TRY", "RUB"].contains(code)
  }

  /// Whether the symbol is letters (`CHF`), so a space separates it from the digits.
  var symbolNeedsSpace: Bool { symbol.last?.isLetter ?? false }

  /// Ten to the power of `minorUnitDigits`.
  var minorUnitScale: Int64 {
    var scale: Int64 = 1
    for _ in 0..<minorUnitDigits { scale *= 10 }
    return scale
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let code = try container.decode(String.self)
    guard let currency = Currency(code: code) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown currency '\(code)'")
    }
    self = currency
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }
}
