import Foundation
import LedgerTestSupport

/// Runs the built `ledgersh` binary in an isolated home, as a user's shell would.
struct LedgershProcess {
  /// What a run printed and how it ended.
  struct Result {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  /// A fresh temporary home with its own XDG folders and database.
  let home: URL

  init() throws {
    home = try TemporaryFolder.make(prefix: "ledgersh-e2e")
  }

  /// The binary under test: `LEDGERSH_BIN`, else the one built beside the tests.
  static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["LEDGERSH_BIN"] {
      return URL(fileURLWithPath: path)
    }
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("ledgersh")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return packageRoot.appendingPathComponent(".build/debug/ledgersh")
  }

  var environment: [String: String] {
    [
      "HOME": home.path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_STATE_HOME": home.appendingPathComponent("state").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "LC_ALL": "C.UTF-8",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "TZ": "UTC",
    ]
  }

  /// Runs ledgersh with `arguments`, feeding `input` on standard input.
  func run(
    _ arguments: [String], input: String = "", extraEnvironment: [String: String] = [:],
    executable: String? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? Self.binary
    process.arguments = arguments
    process.environment = environment.merging(extraEnvironment) { $1 }
    process.currentDirectoryURL = home
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let writer = Thread {
      try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let errorData = ErrorCollector()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      errorData.data = stderr.fileHandleForReading.readDataToEndOfFile()
      done.signal()
    }
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    process.waitUntilExit()
    return Result(
      stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData.data, as: UTF8.self),
      status: process.terminationStatus)
  }

  /// Writes a file into the temporary home and returns its path.
  func write(_ name: String, _ contents: String) throws -> String {
    let url = home.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }
}

/// Holds what a background reader collected from standard error.
private final class ErrorCollector: @unchecked Sendable {
  var data = Data()
}
