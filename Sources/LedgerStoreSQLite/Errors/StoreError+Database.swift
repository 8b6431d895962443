import GRDB
import LedgerStore

extension StoreError {
  /// The error for a damaged ledger file.
  static func corrupt(_ path: String) -> StoreError {
    StoreError(
      .corrupt,
      "'\(path)' is damaged and cannot be read as a ledger; restore it from a backup "
        + "or pass --db with another file")
  }

  /// The error for a ledger written by a newer ledgersh.
  static func newerSchema(_ path: String, version: Int32) -> StoreError {
    StoreError(
      .newerSchema,
      "'\(path)' was written by a newer ledgersh (schema \(version); this one reads up to "
        + "\(LedgerSchema.version)); upgrade ledgersh to open it")
  }

  /// The error for a change asked of a ledger opened read-only.
  static func readOnly(_ path: String) -> StoreError {
    StoreError(
      .readOnly,
      "the ledger '\(path)' is open read-only (--read-only, or you cannot write the file "
        + "or its folder); nothing was changed")
  }

  /// A `StoreError` for any error thrown while talking to SQLite.
  static func from(_ error: any Error, path: String) -> StoreError {
    if let error = error as? StoreError { return error }
    guard let error = error as? DatabaseError else {
      return StoreError(.unavailable, "\(path): \(error)")
    }
    switch error.resultCode {
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      return StoreError(
        .busy, "the ledger '\(path)' is busy: another ledgersh kept it locked; try again")
    case .SQLITE_CORRUPT, .SQLITE_NOTADB:
      return .corrupt(path)
    case .SQLITE_CONSTRAINT:
      return StoreError(.conflict, "the change clashes with stored data: \(error.message ?? "")")
    case .SQLITE_INTERRUPT:
      return StoreError(.interrupted, "interrupted: the command was rolled back, nothing changed")
    case .SQLITE_FULL:
      return StoreError(.unavailable, "the disk holding '\(path)' is full")
    case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN, .SQLITE_AUTH:
      return StoreError(
        .unavailable, "cannot write '\(path)': \(error.message ?? "permission denied")")
    case .SQLITE_ERROR where error.message == "integer overflow":
      return .totalTooLarge
    default:
      return StoreError(.unavailable, "\(path): \(error.message ?? "\(error.resultCode)")")
    }
  }
}
