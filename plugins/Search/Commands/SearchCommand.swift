import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `search WORDS`: one ranked search over items, transactions, spaces and projects.
enum SearchCommand {
  /// How many hits of each kind show when no --limit is given.
  static let defaultLimit = 10

  static let spec = CommandSpec(
    "search",
    summary: "Search items, transactions, spaces and projects",
    discussion: """
      The app's Search section: one ranked search inside the current account over items \
      (name, SKU, source, notes, prices), transactions (source, notes, amount), spaces \
      (name, notes, checklist) and projects (name, client, description). Results come in \
      a section per kind with its count, best first (a match in a name outranks one in a \
      note), matched words in bold. Case and accents are ignored (cafe finds Café); each \
      word matches as a prefix (rejuv finds Rejuvenation) and all must match; an argument \
      with spaces, or words in double quotes, is a phrase; Chinese and Japanese match by \
      any two characters or more (one character, as any word, only where a word starts); \
      1249.99 or 1,249.99 finds that amount or price (14.0 is 14.00); a SKU finds its \
      item. Emoji and punctuation are not searched. Shows \(defaultLimit) hits of each kind unless --limit is given. \
      Compatibility forms are ignored too (abc finds the full-width ＡＢＣ). A query of emoji \
      and punctuation only says there is nothing to search for, and succeeds; no query at \
      all is a usage error. Each hit shows its title and id, its project, amount and date, \
      and a snippet of the matching field. --kind lists the kinds in the order their \
      sections should come. With --format json, an array with one object per hit (jsonl: \
      one per line) with kind, id, title, snippet, rank and project; a lower rank is \
      better: FTS5's bm25 on a ledger file, PostgreSQL's ts_rank negated on a team ledger, \
      so ranks and the order of hits that match alike differ between the two.
      """,
    arguments: [ArgumentSpec("words", "What to look for", variadic: true)],
    options: [
      OptionSpec(
        "kind", "Only these kinds, comma-separated: items,transactions,spaces,projects",
        completion: .words(SearchHitKind.sectionOrder.map(\.plural))),
      OptionSpec(
        "project", "Only inside this project", type: .reference("project"),
        completion: .named(.projects)),
      OptionSpec("limit", "At most N hits of each kind", type: .integer(1...100_000)),
    ],
    examples: [
      CommandExample("search walnut", "Everything that mentions walnut"),
      CommandExample("search cafe --kind projects", "Finds Café Lumière"),
      CommandExample("search rejuv --kind items,transactions", "A vendor by its first letters"),
      CommandExample("search 陈宅", "Two characters of a Chinese name"),
      CommandExample("search 1,249.99", "Transactions and items of that amount"),
      CommandExample(
        "search \"dining table\" --format json", "A phrase, as a JSON array of hits"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    let words = arguments.values("words")
    // WORDS is required: a script that searches for nothing stops, as for any usage error.
    guard !words.isEmpty else {
      throw ShellError.usage(
        "search needs a word or an amount", hint: "such as 'search walnut' or 'search 1,249.99'")
    }
    let text = words.map(term).joined(separator: " ")
    var query = SearchQuery(
      text: text, accountID: try context.account().id,
      limit: arguments.integer("limit") ?? defaultLimit)
    if let kinds = arguments.value("kind") { query.kinds = try Self.kinds(kinds) }
    if arguments.value("project") != nil { query.projectID = try context.targetProject().id }
    let sections = try context.store().search(query)
    let records = sections.flatMap(\.hits).map(\.record)
    let view = SearchResultsView(
      sections: sections, highlighter: SearchHighlighter(terms: query.terms))
    let shown = words.joined(separator: " ")
    let empty =
      !query.terms.isEmpty
      ? "Nothing matches '\(shown)'\(query.projectID == nil ? "" : " in this project")."
      // Emoji and punctuation are not in the word index: say so, not "give a word".
      : "Nothing to search for in '\(shown)': search finds words and amounts, such as"
        + " 'walnut'."
    return CommandResult(
      data: .records(records, columns: SearchHit.recordFields),
      message: records.isEmpty ? empty : nil
    ) { style in
      guard !records.isEmpty else { return CommandResult.wrapped(empty, style: style) }
      return style.draw(view)
    }
  }

  /// One argument as search text: an argument with spaces (quoted in the shell) is a
  /// phrase; others pass through, their own `"…"` included.
  private static func term(_ word: String) -> String {
    guard word.contains(where: \.isWhitespace), !word.contains("\"") else { return word }
    return "\"" + word + "\""
  }

  /// The kinds `--kind` names: plural or singular, comma-separated, in the order given.
  static func kinds(_ text: String) throws -> [SearchHitKind] {
    var kinds: [SearchHitKind] = []
    for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      // 'tx', as in 'txs' and 'attach --to tx', means transactions here too.
      let word =
        ["tx": "transactions", "txs": "transactions"][name.lowercased()] ?? name.lowercased()
      guard
        let kind = SearchHitKind.allCases.first(where: { $0.plural == word || $0.rawValue == word })
      else {
        throw ShellError.usage(
          "--kind: no kind '\(name)'",
          hint: "use items, transactions, spaces or projects, comma-separated")
      }
      if !kinds.contains(kind) { kinds.append(kind) }
    }
    guard !kinds.isEmpty else {
      throw ShellError.usage(
        "--kind needs a kind", hint: "use items, transactions, spaces or projects")
    }
    return kinds
  }
}
