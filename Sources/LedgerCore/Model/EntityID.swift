import TextOutput

/// A short, stable integer id that users type as `#12` or `12`.
///
/// Every entity in the ledger has one. Ids are positive; the database assigns them.
public struct EntityID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The integer value, always positive for stored entities.
  public let rawValue: Int64

  /// Wraps an integer id.
  public init(_ rawValue: Int64) {
    self.rawValue = rawValue
  }

  /// The id as users write it: `#12`.
  public var description: String { "#\(rawValue)" }

  /// Reads `#12` or `12` (surrounding spaces allowed); returns nil for anything else,
  /// including zero, negative numbers and numbers too large for an id.
  public static func parse(_ text: String) -> EntityID? {
    var digits = Substring(text.trimmingSpaces())
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let value = Int64(digits), value > 0
    else { return nil }
    return EntityID(value)
  }

  public static func < (lhs: EntityID, rhs: EntityID) -> Bool { lhs.rawValue < rhs.rawValue }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Int64.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
