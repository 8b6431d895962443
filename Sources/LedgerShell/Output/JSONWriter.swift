/// Writes field values as JSON with keys in their declared order.
public enum JSONWriter {
  /// Compact JSON on one line.
  public static func encode(_ value: FieldValue) -> String {
    var out = ""
    write(value, into: &out, indent: nil, level: 0)
    return out
  }

  /// Indented JSON (two spaces), as `--format json` prints it.
  public static func encodePretty(_ value: FieldValue) -> String {
    var out = ""
    write(value, into: &out, indent: "  ", level: 0)
    return out
  }

  static func write(_ value: FieldValue, into out: inout String, indent: String?, level: Int) {
    switch value {
    case .string(let text), .decimal(let text): writeString(text, into: &out)
    case .integer(let number): out += String(number)
    case .bool(let flag): out += flag ? "true" : "false"
    case .null: out += "null"
    case .list(let values):
      if values.isEmpty {
        out += "[]"
        return
      }
      out += "["
      for (offset, element) in values.enumerated() {
        if offset > 0 { out += "," }
        newline(&out, indent: indent, level: level + 1)
        write(element, into: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent: indent, level: level)
      out += "]"
    case .record(let record):
      if record.fields.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (offset, field) in record.fields.enumerated() {
        if offset > 0 { out += "," }
        newline(&out, indent: indent, level: level + 1)
        writeString(field.name, into: &out)
        out += indent == nil ? ":" : ": "
        write(field.value, into: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent: indent, level: level)
      out += "}"
    }
  }

  static func newline(_ out: inout String, indent: String?, level: Int) {
    guard let indent else { return }
    out += "\n"
    for _ in 0..<level { out += indent }
  }

  static func writeString(_ text: String, into out: inout String) {
    out += "\""
    // Most text has nothing to escape: it is copied whole rather than scalar by scalar
    // (a plugin's reply and result are written this way, as is every --format json).
    let isPlain = text.utf8.withContiguousStorageIfAvailable { bytes in
      !bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }
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
      case let control where control.value < 0x20 || control.value == 0x7F:
        let hex = String(control.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
