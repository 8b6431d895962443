import Foundation
import LedgerSQL

/// The password of a connection, as libpq finds it.
///
/// `PGPASSWORD`, else the first matching line of `PGPASSFILE` or `~/.pgpass`
/// (`host:port:database:user:password`, `*` matches anything, `\` escapes). A password
/// file others can read is ignored, as libpq does.
enum PasswordFile {
  static func password(for location: PostgresLocation, environment: [String: String])
    -> String?
  {
    if let password = environment["PGPASSWORD"], !password.isEmpty { return password }
    let home = environment["HOME"] ?? NSHomeDirectory()
    let path = environment["PGPASSFILE"] ?? home + "/.pgpass"
    guard
      let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let mode = attributes[.posixPermissions] as? Int, mode & 0o077 == 0,
      let text = try? String(contentsOfFile: path, encoding: .utf8)
    else { return nil }
    let host = location.socketFolder == nil ? location.host : "localhost"
    let wanted = [host, String(location.port), location.database, location.user]
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("#") { continue }
      let fields = self.fields(String(line))
      guard fields.count == 5 else { continue }
      if zip(fields.prefix(4), wanted).allSatisfy({ $0 == "*" || $0 == $1 }) {
        return fields[4]
      }
    }
    return nil
  }

  /// Why the password file was not read, when others may read it (libpq skips it too, with
  /// a warning); nil when it is fine or absent.
  static func skipped(environment: [String: String]) -> String? {
    guard environment["PGPASSWORD"]?.isEmpty ?? true else { return nil }
    let home = environment["HOME"] ?? NSHomeDirectory()
    let path = environment["PGPASSFILE"] ?? home + "/.pgpass"
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0
    else { return nil }
    return "\(path) was not read: others may read it; 'chmod 600 \(path)' makes it private"
  }

  /// A line's fields, split at unescaped colons, with escapes removed.
  private static func fields(_ line: String) -> [String] {
    var fields: [String] = []
    var current = ""
    var escaped = false
    for character in line {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == ":" && fields.count < 4 {
        fields.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    fields.append(current)
    return fields
  }
}
