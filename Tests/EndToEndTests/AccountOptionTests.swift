import Foundation
import Testing

/// `--account NAME` chooses the account a script works in; an unknown one is a usage error.
@Suite("The --account option")
struct AccountOptionTests {
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
