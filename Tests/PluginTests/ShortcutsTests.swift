import Foundation
import LedgerShell
import LedgerTestSupport
import Testing

/// `new` and `keys`: the creation form for what is shown, and the key bindings listed.
@Suite("Shortcuts: new and keys")
struct ShortcutsTests {
  func harness(environment: [String: String] = [:]) throws -> LedgerHarness {
    let harness = try LedgerHarness(width: 80, environment: environment)
    try harness.script([
      "project add 'Smith Residence' --client 'Jane Smith'", "use 'Smith Residence'",
    ])
    return harness
  }

  @Test(
    "in a script, new is an error naming the command to run instead",
    arguments: [
      ([String](), "use 'project add NAME' with flags"),
      (["txs"], "use 'tx add' with flags (--source, --amount)"),
      (["tx list", "help"], "use 'tx add' with flags (--source, --amount)"),
      (["items"], "use 'item add NAME' with flags"),
      (["inventory"], "use 'item add NAME --inventory' with flags"),
      (["spaces"], "use 'space add NAME' with flags"),
      (["txs", "projects"], "use 'project add NAME' with flags"),
    ])
  func newInScripts(shown: [String], advice: String) throws {
    let harness = try harness()
    try harness.script(shown)
    let run = harness.run("new")
    #expect(!run.succeeded)
    #expect(run.error?.kind == .usage)
    #expect(run.errors.contains("hint: \(advice)"), "\(run.errors)")
    #expect(run.output.isEmpty)
  }

  @Test("new NAME picks the form whatever was shown, and still refuses scripts")
  func newNamed() throws {
    let harness = try harness()
    try harness.script(["txs"])
    let run = harness.run("new space")
    #expect(!run.succeeded)
    #expect(run.errors.contains("'new' opens the space add form"), "\(run.errors)")
    #expect(run.errors.contains("hint: use 'space add NAME' with flags"), "\(run.errors)")
  }

  @Test("new after inventory opens the inventory item form, not a project's")
  func newInventoryForm() throws {
    let harness = try harness()
    try harness.script(["inventory"])
    harness.answering(["Spare Lamp"] + Array(repeating: "", count: 8))
    let run = harness.run("new")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.output.contains("New item for business inventory"), "\(run.output)")
    let stock = harness.run("inventory --format csv").output
    #expect(stock.contains("Spare Lamp"), "\(stock)")
  }

  @Test("new after spaces opens the space form on a terminal, and saves what it is told")
  func newSpaceForm() throws {
    let harness = try harness()
    try harness.script(["spaces"])
    harness.answering(["Pantry", "Shelves to the ceiling"])
    let run = harness.run("new")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.output.contains("New space in Smith Residence"))
    let spaces = harness.run("spaces --format csv").output
    #expect(spaces.contains("Pantry"), "\(spaces)")
    #expect(spaces.contains("Shelves to the ceiling"), "\(spaces)")
  }

  @Test("Ctrl-D in the form new opens saves nothing")
  func newCancelled() throws {
    let harness = try harness()
    try harness.script(["items"])
    harness.answering([])
    let run = harness.run("new")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.output.contains("New item for Smith Residence"), "\(run.output)")
    #expect(run.errors.contains("Cancelled; no item added."), "\(run.errors)")
    #expect(harness.run("items --format csv").output.split(separator: "\n").count <= 1)
  }

  @Test("keys --format json lists the defaults")
  func keysDefaults() throws {
    let home = try TemporaryFolder.make(prefix: "ledgersh-keys").path
    let harness = try harness(environment: ["HOME": home])
    let run = harness.run("keys --format json")
    #expect(run.succeeded, "\(run.errors)")
    let records = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: String]])
    #expect(
      records.map { [$0["key"], $0["function"], $0["source"]] } == [
        ["^X^N", "ledgersh-new", "default"],
        ["^X^T", "ledgersh-new-transaction", "default"],
        ["^X^F", "ledgersh-search", "default"],
      ])
    #expect(records.allSatisfy { !($0["description"] ?? "").isEmpty })
  }

  @Test("keys lists ~/.editrc's bindings of ledgersh functions, which replace the defaults")
  func keysFromEditrc() throws {
    let home = try TemporaryFolder.make(prefix: "ledgersh-keys")
    defer { try? FileManager.default.removeItem(at: home) }
    try """
    # mine
    bind -v
    ledgersh:bind ^G ledgersh-new-transaction
    otherprogram:bind ^O ledgersh-new
    bind -a s ledgersh-search
    bind ^X^F ed-clear-screen
    """.write(to: home.appendingPathComponent(".editrc"), atomically: true, encoding: .utf8)
    let harness = try harness(environment: ["HOME": home.path])
    let run = harness.run("keys --format json")
    #expect(run.succeeded, "\(run.errors)")
    let records = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: String]])
    #expect(
      records.map { [$0["key"], $0["function"], $0["mode"], $0["source"]] } == [
        ["^G", "ledgersh-new-transaction", "edit", "editrc"],
        ["s", "ledgersh-search", "vi-command", "editrc"],
        ["^X^N", "ledgersh-new", "edit", "default"],
      ])
  }
}
