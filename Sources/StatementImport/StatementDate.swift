import CalendarDays

/// A date format as hledger's rules write it, strftime-like.
///
/// `%Y-%m-%d`, `%m/%d/%Y`, `%d.%m.%Y`, `%-d/%-m/%y`, `%d %b %Y`. Anything after the date (a time) is ignored.
public struct StatementDateFormat: Hashable, Sendable, CustomStringConvertible {
  enum Piece: Hashable, Sendable {
    case year4, year2, month, monthName, day, literal(Character), skipRest
  }

  let pieces: [Piece]
  public let description: String

  /// The format `text` (`%Y %y %m %-m %d %-d %e %b %B` and literal characters), or nil
  /// with the reason.
  public init(_ text: String) throws(StatementError) {
    var pieces: [Piece] = []
    var characters = Array(text)
    // A time after the date is read as anything.
    if let time = text.range(of: " %H") ?? text.range(of: "T%H") {
      characters = Array(text[..<time.lowerBound])
    }
    var index = 0
    while index < characters.count {
      let character = characters[index]
      guard character == "%" else {
        pieces.append(.literal(character))
        index += 1
        continue
      }
      index += 1
      if index < characters.count, characters[index] == "-" || characters[index] == "_" {
        index += 1
      }
      guard index < characters.count else {
        throw StatementError("date-format '\(text)' ends with '%'")
      }
      switch characters[index] {
      case "Y": pieces.append(.year4)
      case "y": pieces.append(.year2)
      case "m": pieces.append(.month)
      case "d", "e": pieces.append(.day)
      case "b", "B", "h": pieces.append(.monthName)
      case "F": pieces += [.year4, .literal("-"), .month, .literal("-"), .day]
      case "D": pieces += [.month, .literal("/"), .day, .literal("/"), .year2]
      default:
        throw StatementError(
          "date-format '\(text)' has '%\(characters[index])', which ledgersh does not read",
          hint: "use %Y %y %m %d %b with literal separators, as in %d.%m.%Y")
      }
      index += 1
    }
    guard pieces.contains(.day), pieces.contains(.month) || pieces.contains(.monthName),
      pieces.contains(.year4) || pieces.contains(.year2)
    else {
      throw StatementError("date-format '\(text)' needs a year, a month and a day")
    }
    self.pieces = pieces + [.skipRest]
    self.description = text
  }

  static let monthNames = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  /// The day `text` writes in this format, or nil.
  public func parse(_ text: String) -> CalendarDay? {
    let characters = Array(text.trimmed())
    var index = 0
    var year: Int?
    var month: Int?
    var day: Int?
    func number(maxDigits: Int) -> Int? {
      var value = 0
      var count = 0
      while index < characters.count, count < maxDigits,
        let digit = characters[index].wholeNumberValue, characters[index].isASCII
      {
        value = value * 10 + digit
        count += 1
        index += 1
      }
      return count == 0 ? nil : value
    }
    for piece in pieces {
      switch piece {
      case .year4:
        guard let value = number(maxDigits: 4), value >= 1000 else { return nil }
        year = value
      case .year2:
        guard let value = number(maxDigits: 2) else { return nil }
        year = 2000 + value
      case .month:
        month = number(maxDigits: 2)
        if month == nil { return nil }
      case .day:
        // One space may pad a day (%e).
        if index < characters.count, characters[index] == " " { index += 1 }
        day = number(maxDigits: 2)
        if day == nil { return nil }
      case .monthName:
        var letters = ""
        while index < characters.count, characters[index].isLetter {
          letters.append(characters[index])
          index += 1
        }
        let prefix = String(letters.lowercased().prefix(3))
        guard letters.count >= 3, let found = Self.monthNames.firstIndex(of: prefix) else {
          return nil
        }
        month = found + 1
      case .literal(let expected):
        guard index < characters.count, characters[index] == expected else { return nil }
        index += 1
      case .skipRest:
        // What follows the date must not be more of it (a digit).
        if index < characters.count, characters[index].isNumber { return nil }
      }
    }
    guard let year, let month, let day else { return nil }
    return CalendarDay(year: year, month: month, day: day)
  }

  /// The formats a file's dates are guessed among.
  public static let guessed: [StatementDateFormat] =
    ([
      "%Y-%m-%d", "%Y/%m/%d", "%Y.%m.%d", "%Y%m%d", "%m/%d/%Y", "%d/%m/%Y", "%d.%m.%Y",
      "%d-%m-%Y", "%m-%d-%Y", "%m/%d/%y", "%d/%m/%y", "%d.%m.%y", "%d %b %Y", "%d-%b-%Y",
      "%b %d %Y", "%d %b %y", "%d-%b-%y",
    ] as [String]).compactMap { try? StatementDateFormat($0) }

  /// The one format every date of `samples` is written in, or nil with the formats that
  /// could be (none: they fit no format; several: they are ambiguous).
  public static func guess(_ samples: [String]) -> (
    format: StatementDateFormat?, candidates: [StatementDateFormat]
  ) {
    let nonEmpty = samples.filter { !$0.trimmed().isEmpty }
    guard !nonEmpty.isEmpty else { return (nil, []) }
    let fitting = guessed.filter { format in nonEmpty.allSatisfy { format.parse($0) != nil } }
    // Formats that read every sample as the same days are one answer.
    guard let first = fitting.first else { return (nil, []) }
    let agree = fitting.allSatisfy { format in
      nonEmpty.allSatisfy { format.parse($0) == first.parse($0) }
    }
    return agree ? (first, fitting) : (nil, fitting)
  }
}

extension String {
  /// The text without `set`'s characters at either end.
  func trimmed(_ set: String = " \t") -> Substring {
    var slice = self[...]
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return slice
  }
}
