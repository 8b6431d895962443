import Foundation
import Testing

/// `-1` and `begin`/`commit`/`rollback` as other processes see them.
@Suite("Groups of commands across processes")
struct CommandGroupTests {
  @Test("a script under -1 that fails leaves the ledger as it was, as a second run shows")
  func singleTransactionRollsBackAll() throws {
    let ledgersh = try LedgershProcess()
    let script = try ledgersh.write(
      "month.lsh",
      """
      project add "Smith Residence"
      use "Smith Residence"
      tx add --source "Lamps Plus" --amount 120 --date 2026-11-02
      tx edit 99 --amount 5

      """)
    let failed = try ledgersh.run(["--db", "l.db", "-1", "-f", script])
    #expect(failed.status == 1, "the status is that of the failure")
    #expect(failed.stderr.contains("\(script):4: error: no transaction #99"))
    #expect(failed.stderr.contains("Rolled back the whole script (-1)"))
    let after = try ledgersh.run([
      "--db", "l.db", "-c", "projects --format json", "-c", "journal --format json",
    ])
    #expect(after.stdout == "[]\n[]\n", "no project, no journal entry")
    // The same script without its failing line is written whole, as one journal entry.
    let good = try ledgersh.write(
      "good.lsh",
      try String(contentsOfFile: script, encoding: .utf8)
        .replacingOccurrences(
          of: "tx edit 99 --amount 5\n", with: "tx add --source Rugs --amount 80\n"))
    #expect(try ledgersh.run(["--db", "l.db", "--single-transaction", "-f", good]).status == 0)
    let journal = try ledgersh.run(["--db", "l.db", "-c", "journal --format jsonl"])
    let entries = journal.stdout.split(separator: "\n")
    #expect(entries.count == 1)
    #expect(entries.first?.contains("+2 vendors, +1 project, +2 transactions") == true)
    let undone = try ledgersh.run(["--db", "l.db", "-c", "undo", "-c", "projects --format json"])
    #expect(undone.stdout == "[]\n", "one undo reverts the whole script")
  }

  @Test("an import and the demo inside a group are counted and journaled with the rest")
  func importInGroup() throws {
    let ledgersh = try LedgershProcess()
    let sheet = try ledgersh.write("lamp.csv", "name,project\nLamp,P\n")
    #expect(try ledgersh.run(["--db", "g.db", "-c", "project add P"]).status == 0)
    let run = try ledgersh.run([
      "--db", "g.db", "-c", "begin", "-c", "import \(sheet)", "-c", "project add Q", "-c",
      "commit", "-c", "journal --limit 1 --format csv",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Committed 2 commands as one change #2"), "\(run.stderr)")
    #expect(run.stdout.contains("import \(sheet); project add Q"), "\(run.stdout)")
    let demo = try ledgersh.run(["--db", "d.db", "-c", "begin", "-c", "demo", "-c", "commit"])
    #expect(demo.stderr.contains("Committed 1 command as one change"), "\(demo.stderr)")
  }

  @Test("'exit 0' with a group open rolls it back and fails, from -f and from -c")
  func exitWithGroupOpenFails() throws {
    let ledgersh = try LedgershProcess()
    let script = try ledgersh.write(
      "open.lsh", "project add A\nbegin\nproject add B\nexit 0\necho never\n")
    for arguments in [
      ["--db", "f.db", "-f", script],
      ["--db", "c.db", "-c", "project add A", "-c", "begin", "-c", "project add B", "-c", "exit"],
    ] {
      let result = try ledgersh.run(arguments)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.stderr.contains("ended with a group open: rolled back 1 command"))
      #expect(!result.stdout.contains("never"))
    }
    for ledger in ["f.db", "c.db"] {
      let kept = try ledgersh.run(["--db", ledger, "-c", "projects --format csv"])
      #expect(kept.stdout.contains("A") && !kept.stdout.contains("B"), "B was rolled back")
    }
  }

  @Test("-c and -f steps are one session: a group begun in one commits in a later one")
  func groupSpansSteps() throws {
    let ledgersh = try LedgershProcess()
    let middle = try ledgersh.write("middle.lsh", "project add B\nproject add C\n")
    let run = try ledgersh.run([
      "--db", "s.db", "-c", "begin", "-c", "project add A", "-f", middle, "-c", "commit",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Committed 3 commands as one change #1"), "\(run.stderr)")
    let undone = try ledgersh.run(["--db", "s.db", "-c", "undo", "-c", "projects --format csv"])
    #expect(
      undone.stdout.split(separator: "\n").count == 1,
      "one undo takes back the whole group, leaving the header alone: \(undone.stdout)")
    // A group the last step leaves open is rolled back, naming that step.
    let open = try ledgersh.run(["--db", "o.db", "-c", "begin", "-f", middle])
    #expect(open.status == 1)
    #expect(
      open.stderr.contains(
        "'\(middle)' ended with a group open: rolled back 2 commands since 'begin' at -c:1"),
      "the step that opened it is named too: \(open.stderr)")
    #expect(
      try ledgersh.run(["--db", "o.db", "-c", "projects --format csv"]).stdout
        .split(separator: "\n").count == 1, "nothing of the group was kept")
    // -c lines are numbered in the order given, across the scripts between them.
    let numbered = try ledgersh.run([
      "--db", "n.db", "-c", "echo one", "-f", middle, "-c", "tx edit 99 --amount 5",
    ])
    #expect(numbered.stderr.contains("-c:2: error: no transaction #99"), "\(numbered.stderr)")
    // A -c of several lines runs each, as psql runs them, numbered on.
    let lines = try ledgersh.run([
      "--db", "m.db", "-c", "project add A\r\nproject add B", "-c", "echo one\ntx edit 99",
    ])
    #expect(lines.stderr.contains("-c:4: error: no transaction #99"), "\(lines.stderr)")
    #expect(lines.stdout == "one\n")
    #expect(lines.stderr.contains("Added project #2 'B'"), "\(lines.stderr)")
  }

  @Test("begin, commit, rollback, undo and backup cannot be used inside a script run with -1")
  func noNestedGroupUnderSingleTransaction() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run(["-1", "-c", "project add A", "-c", "commit"])
    #expect(result.stderr.contains("-c:2: error: 'commit' cannot run in a script run with -1"))
    #expect(result.status == 1)
    #expect(try ledgersh.run(["-c", "projects --format json"]).stdout == "[]\n")
    // Not "'commit' or 'rollback' the group first", which a -1 script cannot do.
    for command in ["undo", "backup copy.db"] {
      let refused = try ledgersh.run(["-1", "-c", "project add A", "-c", command])
      let name = command.split(separator: " ")[0]
      #expect(
        refused.stderr.contains(
          "-c:2: error: '\(name)' cannot run in a script run with -1: the whole script is one "
            + "group\n-c:2: hint: run it on its own, without -1"), "\(refused.stderr)")
      #expect(refused.status == 1)
    }
  }

  @Test("another process sees nothing of an open group until commit")
  func otherSessionsSeeNothingUntilCommit() throws {
    let ledgersh = try LedgershProcess()
    #expect(try ledgersh.run(["--db", "shared.db", "-c", "echo created"]).status == 0)
    let process = Process()
    process.executableURL = LedgershProcess.binary
    process.arguments = ["--db", "shared.db"]
    process.environment = ledgersh.environment
    process.currentDirectoryURL = ledgersh.home
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let writer = input.fileHandleForWriting
    try writer.write(contentsOf: Data("begin\nproject add Hidden\necho ready\n".utf8))
    var seen = ""
    while !seen.contains("ready") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen += String(decoding: chunk, as: UTF8.self)
    }
    #expect(seen == "ready\n")
    let during = try ledgersh.run(["--db", "shared.db", "-c", "projects --format json"])
    #expect(during.stdout == "[]\n", "the group's project is private until commit")
    #expect(during.status == 0, "reading does not wait for the open group")
    try writer.write(contentsOf: Data("commit\n".utf8))
    try writer.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let after = try ledgersh.run(["--db", "shared.db", "-c", "projects --format tsv"])
    #expect(after.stdout.contains("\tHidden\t"))
  }
}
