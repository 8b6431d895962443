import Foundation
import Testing

/// Where `source` finds its file, and stdout as a stream of JSON documents.
@Suite("Sourcing scripts and JSON streams")
struct ScriptSourceTests {
  @Test("source in a script finds a relative file beside that script, not in the current folder")
  func sourceBesideTheScript() throws {
    let ledgersh = try LedgershProcess()
    let main = try ledgersh.write("jobs/month/main.lsh", "source parts/totals.lsh\necho main\n")
    _ = try ledgersh.write("jobs/month/parts/totals.lsh", "source header.lsh\necho totals\n")
    _ = try ledgersh.write("jobs/month/parts/header.lsh", "echo header\n")
    // A decoy in the current folder (the home) that must not run.
    _ = try ledgersh.write("parts/totals.lsh", "echo wrong file\n")
    let result = try ledgersh.run(["-f", main])
    #expect(result.stdout == "header\ntotals\nmain\n")
    #expect(result.stderr == "")
    #expect(result.status == 0)
    // Typed or given with -c, a relative file is found in the current folder.
    let typed = try ledgersh.run(["-c", "source parts/totals.lsh"])
    #expect(typed.stdout == "wrong file\n")
    let piped = try ledgersh.run([], input: "source jobs/month/parts/header.lsh\n")
    #expect(piped.stdout == "header\n")
    // A script that is no file (-f /dev/stdin, -f <(…)): its folder is not /dev or
    // /dev/fd, so it too finds a relative file in the current folder.
    let streamed = try ledgersh.run(["-f", "/dev/stdin"], input: "source parts/totals.lsh\n")
    #expect(streamed.stdout == "wrong file\n", "\(streamed.stderr)")
    #expect(streamed.status == 0)
  }

  @Test("--format json -f FILE prints JSON documents that a JSON reader takes one by one")
  func jsonStream() throws {
    let ledgersh = try LedgershProcess()
    let script = try ledgersh.write(
      "month.lsh",
      """
      project add "Smith Residence" --client "Jane Smith"
      use "Smith Residence"
      tx add --source "Lamps Plus" --amount 120 --date 2026-11-02
      echo checkpoint
      txs
      budget
      projects
      journal

      """)
    let result = try ledgersh.run(["--format", "json", "-f", script])
    #expect(result.status == 0)
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    reader.arguments = [
      "python3", "-c",
      """
      import json, sys
      text, decoder, at, kinds = sys.stdin.read(), json.JSONDecoder(), 0, []
      while True:
          while at < len(text) and text[at].isspace(): at += 1
          if at == len(text): break
          document, at = decoder.raw_decode(text, at)
          kinds.append(type(document).__name__)
      print(" ".join(kinds))
      """,
    ]
    let input = Pipe()
    let output = Pipe()
    reader.standardInput = input
    reader.standardOutput = output
    try reader.run()
    try input.fileHandleForWriting.write(contentsOf: Data(result.stdout.utf8))
    try input.fileHandleForWriting.close()
    let kinds = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    reader.waitUntilExit()
    #expect(reader.terminationStatus == 0, "python3 read every document")
    // project add, tx add and echo are documents; `use` only confirms, on stderr.
    #expect(kinds == "dict dict dict list list list list\n")
    #expect(result.stderr.contains("Added purchase #1: Lamps Plus"), "notes go to stderr")
  }
}
