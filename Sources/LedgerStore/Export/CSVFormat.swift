/// RFC 4180 fields: quoted when they hold a comma, a quote or a line break.
public enum CSVFormat {
  /// The field as it goes into a CSV line.
  public static func field(_ value: String) -> String {
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      return value
    }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// One CSV line, ending in a newline.
  public static func line(_ values: [String]) -> String {
    values.map(field).joined(separator: ",") + "\n"
  }
}
