import Foundation
import GRDB
import LedgerSQL
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

  /// A ledger whose -wal file SQLite cannot read: the -shm index it reads it through is
  /// missing, and the folder does not let it make one (a read-only open).
  static func unreadableLog(_ path: String) -> StoreError {
    StoreError(
      .unavailable,
      "cannot read '\(path)': its -wal file holds changes that SQLite reads through a -shm "
        + "file, which is missing and cannot be made in a folder you cannot write; open the "
        + "ledger once with write access (its owner can), or copy the ledger and its -wal "
        + "file to a folder you can write")
  }

  /// Whether `error` is SQLite failing to open `path` for want of its -shm index.
  static func isUnreadableLog(_ error: DatabaseError, path: String) -> Bool {
    error.resultCode == .SQLITE_CANTOPEN
      && FileManager.default.fileExists(atPath: path + "-wal")
      && !FileManager.default.fileExists(atPath: path + "-shm")
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
    case .SQLITE_CANTOPEN where ReadableFile.isOutOfDescriptors():
      return ReadableFile.tooManyOpenFiles("cannot open '\(path)'")
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
