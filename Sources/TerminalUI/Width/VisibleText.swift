/// Text with its control characters shown as visible escapes (`\t`, `\r`, `\x1b`, `\u202e`).
///
/// Stored text can hold a tab or a carriage return (notes), and older ledgers anything: drawn
/// raw, they would move the cursor, break a card's border, change colours or the terminal's
/// title, or reorder what follows (bidi controls: `B\u{202E}gnp.exe` shows as `Bexe.png`).
/// Every view that draws text from outside — names a user typed, a plugin's text and field
/// names, file names (cards, tables, help, error messages) — shows it through this one
/// escaper; newlines are kept where a view wraps paragraphs.
public enum VisibleText {
  /// `text` with each C0 or C1 control character, DEL and bidi control (U+202A–U+202E,
  /// U+2066–U+2069) replaced by its visible form.
  ///
  /// - Parameter keepingNewlines: whether `\n` stays a line break (notes, paragraphs).
  public static func escaping(_ text: String, keepingNewlines: Bool = true) -> String {
    guard needsEscaping(text, keepingNewlines: keepingNewlines) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if keepingNewlines, scalar == "\n" {
        result.append(scalar)
      } else if let escape = escape(for: scalar) {
        result.append(contentsOf: escape.unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// The visible form of `scalar` when it is a control character, else nil.
  public static func escape(for scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x09: return "\\t"
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x00..<0x20, 0x7F...0x9F:
      let hex = String(scalar.value, radix: 16)
      return "\\x" + (hex.count < 2 ? "0" + hex : hex)
    case 0x202A...0x202E, 0x2066...0x2069:
      return "\\u" + String(scalar.value, radix: 16)
    default: return nil
    }
  }

  /// Whether `text` holds a control character (other than `\n` when newlines are kept).
  static func needsEscaping(_ text: String, keepingNewlines: Bool) -> Bool {
    // Scanned as contiguous bytes: tables escape every cell, so this runs for each of them.
    var text = text
    return text.withUTF8 { needsEscaping($0, keepingNewlines: keepingNewlines) }
  }

  /// Whether the UTF-8 `bytes` hold a control character (other than `\n` when kept).
  private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>, keepingNewlines: Bool)
    -> Bool
  {
    // Most text is printable ASCII, which holds no control character.
    if DisplayWidth.printableASCIIWidth(bytes) != nil { return false }
    var beforePrevious: UInt8 = 0
    var previous: UInt8 = 0
    for byte in bytes {
      if byte < 0x20, !(keepingNewlines && byte == 0x0A) { return true }
      if byte == 0x7F { return true }
      // C1 controls are U+0080–U+009F: 0xC2 then 0x80–0x9F in UTF-8.
      if previous == 0xC2, (0x80...0x9F).contains(byte) { return true }
      // Bidi controls: U+202A–U+202E are E2 80 AA–AE, U+2066–U+2069 are E2 81 A6–A9.
      if beforePrevious == 0xE2 {
        if previous == 0x80, (0xAA...0xAE).contains(byte) { return true }
        if previous == 0x81, (0xA6...0xA9).contains(byte) { return true }
      }
      beforePrevious = previous
      previous = byte
    }
    return false
  }
}
