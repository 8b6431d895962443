import JSONText

/// Writes `JSONValue`s as compact JSON on one line.
enum JSONWriting {
  static func write(_ value: JSONValue, to output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let digits): output += digits
    case .string(let text): write(text, to: &output)
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        write(element, to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        write(member.key, to: &output)
        output += ":"
        write(member.value, to: &output)
      }
      output += "}"
    }
  }

  /// A string in quotes, escaped so that the line never breaks.
  static func write(_ text: String, to output: inout String) {
    JSONString.append(text, to: &output)
  }
}
