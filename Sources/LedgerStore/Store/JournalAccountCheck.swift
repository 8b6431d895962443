import LedgerCore

/// The rule both backends' `undo()` follow: the entry to revert must have been made in the
/// account the session works in.
///
/// The journal is one for the whole ledger; without this, `undo` in account Paris took back
/// a project added in Default, which the user in Paris could not even see.
public enum JournalAccountCheck {
  /// Throws `.conflict`, naming the entry and its account, when `entry` was made in another
  /// account than `account`; nil stands for the default account on both sides.
  public static func requireSame(
    _ entry: JournalEntry, account: EntityID?, defaultAccount: () throws -> EntityID,
    name: (EntityID) throws -> String?
  ) throws {
    guard entry.accountID != account else { return }
    let defaultID = try defaultAccount()
    let made = entry.accountID ?? defaultID
    guard made != (account ?? defaultID) else { return }
    let command = "\(entry.id) '\(entry.commandLine)'"
    guard let accountName = try name(made) else {
      throw StoreError(
        .conflict,
        "the last change, \(command), was made in account \(made), which no longer exists; "
          + "nothing was undone")
    }
    throw StoreError(
      .conflict,
      "the last change, \(command), was made in account '\(accountName)': switch to it "
        + "('account use') to undo it; nothing was undone")
  }
}
