import Foundation

/// What a typed answer to an action menu means.
enum ActionMenuAnswer: Equatable {
  /// Leave the menu.
  case cancel
  /// Finish a multi-select menu.
  case done
  /// The row at this index.
  case row(Int)
  /// The choice at `choice` of the submenu of the row at `row`.
  case choice(row: Int, choice: Int)
  /// Toggle these rows in a multi-select menu.
  case toggle([Int])
  /// Nothing understood; the message says why.
  case invalid(String)

  /// Parses `text` against `items`, with the submenu of row `expanded` open.
  static func parse(
    _ text: String, items: [ActionMenuItem], expanded: Int?, multiSelect: Bool
  ) -> ActionMenuAnswer {
    let answer = text.trimmingCharacters(in: .whitespaces).lowercased()
    if answer == "q" || answer == "quit" || answer.hasPrefix("\u{1B}") { return .cancel }
    if multiSelect, answer.isEmpty || answer == "done" || answer == "d" { return .done }
    if answer.isEmpty { return .invalid("Type a number, or q to cancel.") }

    if multiSelect {
      let parts = answer.split(whereSeparator: { $0 == " " || $0 == "," })
      let numbers = parts.compactMap { Int($0) }
      if numbers.count == parts.count {
        let bad = numbers.filter { !(1...items.count).contains($0) }
        if let first = bad.first { return .invalid("No row \(first).") }
        return .toggle(numbers.map { $0 - 1 })
      }
    }
    if let number = Int(answer) {
      guard (1...items.count).contains(number) else { return .invalid("No row \(number).") }
      return .row(number - 1)
    }
    // "2b": row 2, choice b of its submenu ("2ab" past the 25th choice).
    let digits = answer.prefix { $0.isASCII && $0.isNumber }
    let key = answer.dropFirst(digits.count)
    if !digits.isEmpty, Self.isKey(key), let number = Int(digits),
      (1...items.count).contains(number)
    {
      return choice(key, row: number - 1, items: items)
    }
    // A key of the open submenu: one letter, or two when it has more choices than letters.
    if let expanded, Self.isKey(answer[...]),
      answer.count == 1 || items[expanded].subactions.count > keyLetters.count
    {
      return choice(answer[...], row: expanded, items: items)
    }
    // A unique prefix of a label: first among the open submenu's choices, then the rows.
    if let expanded {
      let matches = items[expanded].subactions.indices.filter {
        items[expanded].subactions[$0].label.lowercased().hasPrefix(answer)
      }
      if matches.count == 1 { return .choice(row: expanded, choice: matches[0]) }
    }
    let matches = items.indices.filter { items[$0].label.lowercased().hasPrefix(answer) }
    switch matches.count {
    case 1: return multiSelect ? .toggle(matches) : .row(matches[0])
    case 0: return .invalid("No choice “\(text)”.")
    default:
      let labels = matches.map { items[$0].label }.joined(separator: ", ")
      return .invalid("“\(text)” could be \(labels): type more of it.")
    }
  }

  private static func choice(_ key: Substring, row: Int, items: [ActionMenuItem])
    -> ActionMenuAnswer
  {
    let subactions = items[row].subactions
    guard !subactions.isEmpty else {
      return .invalid("“\(items[row].label)” has no choices.")
    }
    guard let index = index(ofKey: key), subactions.indices.contains(index) else {
      return .invalid("No choice \(key) under “\(items[row].label)”.")
    }
    return .choice(row: row, choice: index)
  }

  /// The letters that answer a submenu's choices, in order: every letter but q, which
  /// cancels. Past the 25th choice, two letters: `aa`, `ab`, …
  static let keyLetters: [Character] = Array("abcdefghijklmnoprstuvwxyz")

  /// Whether `text` has the shape of a key: one or two of `keyLetters`.
  private static func isKey(_ text: Substring) -> Bool {
    (1...2).contains(text.count) && text.allSatisfy { keyLetters.contains($0) }
  }

  /// The index of the choice the key `key` answers, if it is a key.
  private static func index(ofKey key: Substring) -> Int? {
    let positions = key.compactMap { keyLetters.firstIndex(of: $0) }
    guard positions.count == key.count else { return nil }
    switch positions.count {
    case 1: return positions[0]
    case 2: return keyLetters.count * (1 + positions[0]) + positions[1]
    default: return nil
    }
  }

  /// The key that answers the choice at `index` of a submenu.
  static func letter(_ index: Int) -> String {
    let count = keyLetters.count
    if (0..<count).contains(index) { return String(keyLetters[index]) }
    let rest = index - count
    guard (0..<count * count).contains(rest) else { return "?" }
    return String(keyLetters[rest / count]) + String(keyLetters[rest % count])
  }
}
