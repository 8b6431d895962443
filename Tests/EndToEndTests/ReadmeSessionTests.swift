import Foundation
import Testing

/// The README's first session runs as it stands, as a script on a new ledger.
@Suite("README")
struct ReadmeSessionTests {
  /// The lines of the README's `text` block after "A first session".
  static func firstSession() throws -> [String] {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    guard let start = text.range(of: "A first session"),
      let open = text.range(of: "```text\n", range: start.upperBound..<text.endIndex),
      let close = text.range(of: "\n```", range: open.upperBound..<text.endIndex)
    else { return [] }
    return text[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
  }

  @Test("every command of the first session succeeds on a new ledger")
  func firstSessionRuns() throws {
    let lines = try Self.firstSession()
    #expect(lines.count > 20)
    let ledgersh = try LedgershProcess()
    try ledgersh.picture("sofa.png")
    // `new` opens a form, which needs a terminal: the pseudo-terminal tests try it.
    let script = lines.filter { !$0.hasPrefix("new ") }
    #expect(script.count == lines.count - 1)
    let path = try ledgersh.write("first.lsh", script.joined(separator: "\n") + "\n")
    let run = try ledgersh.run(["--db", "first.db", "-f", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stderr.contains("error:"), "\(run.stderr)")
    #expect(run.stdout.contains("Oak Side Table"))
    #expect(
      FileManager.default.fileExists(atPath: ledgersh.home.appendingPathComponent("copy.db").path))
  }
}
