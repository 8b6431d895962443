import LedgerCore
import LedgerShell
import LedgerStore

/// `select add ID…`: adds items or transactions to the selection by id.
enum SelectAddCommand {
  static let spec = CommandSpec(
    "select add",
    summary: "Add items or transactions to the selection by id",
    discussion: """
      Adds to the kind already selected; --items or --txs says which kind the ids are \
      (needed when nothing is selected; choosing the other kind replaces the selection). \
      Every id must exist.
      """,
    arguments: [ArgumentSpec("id", "Ids such as #12", variadic: true)],
    options: [
      .flag("items", "The ids are items"),
      .flag("txs", "The ids are transactions"),
    ],
    examples: [
      CommandExample("select add --txs #3 #4", "Select transactions 3 and 4"),
      CommandExample("select add #5", "Add #5 to what is selected"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    if arguments.flag("items"), arguments.flag("txs") {
      throw ShellError.usage("give --items or --txs, not both")
    }
    let current = context.session[state: Selection.self]
    let kind: SelectionKind
    if arguments.flag("items") {
      kind = .items
    } else if arguments.flag("txs") {
      kind = .transactions
    } else if let current, !current.ids.isEmpty {
      kind = current.kind
    } else {
      throw ShellError.usage(
        "nothing is selected yet, so say which kind the ids are",
        hint: "such as 'select add --items #12' or 'select add --txs #3'")
    }
    let ids = try SelectionIDs.parse(arguments.values("id"))
    try SelectionIDs.checkExisting(
      ids, kind: kind, store: try context.store(), accountID: context.account().id)
    guard var selection = current, selection.kind == kind, !selection.ids.isEmpty else {
      return try SelectionReplacement.replace(
        with: Selection(kind: kind, ids: ids), context: context)
    }
    let added = selection.add(ids)
    context.session[state: Selection.self] = selection
    let snapshot = try SelectionSnapshot.load(
      selection, from: try context.store(), accountID: context.account().id)
    selection.remember(snapshot)
    context.session[state: Selection.self] = selection
    let skipped = ids.count - added
    var message = "Added \(kind.counted(added))"
    if skipped > 0 { message += " (\(skipped) already selected)" }
    return .note(message + "; selected: \(snapshot.description).")
  }
}
