/// RFC 4180 fields: quoted when they hold a comma, a quote or a line break.
///
/// Text a spreadsheet would run as a formula — starting with `=`, `+`, `-`, `@`, a tab or
/// a carriage return — gets a leading `'` (as OWASP recommends for CSV injection), unless
/// it is a plain number such as `-12.50`: amounts stay numbers. `CSVReader` takes the `'`
/// off again, so an export imports back unchanged.
public enum CSVFormat {
  /// The field as it goes into a CSV line.
  public static func field(_ value: String) -> String {
    let value = spreadsheetSafe(value)
    let special = { (byte: UInt8) in byte == 0x2C || byte == 0x22 || byte == 0x0A || byte == 0x0D }
    guard value.utf8.contains(where: special) else { return value }
    return value.quoted(doubling: "\"")
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

  /// `value` with a leading `'` when a spreadsheet would read it as a formula.
  ///
  /// Used for CSV and TSV alike; plain numbers (`-12.50`, `+3`) are left as they are.
  /// A value that already starts with `'` before a formula character (`'=x`, `''+1`) gets
  /// one more, so that `restored` can tell it from one this function guarded: every value
  /// comes back unchanged.
  public static func spreadsheetSafe(_ value: String) -> String {
    guard let first = firstAfterQuotes(value), formulaStarts.contains(first), !isNumber(value)
    else { return value }
    return "'" + value
  }

  /// `field` read back: the `'` that `spreadsheetSafe` added is taken off (one `'`, from
  /// a field of one or more before a formula character).
  public static func restored(_ field: String) -> String {
    guard field.utf8.first == UInt8(ascii: "'"), let first = firstAfterQuotes(field),
      formulaStarts.contains(first)
    else { return field }
    return String(decoding: field.utf8.dropFirst(), as: UTF8.self)
  }

  /// The first byte of `text` after its leading `'`s, if any.
  private static func firstAfterQuotes(_ text: String) -> UInt8? {
    text.utf8.first { $0 != UInt8(ascii: "'") }
  }

  /// The first bytes that make a spreadsheet evaluate a cell: `= + - @`, TAB and CR.
  static let formulaStarts: Set<UInt8> = [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D]

  /// Whether `value` is a plain decimal number: a sign, digits, at most one point.
  static func isNumber(_ value: String) -> Bool {
    var digits = 0
    var points = 0
    for (offset, byte) in value.utf8.enumerated() {
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: "+"):
        if offset != 0 { return false }
      case UInt8(ascii: "."):
        points += 1
        if points > 1 { return false }
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        digits += 1
      default:
        return false
      }
    }
    return digits > 0
  }
}
