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
    // "2b": row 2, choice b of its submenu.
    if let letter = answer.last, letter.isLetter, let number = Int(answer.dropLast()),
      (1...items.count).contains(number)
    {
      return choice(letter, row: number - 1, items: items)
    }
    if let expanded, answer.count == 1, let letter = answer.first, letter.isLetter {
      return choice(letter, row: expanded, items: items)
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

  private static func choice(_ letter: Character, row: Int, items: [ActionMenuItem])
    -> ActionMenuAnswer
  {
    let subactions = items[row].subactions
    guard let scalar = letter.unicodeScalars.first, letter.isASCII, !subactions.isEmpty else {
      return .invalid("“\(items[row].label)” has no choices.")
    }
    let index = Int(scalar.value) - Int(("a" as Unicode.Scalar).value)
    guard subactions.indices.contains(index) else {
      return .invalid("No choice \(letter) under “\(items[row].label)”.")
    }
    return .choice(row: row, choice: index)
  }

  /// The letter that answers the choice at `index` of a submenu.
  static func letter(_ index: Int) -> String {
    guard index < 26, let scalar = Unicode.Scalar(UInt32(97 + index)) else { return "?" }
    return String(Character(scalar))
  }
}
