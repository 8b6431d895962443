import JSONText

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
    JSONString.append(text, to: &out)
  }
}
