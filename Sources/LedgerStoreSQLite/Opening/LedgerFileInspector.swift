import FilePaths
import Foundation
import GRDB
import LedgerSQL
import LedgerStore

/// Decides, without writing a byte, whether a path may be opened as a ledger.
///
/// A file that is not SQLite, a SQLite database of another program, a damaged file or
/// one from a newer ledgersh is refused, so it stays byte-for-byte untouched.
enum LedgerFileInspector {
  static func inspect(path: String) throws(StoreError) -> LedgerFileState {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .new
    }
    if isDirectory.boolValue {
      throw StoreError(
        .unavailable, "'\(path)' is a folder; pass --db with the path of a ledger file")
    }
    // Reading a FIFO would wait for a writer, and a device is no database: refuse both.
    if let kind = FileKind.of(path), kind != .regular {
      throw StoreError(
        .unavailable,
        "'\(path)' is \(kind.phrase), not a ledger file; pass --db with a regular file")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw StoreError(.unavailable, "cannot read '\(path)': permission denied")
    }
    defer { try? handle.close() }
    let header: Data
    do {
      header = try handle.read(upToCount: 100) ?? Data()
    } catch {
      throw StoreError(.unavailable, "cannot read '\(path)': \(error.localizedDescription)")
    }
    if header.isEmpty { return .new }
    // Compared as bytes: `Data(String.UTF8View)` casts its argument at run time, a search
    // of every protocol conformance in the binary on first use.
    let magic: [UInt8] = Array("SQLite format 3\u{0}".utf8)
    guard header.count == 100, header.prefix(16).elementsEqual(magic) else {
      throw notALedger(path)
    }
    let userVersion = bigEndian(header, at: 60)
    let applicationID = bigEndian(header, at: 68)
    if applicationID == LedgerSchema.applicationID, !hasWriteAheadLog(path) {
      return try checked(version: userVersion, path: path)
    }
    let indexExisted = FileManager.default.fileExists(atPath: path + "-shm")
    do {
      return try askSQLite(path: path)
    } catch {
      // A refused file is left as it was: without the log index SQLite made to read it.
      if !indexExisted { unlink(path + "-shm") }
      throw error
    }
  }

  /// What SQLite itself says the file is, through a read-only connection.
  private static func askSQLite(path: String) throws(StoreError) -> LedgerFileState {
    // The header may be stale while a write-ahead log holds newer pages (another process
    // has the ledger open, or a newer ledgersh's migration is not checkpointed yet): ask
    // SQLite, in a read transaction, through a read-only connection that cannot change
    // the file.
    let facts: (applicationID: Int32, version: Int32, objects: Int)
    do {
      var configuration = Configuration()
      configuration.readonly = true
      configuration.busyMode = .timeout(SQLiteStore.busyTimeout)
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      facts = try queue.read { db in
        let facts = try LedgerSchemaFacts.read(db)
        return (facts.applicationID, facts.version, facts.objectCount)
      }
      try queue.close()
    } catch let error as DatabaseError {
      switch error.resultCode {
      case .SQLITE_NOTADB: throw notALedger(path)
      case .SQLITE_CORRUPT: throw StoreError.corrupt(path)
      case .SQLITE_CANTOPEN where StoreError.isUnreadableLog(error, path: path):
        throw StoreError.unreadableLog(path)
      default: throw StoreError.from(error, path: path)
      }
    } catch {
      throw StoreError(.unavailable, "cannot open '\(path)': \(error)")
    }
    if facts.applicationID == LedgerSchema.applicationID {
      return try checked(version: facts.version, path: path)
    }
    if facts.applicationID == 0, facts.objects == 0 { return .new }
    throw notALedger(path)
  }

  private static func checked(version: Int32, path: String) throws(StoreError) -> LedgerFileState {
    if version > LedgerSchema.version {
      throw StoreError.newerSchema(path, version: version)
    }
    return .ledger(version: version)
  }

  /// Whether the user cannot write an existing ledger file or its folder (where SQLite
  /// keeps its -wal and -shm files), so that it can only be opened read-only.
  static func isReadOnlyForUser(path: String) -> Bool {
    guard FileManager.default.fileExists(atPath: path) else { return false }
    let folder = SQLiteStore.absoluteFolder(of: path)
    return access(path, W_OK) != 0 || access(folder, W_OK) != 0
  }

  /// Whether a non-empty write-ahead log lies beside the file.
  private static func hasWriteAheadLog(_ path: String) -> Bool {
    var status = stat()
    return stat(path + "-wal", &status) == 0 && status.st_size > 0
  }

  static func notALedger(_ path: String) -> StoreError {
    StoreError(
      .notALedger,
      "'\(path)' is not a ledgersh database (no ledger schema); "
        + "pass --db with a ledger file or a new path")
  }

  private static func bigEndian(_ data: Data, at offset: Int) -> Int32 {
    let bytes = data.dropFirst(offset).prefix(4)
    return bytes.reduce(Int32(0)) { ($0 << 8) | Int32($1) }
  }
}
