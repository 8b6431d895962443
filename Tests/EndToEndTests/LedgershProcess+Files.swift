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

  /// Copies the test picture (a small PNG scene) into the home as `name`; returns its URL.
  @discardableResult
  func picture(_ name: String) throws -> URL {
    let url = home.appendingPathComponent(name)
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PluginTests/Golden/images/scene.png"),
      to: url)
    return url
  }

  /// Makes the ledger `database` with project P, item #1 Sofa and the test picture attached
  /// to it (attachment #1); returns the picture's URL.
  func ledgerWithPicture(_ database: String) throws -> URL {
    let picture = try picture("s.png")
    let made = try run([
      "--db", database, "-c", "project add P", "-c", "use P", "-c", "item add Sofa",
      "-c", "attach \(picture.path) --to item 1",
    ])
    guard made.status == 0 else {
      throw SetupFailure(description: "cannot make \(database): \(made.stderr)")
    }
    return picture
  }
}

/// A test's set-up that did not work, with what ledgersh said.
struct SetupFailure: Error, CustomStringConvertible {
  var description: String
}
