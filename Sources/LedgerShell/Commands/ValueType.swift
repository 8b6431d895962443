/// The kind of value an argument or option takes; used for validation, help and completion.
public enum ValueType: Sendable, Equatable {
  /// Free text.
  case text
  /// A whole number, optionally limited to a range.
  case integer(ClosedRange<Int>? = nil)
  /// A money amount such as `1,249.99` in the account's currency.
  case money
  /// A calendar day: `YYYY-MM-DD`, or a form of `help dates` (`yesterday`, `-3d`).
  case date
  /// One of a fixed list of words.
  case choice([String])
  /// A path on disk.
  case path
  /// An entity id (`#12` or `12`) or a name.
  case reference(String)

  /// The placeholder shown in usage lines, such as `N`, `DATE`, `A|B`.
  public var placeholder: String {
    switch self {
    case .text: return "TEXT"
    case .integer: return "N"
    case .money: return "AMOUNT"
    case .date: return "DATE"
    case .choice(let words): return words.joined(separator: "|")
    case .path: return "FILE"
    case .reference(let noun): return noun.uppercased()
    }
  }
}
