import LedgerCore

/// The rule both backends' `undo()` follow: the entry to revert must have been made in the
/// account the session works in.
///
/// The journal is one for the whole ledger; without this, `undo` in account Paris took back
/// a project added in Default, which the user in Paris could not even see.
public enum JournalAccountCheck {
  /// Throws `.conflict`, naming the entry and its account, when `entry` was made in another
  /// account than `account` (nil: the default account).
  ///
  /// An entry that names no account was made before the journal recorded them (the shell
  /// names the account of every command): which it was is not known, so it is undone from
  /// any account, as every entry was then.
  public static func requireSame(
    _ entry: JournalEntry, account: EntityID?, defaultAccount: () throws -> EntityID,
    name: (EntityID) throws -> String?
  ) throws {
    guard let made = entry.accountID, made != account else { return }
    guard made != (try account ?? defaultAccount()) else { return }
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
