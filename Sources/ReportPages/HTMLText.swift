/// Text made safe for an HTML page: in an element's content and in a quoted attribute.
public enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` as character references, and control
  /// characters other than tab and newline dropped (HTML forbids them, and a ledger's
  /// names may hold what a pasted spreadsheet cell brought).
  public static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "\t", "\n": escaped.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        // C0 and C1 controls, and the noncharacters U+FFFE and U+FFFF.
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF {
          continue
        }
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// `text` escaped with its line breaks kept as `<br>`: notes typed over several lines.
  public static func escapeLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { escape(String($0)) }.joined(separator: "<br>")
  }
}
