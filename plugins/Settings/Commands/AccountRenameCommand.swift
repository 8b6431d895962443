import LedgerCore
import LedgerShell
import LedgerViews

/// `account rename OLD NEW`.
enum AccountRenameCommand {
  static let spec = CommandSpec(
    "account rename",
    summary: "Rename an account",
    arguments: [
      AccountArguments.account("old", "The account's current name or #id"),
      ArgumentSpec("new", "Its new name"),
    ],
    examples: [CommandExample("account rename Default Studio", "Name the first account")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let store = try context.store()
    let account = try AccountArguments.account(
      named: context.arguments.value("old") ?? "", in: store)
    let name = (context.arguments.value("new") ?? "").trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw ShellError.usage("an account's name cannot be empty") }
    try EntityLookup.requireFree(
      name, among: try store.accounts().map(\.name), noun: "account", own: account.name)
    // The same name (in any Unicode encoding) writes nothing, so `undo` takes back the
    // change before.
    let saved =
      name == account.name
      ? account : try context.perform { writer in try writer.renameAccount(account.id, to: name) }
    try AccountArguments.normalize(context.session, store: store)
    return .changed(
      Record(["id": .int(saved.id.rawValue), "name": .string(saved.name)]),
      message: saved.name == account.name
        ? "Account \(saved.id) is named '\(saved.name)' already; nothing changed."
        : "Renamed account \(saved.id) '\(account.name)' to '\(saved.name)'.")
  }
}
