import Foundation
import LedgerSQL
import LedgerStore

/// Where a team ledger lives: the parts of a `postgresql://` URL, without any password.
///
/// `postgresql://USER@HOST:PORT/DB?sslmode=MODE` (or `postgres://`); `?host=/folder` reaches
/// the server through its socket folder. A password in the URL is refused: it would sit in
/// the shell's history and the process list; it comes from `PGPASSWORD` or `~/.pgpass`.
public struct PostgresLocation: Sendable, Equatable {
  /// How the connection uses TLS (`sslmode`, as libpq names it).
  public enum TLSMode: String, Sendable {
    case disable, prefer, require
    case verifyCA = "verify-ca"
    case verifyFull = "verify-full"
  }

  public var user: String
  public var host: String
  public var port: Int
  public var database: String
  /// The server's socket folder, when the URL names one with `?host=/…`.
  public var socketFolder: String?
  public var tls: TLSMode
  /// Whether the session only reads (`--read-only`): every transaction on its connection
  /// is read-only (`default_transaction_read_only`), so the server itself refuses a write.
  public var readOnly = false

  /// Whether `text` names a PostgreSQL ledger rather than a file.
  public static func isURL(_ text: String) -> Bool {
    text.hasPrefix("postgresql://") || text.hasPrefix("postgres://")
  }

  /// Parses a URL.
  ///
  /// A URL without a user connects as `PGUSER`, else as the user running
  /// ledgersh (`systemUser`, the name libpq and psql take from the password database; `USER`
  /// when that has none); with none of them it is refused, as psql refuses.
  public init(
    url text: String, environment: [String: String], systemUser: String? = Self.systemUser()
  ) throws {
    guard Self.isURL(text), let components = URLComponents(string: text) else {
      throw StoreError(
        .unavailable,
        "'\(Self.redacted(text))' is not a PostgreSQL URL: write postgresql://USER@HOST:PORT/DB")
    }
    if components.password != nil {
      throw StoreError(
        .unavailable,
        "the URL holds a password, which would be kept in your shell history: remove it "
          + "and put it in PGPASSWORD or ~/.pgpass")
    }
    // An empty variable counts as unset, as libpq reads them.
    let variable = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
    guard
      let user = components.user.flatMap({ $0.isEmpty ? nil : $0 }) ?? variable("PGUSER")
        ?? systemUser ?? variable("USER")
    else {
      throw StoreError(
        .unavailable,
        "the URL names no user, and user id \(geteuid()) has no name to connect as: write "
          + "postgresql://USER@HOST/DB or set PGUSER")
    }
    self.user = user
    // An IPv6 address is written in brackets in a URL ([::1]), and connected to without.
    host =
      components.host.flatMap { $0.isEmpty ? nil : $0 }
      .map { $0.hasPrefix("[") && $0.hasSuffix("]") ? String($0.dropFirst().dropLast()) : $0 }
      ?? "localhost"
    var port = components.port ?? 5432
    // URLComponents takes any digits (:99999), which then read as a refused connection.
    guard (1...65535).contains(port) else {
      throw StoreError(
        .unavailable,
        "port '\(port)' is not a port number: write one from 1 to 65535, or none for 5432")
    }
    let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : ""
    database = path.isEmpty ? user : path
    var tls = TLSMode.prefer
    for item in components.queryItems ?? [] {
      switch item.name {
      case "sslmode":
        guard let mode = item.value.flatMap(TLSMode.init(rawValue:)) else {
          throw StoreError(
            .unavailable,
            "unknown sslmode '\(item.value ?? "")': use disable, prefer, require, verify-ca "
              + "or verify-full")
        }
        tls = mode
      case "host":
        if let value = item.value, value.hasPrefix("/") { socketFolder = value }
      case "port":
        guard let value = item.value.flatMap(Int.init), (1...65535).contains(value) else {
          throw StoreError(.unavailable, "port '\(item.value ?? "")' is not a port number")
        }
        port = value
      default:
        // A misspelt setting (sslmod=require) must not pass unseen.
        throw StoreError(
          .unavailable,
          "unknown URL setting '\(item.name)': ledgersh reads sslmode, host and port")
      }
    }
    self.port = port
    self.tls = tls
  }

  /// The name of the user running the process, from the password database (as libpq's
  /// `pg_fe_getusername`), whatever `USER` says; nil when the database has no entry.
  public static func systemUser() -> String? {
    guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else { return nil }
    let text = String(cString: name)
    return text.isEmpty ? nil : text
  }

  /// The server as messages name it: `USER@HOST:PORT/DB`, never with a password.
  public var displayName: String {
    if let socketFolder { return "\(user)@\(socketFolder)/.s.PGSQL.\(port)/\(database)" }
    // An IPv6 address in brackets, as in the URL, so that its port stands apart.
    let server = host.contains(":") ? "[\(host)]" : host
    return "\(user)@\(server):\(port)/\(database)"
  }

  /// `text` with anything between `://` and `@` that holds a `:` cut out.
  static func redacted(_ text: String) -> String {
    guard let scheme = text.range(of: "://"), let at = text.range(of: "@"),
      scheme.upperBound <= at.lowerBound
    else { return text }
    let userInfo = text[scheme.upperBound..<at.lowerBound]
    guard let colon = userInfo.firstIndex(of: ":") else { return text }
    return String(text[..<colon]) + ":***" + String(text[at.lowerBound...])
  }
}
