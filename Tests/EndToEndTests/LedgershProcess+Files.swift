import Foundation

extension LedgershProcess {
  /// Whether tests run as root, for whom permission bits stop nothing.
  static var isRoot: Bool { getuid() == 0 }

  /// Runs ledgersh as a user without privileges: as `nobody` (through runuser) when the
  /// tests run as root, else as the current user.
  func runUnprivileged(_ arguments: [String]) throws -> Result {
    guard Self.isRoot else { return try run(arguments) }
    return try run(
      ["-u", "nobody", "-m", "--", Self.binary.path] + arguments,
      executable: "/usr/sbin/runuser")
  }

  /// Makes `path` (a file or folder) belong to the user `runUnprivileged` runs as.
  func giveToUnprivilegedUser(_ path: String) {
    if Self.isRoot, let nobody = getpwnam("nobody") {
      chown(path, nobody.pointee.pw_uid, nobody.pointee.pw_gid)
    }
  }

  /// A new folder inside the home, with `mode`, owned by the unprivileged user.
  func folder(_ name: String, mode: Int, ownedByUnprivilegedUser: Bool = true) throws -> String {
    let path = home.appendingPathComponent(name).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    if ownedByUnprivilegedUser { giveToUnprivilegedUser(path) }
    chmod(path, mode_t(mode))
    return path
  }

  /// The names of the files in `folder`, sorted.
  static func files(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  /// Runs sqlite3 on `database` and returns what it printed.
  static func sqlite(_ database: String, _ sql: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [database, sql]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text
  }
}
