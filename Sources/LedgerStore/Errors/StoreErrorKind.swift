/// What went wrong in a store, coarse enough for the shell to pick an exit status.
///
/// `unavailable`, `notALedger`, `newerSchema`, `corrupt` and `busy` are store errors
/// (exit status 3); `notFound`, `conflict`, `invalid` and `readOnly` are a command's failure
/// (exit 1).
public enum StoreErrorKind: String, Hashable, Sendable, CaseIterable {
  /// The file or server cannot be opened or written (permissions, disk full, missing folder).
  case unavailable
  /// The file exists but is not a ledgersh database.
  case notALedger
  /// The ledger was written by a newer ledgersh.
  case newerSchema
  /// The database is damaged.
  case corrupt
  /// Another process held the ledger locked for longer than the busy timeout.
  case busy
  /// No entity with the given id or name.
  case notFound
  /// The change clashes with what is stored (a duplicate name, an entity in use).
  case conflict
  /// The input breaks a rule (an empty name, a negative amount, a wrong currency).
  case invalid
  /// The user interrupted the command (Ctrl-C); it was rolled back.
  case interrupted
  /// The ledger is open read-only (`--read-only`, or a file the user cannot write).
  case readOnly

  /// Whether the shell should report this as a store error (exit status 3).
  public var isStoreFailure: Bool {
    switch self {
    case .unavailable, .notALedger, .newerSchema, .corrupt, .busy: return true
    case .notFound, .conflict, .invalid, .interrupted, .readOnly: return false
    }
  }
}
