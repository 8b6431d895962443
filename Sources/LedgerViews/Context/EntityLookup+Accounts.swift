import LedgerCore
import LedgerStore

extension EntityLookup {
  /// The account `text` names: name, `#id`, or a unique prefix or part of a name, with
  /// "did you mean" (`account use`, `--account`, `import statement --account`).
  public static func account(_ text: String, in store: any Store) throws -> Account {
    let accounts = try store.accounts()
    return try resolve(
      text, noun: "account", listCommand: "account list",
      byID: { id in accounts.first { $0.id == id } },
      byName: { name in accounts.first { $0.name.lowercased() == name.lowercased() } },
      candidates: { accounts.map { Candidate($0.name, id: $0.id) } })
  }
}
