/// The widths a renderable can take: the least it needs, the least at which nothing wraps
/// that should stay on one line, and its natural one-line width.
public struct Measurement: Sendable, Hashable {
  /// The width of its longest run that must not break: a word, an amount, a fixed element.
  public var minimum: Int
  /// The least width at which nothing that belongs on one line wraps: a label with its value
  /// (`Project price  $25.84`), a badge row, a date with its amount.
  ///
  /// Titles, notes and sentences may wrap at word boundaries, so they ask no more than their
  /// minimum. Grids size their cards by it (the seeds' "as narrow as possible without text
  /// wrapping"). Between `minimum` and `maximum`.
  public var ideal: Int
  /// The width it takes on one line with nothing wrapped.
  public var maximum: Int
  /// The width of its widest number (an amount, a date), which no layout may break.
  ///
  /// A card too narrow for it inside its borders drops them (`Card`). Zero when it shows none.
  public var number: Int

  /// Creates a measurement; a maximum below the minimum is raised to it, and the ideal width
  /// (the minimum when not given) is kept between the two.
  public init(minimum: Int, maximum: Int, ideal: Int? = nil, number: Int = 0) {
    self.minimum = max(0, minimum)
    self.maximum = max(self.minimum, maximum)
    self.ideal = min(self.maximum, max(self.minimum, ideal ?? self.minimum))
    self.number = max(0, number)
  }

  /// A measurement of something that has exactly one width.
  public static func fixed(_ width: Int) -> Measurement {
    Measurement(minimum: width, maximum: width, ideal: width)
  }

  /// A measurement of something that should stay on one line when it can: its ideal width
  /// is its natural one.
  public static func oneLine(minimum: Int, maximum: Int, number: Int = 0) -> Measurement {
    Measurement(minimum: minimum, maximum: maximum, ideal: maximum, number: number)
  }

  /// Returns the measurement of something that must fit both this and `other`.
  public func union(_ other: Measurement) -> Measurement {
    Measurement(
      minimum: max(minimum, other.minimum), maximum: max(maximum, other.maximum),
      ideal: max(ideal, other.ideal), number: max(number, other.number))
  }

  /// Returns this measurement widened by `cells` of fixed decoration such as borders.
  ///
  /// The widest number is unchanged: decoration that cannot hold it is dropped.
  public func adding(_ cells: Int) -> Measurement {
    Measurement(
      minimum: minimum + cells, maximum: maximum + cells, ideal: ideal + cells, number: number)
  }

  /// Returns this measurement noting a number `width` cells wide.
  public func holding(number width: Int) -> Measurement {
    Measurement(minimum: minimum, maximum: maximum, ideal: ideal, number: max(number, width))
  }

  /// Returns this measurement asking to stay on one line: its ideal width is its natural one.
  public var keptOnOneLine: Measurement {
    Measurement(minimum: minimum, maximum: maximum, ideal: maximum, number: number)
  }

  /// Returns the measurement of text: its longest word and its widest line.
  public static func of(text: String) -> Measurement {
    if let ascii = DisplayWidth.asciiWidthAndLongestWord(text) {
      return Measurement(minimum: ascii.longestWord, maximum: ascii.width)
    }
    var widest = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      widest = max(widest, DisplayWidth.of(String(line)))
    }
    return Measurement(minimum: DisplayWidth.longestWord(text), maximum: widest)
  }
}
