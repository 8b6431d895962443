import Foundation
import Testing

/// `--account NAME` chooses the account a script works in; an unknown one is a usage error.
@Suite("The --account option")
struct AccountOptionTests {
  @Test("undo in one account never takes back another's change; journal names the account")
  func undoStaysInItsAccount() throws {
    let ledgersh = try LedgershProcess()
    let setup = try ledgersh.run([
      "-c", "account add '東京 Tokyo' --currency JPY", "-c", "project add Loft",
    ])
    #expect(setup.status == 0, "\(setup.stderr)")
    let tokyo = try ledgersh.run(["--account", "東京 Tokyo", "-c", "undo"])
    #expect(tokyo.status == 1)
    #expect(
      tokyo.stderr.contains(
        "-c:1: error: the last change, #2 'project add Loft', was made in account 'Default'"),
      "\(tokyo.stderr)")
    let projects = try ledgersh.run(["-c", "projects --format tsv"])
    #expect(projects.stdout.contains("Loft"), "nothing was undone")
    _ = try ledgersh.run(["--account", "東京 Tokyo", "-c", "project add 'Atelier 🛋️'"])
    let journal = try ledgersh.run(["--width", "80", "-c", "journal", "-c", "journal --format csv"])
    let lines = journal.stdout.split(separator: "\n")
    #expect(lines.first?.hasSuffix("account") == true, "\(journal.stdout)")
    #expect(lines.first { $0.hasPrefix("#3") }?.hasSuffix("+1 project  東京 Tokyo") == true)
    #expect(lines.first { $0.hasPrefix("#2") }?.hasSuffix("+1 project  Default") == true)
    #expect(journal.stdout.contains("id,time,command,summary,undone,account\n"))
    #expect(journal.stdout.contains(",Default\n"))
    let undone = try ledgersh.run(["--account", "東京 Tokyo", "-c", "undo"])
    #expect(
      undone.stderr.contains("Undid #3 \"project add 'Atelier 🛋️'\": 1 project removed"),
      "\(undone.stderr)")
    // A group is the account its changes were made in: the one in use at commit.
    let group = try ledgersh.run([
      "-c", "begin", "-c", "account use '東京 Tokyo'", "-c", "project add Kyoto", "-c", "commit",
    ])
    #expect(group.status == 0, "\(group.stderr)")
    let fromTokyo = try ledgersh.run(["--account", "東京 Tokyo", "-c", "undo"])
    #expect(
      fromTokyo.stderr.contains("Undid #4 'project add Kyoto': 1 project removed"),
      "\(fromTokyo.stderr)")
  }

  @Test("--account works in that account; an unknown one exits 2 before anything runs")
  func accountOption() throws {
    let ledgersh = try LedgershProcess()
    let setup = try ledgersh.run([
      "-c", "account add Paris --currency EUR", "-c", "project add Loft",
    ])
    #expect(setup.status == 0)
    let paris = try ledgersh.run([
      "--account", "paris", "-c", "project add Atelier", "-c", "projects --format csv",
    ])
    #expect(paris.status == 0)
    #expect(paris.stdout.contains("Atelier") && !paris.stdout.contains("Loft"))
    let first = try ledgersh.run(["-c", "projects --format csv"])
    #expect(first.stdout.contains("Loft") && !first.stdout.contains("Atelier"))
    let unknown = try ledgersh.run(["--account", "Lisbon", "-c", "project add Nope"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("--account: no account named 'Lisbon'"))
    let after = try ledgersh.run(["-c", "projects --format csv"])
    #expect(!after.stdout.contains("Nope"))
    // Refused before anything ran, a new ledger is not left behind.
    let fresh = try ledgersh.run(["--db", "new.db", "--account", "Lisbon", "-c", "projects"])
    #expect(fresh.status == 2)
    let files = try FileManager.default.contentsOfDirectory(atPath: ledgersh.home.path)
    #expect(!files.contains { $0.hasPrefix("new.db") }, "\(files)")
  }
}
