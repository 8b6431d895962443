import LedgerCore
import LedgerShell
import LedgerStore

/// What the `admin` commands share: the team ledger and the account they name.
enum AdminArguments {
  /// The open ledger as a team ledger, or a usage error saying how to open one.
  static func ledger(_ context: CommandContext) throws -> any TeamLedger {
    guard let ledger = try context.store() as? any TeamLedger else {
      throw ShellError.usage(
        "grants exist only on a team ledger on PostgreSQL",
        hint: "open one with --db postgresql://USER@HOST/DB; see 'man ledgersh-team'")
    }
    return ledger
  }

  /// The account `--account` names (by name, ignoring case, or by id).
  static func account(_ context: CommandContext, in store: any Store) throws -> Account {
    guard let name = context.arguments.value("account"), !name.isEmpty else {
      throw ShellError.usage("name the account with --account NAME")
    }
    let accounts = try store.accounts()
    if let id = Int64(name.hasPrefix("#") ? String(name.dropFirst()) : name),
      let account = accounts.first(where: { $0.id.rawValue == id })
    {
      return account
    }
    guard let account = accounts.first(where: { $0.name.lowercased() == name.lowercased() })
    else {
      throw ShellError.failure(
        "no account named '\(name)'", hint: "see 'account list' for the accounts")
    }
    return account
  }

  /// The role argument, checked for emptiness.
  static func role(_ context: CommandContext) throws -> String {
    let role = (context.arguments.value("role") ?? "").trimmingCharacters(in: .whitespaces)
    guard !role.isEmpty else { throw ShellError.usage("name the database role to grant") }
    return role
  }
}
