import FilePaths
import Foundation
import LedgerShell
import LedgerStore
import LedgerStoreSQLite

/// Opens the session's ledger when a command first needs it, and closes it on every way
/// out (the end of a script, `quit`, Ctrl-D, SIGTERM, SIGHUP).
///
/// Commands that need no ledger (`version`, `help`, `echo`, `set`, `show`) never open it,
/// so they work even when it cannot be opened.
final class LedgerOpener: @unchecked Sendable {
  /// The ledger file, or a `postgresql://` URL (see `StoreOpener`).
  let path: String
  /// Whether the user named the path (`--db`, `$LEDGERSH_DB`): its folder is not invented.
  let isNamed: Bool
  /// Whether `--read-only` was given.
  let readOnly: Bool
  /// The process environment, for a server's password (`PGPASSWORD`, `~/.pgpass`).
  let environment: [String: String]
  private let lock = NSLock()
  private var store: (any Store)?

  init(path: String, isNamed: Bool, readOnly: Bool, environment: [String: String]) {
    self.path = path
    self.isNamed = isNamed
    self.readOnly = readOnly
    self.environment = environment
  }

  /// The open ledger, opened now if it is not yet.
  func open() throws -> any Store {
    lock.lock()
    defer { lock.unlock() }
    if let store { return store }
    let isServer = StoreOpener.isServer(path)
    if path == ":memory:" {
      // SQLite's name for a database in memory: a ledger's write-ahead log needs a file, and
      // opening the name created an empty file ':memory:' in the current folder.
      throw StoreError(
        .unavailable,
        "cannot open ':memory:': a ledger lives in a file; for one to throw away, name a file"
          + " in a temporary folder, such as --db /tmp/scratch.db")
    }
    if isNamed, !isServer { try Self.requireFolder(of: path) }
    let opened =
      isServer
      ? try StoreOpener.opener(path, environment: environment, readOnly: readOnly)()
      : try SQLiteStore.open(path: path, readOnly: readOnly)
    store = opened
    // Only an open ledger needs a clean-up; until then SIGTERM may end the process as it
    // does by default, and commands that need no ledger start no thread.
    TerminationSignals.install { [self] in interruptAndClose() }
    return opened
  }

  /// Refuses a ledger file the user named whose folder does not exist: like sqlite3, do
  /// not invent the folders of a typo.
  static func requireFolder(of path: String) throws(StoreError) {
    let folder = PathText.folder(of: path)
    var isDirectory: ObjCBool = false
    if !folder.isEmpty,
      !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
        || !isDirectory.boolValue
    {
      throw StoreError(
        .unavailable, "cannot open '\(path)': the folder '\(folder)' does not exist")
    }
  }

  /// Stops the running statement, if any (its command is rolled back), and closes.
  func interruptAndClose() {
    lock.lock()
    let store = self.store
    lock.unlock()
    store?.interrupt()
    close()
  }

  /// Closes the ledger if it was opened, leaving its file complete on its own.
  func close() {
    lock.lock()
    let store = self.store
    lock.unlock()
    store?.close()
  }
}
