/// A row's value (an amount, a date, a count) laid out in a width without breaking a number.
///
/// `$1,000,000,000.00` in 16 cells becomes `$1000000000.00` rather than `$1,000,000,000.0`
/// over `0`: first the digit-group commas go, then words (a currency code) move to lines of
/// their own, and only a value that still cannot fit is cut, with `…`, never wrapped.
public enum ValueFitting {
  /// The lines `value` takes in `width` cells, none wider than `width`.
  public static func lines(_ value: String, width: Int) -> [String] {
    let width = max(1, width)
    if DisplayWidth.of(value) <= width { return [value] }
    let ungrouped = withoutDigitGrouping(value)
    if DisplayWidth.of(ungrouped) <= width { return [ungrouped] }
    let words = ungrouped.split(separator: " ")
    if words.count > 1, words.allSatisfy({ DisplayWidth.of(String($0)) <= width }) {
      return TextWrapper.wrap(ungrouped, width: width)
    }
    return [DisplayWidth.truncate(ungrouped, to: width)]
  }

  /// `text` without the commas that group digits in threes (`1,249.99` → `1249.99`).
  static func withoutDigitGrouping(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if scalar == ",", index > 0, isDigit(scalars[index - 1]), index + 3 < scalars.count,
        scalars[(index + 1)...(index + 3)].allSatisfy(isDigit),
        index + 4 == scalars.count || !isDigit(scalars[index + 4])
      {
        continue
      }
      result.append(scalar)
    }
    return String(result)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }
}
