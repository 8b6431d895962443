/// Writes text as a JSON string literal: the one escaper that `--format json`, the plugin
/// protocol's host side and LedgerPluginKit share.
///
/// Quotes, backslashes, C0 and C1 control characters and DEL are escaped, and so are U+2028
/// and U+2029 (valid in JSON, but line breaks to JavaScript), so that a JSON line never
/// breaks and never moves a terminal's cursor. JSON allows C1 controls (U+0080–U+009F) raw,
/// but a terminal may act on them (U+009B is CSI), so they are written as `\u0080`…`\u009f`;
/// bidi controls (U+202A–U+202E, U+2066–U+2069), which reorder what a terminal shows after
/// them, as `\u202e` and the like. Every escape reads back as the same text.
public enum JSONString {
  /// Appends `text` to `out` in double quotes, escaped.
  public static func append(_ text: String, to out: inout String) {
    out += "\""
    // Most text has nothing to escape: it is copied whole rather than scalar by scalar.
    // 0xE2 leads U+2028, U+2029 and the bidi controls in UTF-8, and 0xC2 the C1 controls
    // (and U+00A0–U+00BF);
    // text holding either takes the careful path.
    let isPlain = text.utf8.withContiguousStorageIfAvailable { bytes in
      !bytes.contains {
        $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2
      }
    }
    if isPlain == true {
      out += text
      out += "\""
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      case let control
      where control.value < 0x20 || (0x7F...0x9F).contains(control.value)
        || (0x202A...0x202E).contains(control.value) || (0x2066...0x2069).contains(control.value):
        let hex = String(control.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
