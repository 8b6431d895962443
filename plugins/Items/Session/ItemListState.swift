import LedgerCore
import LedgerShell
import LedgerViews

/// The item-list filters and order chosen for the session with `items filter` and
/// `items sort`, kept as the options they stand for and applied to later `items` and
/// `inventory` lists.
struct ItemListState: Sendable, Equatable {
  /// The saved filter and order options, as if typed after `items`.
  var arguments = ParsedArguments()

  /// Whether nothing is saved.
  var isEmpty: Bool { arguments.options.isEmpty && arguments.flags.isEmpty }

  /// Options that exclude each other: giving one on the command line drops the saved other.
  static let opposites = [
    "space": "no-space", "no-space": "space", "tx": "no-tx", "no-tx": "tx",
  ]

  /// The filter options (not the order), as `items filter` saves them.
  static let filterNames = ItemFilters.filterNames.filter { $0 != "sort" && $0 != "desc" }

  /// The saved options under the command's own: what the command gives wins, and a saved
  /// space filter is left out when `withoutSpaces` (inventory and --all lists).
  func merged(under given: ParsedArguments, withoutSpaces: Bool) -> ParsedArguments {
    var merged = applicable(withoutSpaces: withoutSpaces).arguments
    // A new order given here starts ascending unless --desc comes with it.
    if given.options["sort"] != nil { merged.flags.remove("desc") }
    for (name, values) in given.options {
      merged.options[name] = values
      if let other = Self.opposites[name] { merged.flags.remove(other) }
    }
    for flag in given.flags {
      merged.flags.insert(flag)
      if let other = Self.opposites[flag] { merged.options[other] = nil }
    }
    merged.positional = given.positional
    return merged
  }

  /// The saved state without what does not apply to a list without spaces.
  func applicable(withoutSpaces: Bool) -> ItemListState {
    guard withoutSpaces else { return self }
    var copy = self
    copy.arguments.options["space"] = nil
    copy.arguments.flags.remove("no-space")
    return copy
  }

  /// The state with only the filters of `arguments` (the order kept).
  func settingFilters(from arguments: ParsedArguments) -> ItemListState {
    var copy = ItemListState()
    for name in Self.filterNames {
      if let values = arguments.options[name] { copy.arguments.options[name] = values }
      if arguments.flags.contains(name) { copy.arguments.flags.insert(name) }
    }
    copy.arguments.options["sort"] = self.arguments.options["sort"]
    if self.arguments.flags.contains("desc") { copy.arguments.flags.insert("desc") }
    return copy
  }

  /// The state with `sort` (nil: by date) and `descending`, the filters kept.
  func settingSort(_ sort: ItemSort?, descending: Bool) -> ItemListState {
    var copy = self
    copy.arguments.options["sort"] = sort.map { [ItemFilters.word(for: $0)] }
    if sort == .created { copy.arguments.options["sort"] = nil }
    if descending {
      copy.arguments.flags.insert("desc")
    } else {
      copy.arguments.flags.remove("desc")
    }
    return copy
  }

  /// What is in force, such as `Space: Living Room · bookmarked · by price ↓`; nil when
  /// nothing is saved.
  func summary(separator: String = "·", unicode: Bool = true) -> String? {
    let options = arguments.options
    var parts: [String] = []
    if let space = options["space"]?.last { parts.append("Space: \(space)") }
    if arguments.flags.contains("no-space") { parts.append("no space") }
    if let source = options["source"]?.last { parts.append("Source: \(source)") }
    if arguments.flags.contains("bookmarked") { parts.append("bookmarked") }
    if let tx = options["tx"]?.last { parts.append("Transaction: \(tx)") }
    if arguments.flags.contains("no-tx") { parts.append("no transaction") }
    if let text = options["text"]?.last { parts.append("Text: \(text)") }
    if let low = options["min-price"]?.last { parts.append("price \(unicode ? "≥" : ">=") \(low)") }
    if let high = options["max-price"]?.last {
      parts.append("price \(unicode ? "≤" : "<=") \(high)")
    }
    let sort = options["sort"]?.last
    let descending = arguments.flags.contains("desc")
    if sort != nil || descending {
      let arrow = descending ? (unicode ? "↓" : "desc") : (unicode ? "↑" : "asc")
      parts.append("by \(sort ?? "date") \(arrow)")
    }
    guard !parts.isEmpty else { return nil }
    return parts.joined(separator: " \(separator) ")
  }
}
