/// RFC 4180 fields: quoted when they hold a comma, a quote or a line break.
public enum CSVFormat {
  /// The field as it goes into a CSV line.
  public static func field(_ value: String) -> String {
    let special = { (byte: UInt8) in byte == 0x2C || byte == 0x22 || byte == 0x0A || byte == 0x0D }
    guard value.utf8.contains(where: special) else { return value }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// One CSV line, ending in a newline.
  public static func line(_ values: [String]) -> String {
    var result = ""
    result.reserveCapacity(values.reduce(1) { $0 + $1.utf8.count + 1 })
    for (offset, value) in values.enumerated() {
      if offset > 0 { result += "," }
      result += field(value)
    }
    result += "\n"
    return result
  }
}
