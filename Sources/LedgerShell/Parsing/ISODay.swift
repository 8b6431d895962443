/// Checks calendar days written as `YYYY-MM-DD`.
public enum ISODay {
  /// Whether `text` is a real calendar day in `YYYY-MM-DD` form.
  public static func isValid(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1...12).contains(month), day >= 1
    else { return false }
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return day <= lengths[month - 1]
  }

  /// Whether `text` is written as `YYYY-MM-DD` digits, whether or not the day exists.
  public static func hasShape(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    return parts.map(\.count) == [4, 2, 2]
      && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }
}
