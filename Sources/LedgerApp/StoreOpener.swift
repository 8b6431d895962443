import Foundation
import LedgerStore
import LedgerStorePostgres
import LedgerStoreSQLite

/// Picks the backend a `--db` value (or `LEDGERSH_DB`) names: a `postgresql://` or
/// `postgres://` URL opens a team ledger on PostgreSQL, anything else a SQLite file.
enum StoreOpener {
  /// Whether `location` names a server rather than a file.
  static func isServer(_ location: String) -> Bool { PostgresLocation.isURL(location) }

  static func opener(_ location: String, environment: [String: String], readOnly: Bool = false)
    -> () throws -> any Store
  {
    guard isServer(location) else {
      return { try SQLiteStore.open(path: location, readOnly: readOnly) }
    }
    // Attachments of a team ledger are kept on this machine, one folder per server ledger.
    let folder =
      XDGPaths.base("XDG_DATA_HOME", fallback: ".local/share", environment)
      + "/ledgersh/team"
    return {
      let server = try PostgresLocation(url: location, environment: environment)
      let name = "\(server.host)-\(server.port)-\(server.database)"
        .map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" }
      return try PostgresStore.open(
        url: location, environment: environment, dataDirectory: folder + "/" + String(name),
        readOnly: readOnly)
    }
  }
}
