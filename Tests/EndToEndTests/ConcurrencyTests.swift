import Foundation
import Testing

/// Several ledgersh processes on one file, and a process killed mid-command.
@Suite("Sharing one ledger file")
struct ConcurrencyTests {
  func launch(_ ledgersh: LedgershProcess, _ arguments: [String]) throws -> (Process, Pipe) {
    let process = Process()
    process.executableURL = LedgershProcess.binary
    process.arguments = arguments
    process.environment = ledgersh.environment
    process.currentDirectoryURL = ledgersh.home
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return (process, errors)
  }

  @Test("two processes writing at once lose nothing and never report a locked database")
  func twoWriters() throws {
    let ledgersh = try LedgershProcess()
    let database = ledgersh.home.appendingPathComponent("shared.db").path
    #expect(try ledgersh.run(["--db", database, "-c", "projects"]).status == 0)
    let script = String(
      repeating: "demo --projects 1 --items 2 --transactions 2 --seed 5\n", count: 40)
    let path = try ledgersh.write("writes.lsh", script)
    let writers = try (0..<2).map { _ in try launch(ledgersh, ["--db", database, "-f", path]) }
    for (process, errors) in writers {
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(message)")
      #expect(!message.contains("locked"))
    }
    // The first demo makes the ledger; the others go into the account named Demo.
    let accounts = try ledgersh.run(["--db", database, "-c", "account list --format json"])
    let list = try JSONSerialization.jsonObject(with: Data(accounts.stdout.utf8))
    let counts = (list as? [[String: Any]] ?? []).compactMap { $0["projects"] as? Int }
    #expect(counts.reduce(0, +) == 80, "\(accounts.stdout)")
  }

  @Test("eight processes creating the same new ledger at once all succeed")
  func eightFirstWriters() throws {
    let ledgersh = try LedgershProcess()
    for round in 0..<4 {
      let database = ledgersh.home.appendingPathComponent("new-\(round).db").path
      let writers = try (0..<8).map {
        try launch(ledgersh, ["--db", database, "-c", "project add 'Job \($0)'"])
      }
      for (process, errors) in writers {
        let message = String(
          decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "round \(round): \(message)")
      }
      let count = try LedgershProcess.sqlite(database, "SELECT count(*) FROM projects")
      #expect(count == "8\n", "round \(round)")
    }
  }

  @Test("eight full-ledger imports into one new file: one wins, the others need an empty ledger")
  func eightImports() throws {
    let ledgersh = try LedgershProcess()
    let made = try ledgersh.run([
      "--db", "source.db", "-c", "demo --projects 3 --items 200 --transactions 200 --seed 3",
      "-c", "export --to archive.json",
    ])
    #expect(made.status == 0, "\(made.stderr)")
    for round in 0..<3 {
      let database = ledgersh.home.appendingPathComponent("new-\(round).db").path
      let importers = try (0..<8).map { _ in
        try launch(ledgersh, ["--db", database, "-c", "import archive.json"])
      }
      var winners = 0
      for (process, errors) in importers {
        let message = String(
          decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 0 {
          winners += 1
          continue
        }
        #expect(message.contains("needs an empty ledger"), "round \(round): \(message)")
        #expect(!message.contains("UNIQUE"), "round \(round): \(message)")
      }
      #expect(winners == 1, "round \(round)")
      let count = try LedgershProcess.sqlite(database, "SELECT count(*) FROM items")
      #expect(count == "200\n", "round \(round)")
    }
  }

  @Test("a process killed in the middle of a command leaves the last committed state")
  func killedMidCommand() throws {
    let ledgersh = try LedgershProcess()
    let database = ledgersh.home.appendingPathComponent("killed.db").path
    let seeded = try ledgersh.run(["--db", database, "-c", "demo --projects 2 --transactions 10"])
    #expect(seeded.status == 0)
    let (process, _) = try launch(
      ledgersh, ["--db", database, "-c", "demo --projects 50 --items 400000 --transactions 400000"])
    usleep(700_000)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    let check = Process()
    check.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    check.arguments = [database, "PRAGMA integrity_check;"]
    let output = Pipe()
    check.standardOutput = output
    try check.run()
    let verdict = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    check.waitUntilExit()
    #expect(verdict == "ok\n")
    let after = try ledgersh.run([
      "--db", database, "-c", "export projects", "-c", "export transactions",
    ])
    #expect(after.status == 0)
    let lines = after.stdout.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("id,") }.count == 2)
    #expect(lines.count == 2 + 2 + 10, "the killed demo left nothing behind")
  }
}
