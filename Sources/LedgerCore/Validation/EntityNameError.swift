/// Why a name or text field breaks the ledger's rules; `message` is shown to the user.
public enum EntityNameError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name of a `what` (such as `project`) is empty.
  case empty(String)
  /// A `what`'s name is only a number, so it would read as an id.
  case looksLikeID(String, String)
  /// A field (such as `project name` or `notes`) holds a control character.
  case controlCharacter(String, Unicode.Scalar)

  /// A sentence the user can act on.
  public var message: String {
    switch self {
    case .empty(let what):
      return "\(English.withArticle(what)) name cannot be empty"
    case .looksLikeID(let what, let name):
      return
        "\(English.withArticle(what)) name can't be just a number — '\(name)' would read as an id; "
        + "try '\(Self.example(for: what)) \(name.drop(while: { $0 == "#" }))'"
    case .controlCharacter(let field, let scalar) where EntityName.isBidiControl(scalar):
      return
        "there is a bidirectional control character (\(Self.hex(scalar))) in the \(field); "
        + "it reorders how the text is shown: remove it"
    case .controlCharacter(let field, let scalar):
      // Notes may hold tabs and line breaks; no field holds escape codes.
      let allowed = field.hasSuffix("notes") ? "" : "; only notes may hold tabs and line breaks"
      return "there is a control character (\(Self.spelled(scalar))) in the \(field)" + allowed
    }
  }

  public var description: String { message }

  private static func example(for what: String) -> String {
    what == "space" ? "Room" : what.prefix(1).uppercased() + what.dropFirst()
  }

  private static func spelled(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\t": return "a tab"
    case "\n", "\r": return "a line break"
    case "\u{1B}": return "ESC"
    default:
      return hex(scalar)
    }
  }

  private static func hex(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
