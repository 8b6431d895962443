import LedgerCore
import LedgerShell

/// Finds checklist entries from what a user typed: a number (1 = first) or the start of
/// an entry's text, ignoring case.
enum ChecklistReference {
  /// The `ENTRY…` argument of `space check` and `space uncheck`.
  static let argument = ArgumentSpec(
    "entry", "An entry's number, or the start of its text", variadic: true)

  /// The index (0-based) of the entry `text` names in `space`'s checklist.
  static func index(of text: String, in space: Space) throws -> Int {
    let entries = space.checklist
    // By id: a hint must run as written, whatever the current project (`#15` finds the
    // space in any project of the account), and a name would need quotes inside quotes.
    let name = "\(space.id)"
    guard !entries.isEmpty else {
      throw ShellError.failure(
        "'\(space.name)' has no checklist",
        hint: "add entries with 'space checklist add \(name) TEXT…'")
    }
    if let number = Int(text) {
      guard (1...entries.count).contains(number) else {
        throw ShellError.usage(
          "'\(space.name)' has \(countText(entries.count)), so give 1 to \(entries.count), "
            + "not \(number)", hint: "see 'space show \(name)'")
      }
      return number - 1
    }
    // Empty text starts every entry: name what is missing instead of listing them all.
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw ShellError.usage(
        "name an entry by its number or the start of its text", hint: "see 'space show \(name)'")
    }
    let wanted = text.lowercased()
    if let exact = entries.firstIndex(where: { $0.text.lowercased() == wanted }),
      entries.filter({ $0.text.lowercased() == wanted }).count == 1
    {
      return exact
    }
    let matches = entries.indices.filter { entries[$0].text.lowercased().hasPrefix(wanted) }
    switch matches.count {
    case 1:
      return matches[0]
    case 0:
      throw ShellError.failure(
        "no checklist entry of '\(space.name)' starts with '\(text)'",
        hint: "give its number; see 'space show \(name)'")
    default:
      let listed = matches.prefix(4).map { "\($0 + 1) '\(entries[$0].text)'" }
      throw ShellError.usage(
        "'\(text)' could mean \(matches.count) entries of '\(space.name)': "
          + listed.joined(separator: ", "),
        hint: "give the number, or more of the text")
    }
  }

  /// "1 checklist entry" or "3 checklist entries".
  static func countText(_ count: Int) -> String {
    English.count(count, "checklist entry")
  }
}
