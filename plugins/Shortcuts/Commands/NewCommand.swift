import LedgerShell

/// `new [project|tx|item|inventory|space]`: opens the creation form for what the session
/// shows.
enum NewCommand {
  static let spec = CommandSpec(
    "new",
    summary: "Open the form that creates what the session is showing",
    discussion: """
      After 'items' or 'item show' it opens the item form ('item add'); after 'inventory' \
      the form of an inventory item ('item add --inventory'); after 'txs' or 'tx show' the \
      transaction form ('tx add'); after 'spaces' the space form ('space add'); after \
      'projects', or before any list was shown, the project form ('project add'). \
      Commands that show no entity, such as 'help', leave the choice as it was. \
      'new project|tx|item|inventory|space' names the form. Ctrl-D in the form cancels with \
      nothing saved. Terminal only: scripts run the add command with flags. Bound to \
      Ctrl-X Ctrl-N ('keys' lists the key bindings).
      """,
    arguments: [
      ArgumentSpec(
        "kind", "Which form: project, tx, item, inventory or space",
        type: .choice(CreationForm.allCases.map(\.rawValue)), optional: true)
    ],
    examples: [
      CommandExample("new", "The form for what was listed last (terminal only)"),
      CommandExample("new tx", "The new transaction form (terminal only)"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let form =
      context.arguments.value("kind").flatMap(CreationForm.init(rawValue:))
      ?? CreationForm.current(after: context.session.commandNames)
    guard context.interaction != nil else {
      throw ShellError.usage(
        "'new' opens the \(form.commandLine) form, and scripts never wait for answers",
        hint: form.scriptAdvice)
    }
    try context.runCommandLine(form.commandLine)
    return .empty
  }
}
