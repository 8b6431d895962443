import LedgerCore

/// What the writer does differently on a backend, on purpose, named rather than copied.
public protocol SQLWriterHooks {
  /// Before an edited row is saved: refuses it when another session changed it after it
  /// was read (members of a team ledger editing at once); a file has one writer at a time.
  func checkUnchanged(
    _ db: any SQLConnection, table: LedgerTable, id: EntityID, readUpdatedAt: Timestamp,
    show: String
  ) throws

  /// The error to report when adding the account `name` failed with `error`.
  func addAccountFailed(_ error: any Error, name: String) -> any Error

  /// After an attachment's row was added: a server keeps the file's bytes for every member.
  func attachmentAdded(_ db: any SQLConnection, dataDirectory: String?, sha256: String) throws
}

extension SQLWriterHooks {
  public func checkUnchanged(
    _ db: any SQLConnection, table: LedgerTable, id: EntityID, readUpdatedAt: Timestamp,
    show: String
  ) throws {}

  public func addAccountFailed(_ error: any Error, name: String) -> any Error { error }

  public func attachmentAdded(_ db: any SQLConnection, dataDirectory: String?, sha256: String)
    throws
  {}
}

/// A ledger file's writer: no hooks.
public struct NoWriterHooks: SQLWriterHooks {
  public init() {}
}
