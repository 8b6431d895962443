import Foundation
import LedgerCore
import LedgerShell
import LedgerTestSupport
import SettingsPlugin
import Testing

/// Accounts keep their data apart; vendors, their defaults, renames and merges with undo;
/// `settings` and where each value came from.
@Suite("Settings: accounts, vendors, settings")
struct SettingsTests {
  /// A ledger with the same project, category and vendor names in two accounts.
  static func twoAccounts() throws -> LedgerHarness {
    let harness = try LedgerHarness()
    try harness.script([
      "category add Furnishings", "project add Smith", "use Smith",
      "tx add --source \"West Elm\" --amount 100 --category Furnishings",
      "item add Sofa --source \"West Elm\" --price 100", "item add Lamp --inventory",
      "template add Bedroom",
      "account add Paris --currency EUR", "account use Paris",
      "category add Furnishings", "project add Smith", "use Smith",
      "tx add --source Habitat --amount 40 --category Furnishings",
      "item add Chaise --source Habitat --price 40", "item add Vase --inventory",
    ])
    return harness
  }

  @Test("two accounts keep their projects, transactions, items and vendors apart")
  func accountsKeepDataApart() throws {
    let harness = try Self.twoAccounts()
    // In Paris: only Paris's data, in euros.
    #expect(harness.run("projects --format csv").output.components(separatedBy: "\n").count == 3)
    let txs = harness.run("txs --format tsv").output
    #expect(txs.contains("Habitat") && txs.contains("EUR") && !txs.contains("West Elm"))
    let items = harness.run("items --all --format tsv").output
    #expect(items.contains("Chaise") && items.contains("Vase") && !items.contains("Sofa"))
    let inventory = harness.run("inventory --format tsv").output
    #expect(inventory.contains("Vase") && !inventory.contains("Lamp"))
    let vendors = harness.run("vendor list --format tsv").output
    #expect(vendors.contains("Habitat") && !vendors.contains("West Elm"))
    #expect(!harness.run("templates --format tsv").output.contains("Bedroom"))
    // Back in Default: the other side.
    try harness.script(["account use Default", "use Smith"])
    let defaultTxs = harness.run("txs --format tsv").output
    #expect(defaultTxs.contains("West Elm") && !defaultTxs.contains("Habitat"))
    let defaultItems = harness.run("items --all --format tsv").output
    #expect(defaultItems.contains("Sofa") && !defaultItems.contains("Chaise"))
    #expect(harness.run("inventory --format tsv").output.contains("Lamp"))
    #expect(harness.run("templates --format tsv").output.contains("Bedroom"))
    let accounts = harness.run("account list --format csv").output
    #expect(accounts.contains("1,Default,USD,,1,true"))
    #expect(accounts.contains("2,Paris,EUR,,1,false"))
  }

  @Test("ids of another account's transactions and items are not reachable")
  func idsStayInTheirAccount() throws {
    let harness = try Self.twoAccounts()
    // Transaction #1 and item #1 are Default's; the session is in Paris.
    let show = harness.run("tx show 1")
    #expect(!show.succeeded && show.errors.contains("no transaction #1 in this account"))
    let files = harness.run("attachments item 1")
    #expect(!files.succeeded && files.errors.contains("no item #1 in this account"))
    try harness.script(["account use Default"])
    #expect(harness.run("tx show 1").succeeded)
  }

  @Test("another account's project is not reachable by id, for use, edit, delete or --project")
  func projectIDsStayInTheirAccount() throws {
    let harness = try Self.twoAccounts()
    // Project #1 is Default's Smith; the session is in Paris, whose Smith is #2.
    for line in [
      "use 1", "project edit 1 --name Pwned", "project delete #1 --yes", "txs --project 1",
      "items --project #1", "budget --project 1", "tx add --source Foo --amount 5 --project 1",
    ] {
      let run = harness.run(line)
      #expect(!run.succeeded, "\(line)")
      #expect(run.errors.contains("no project #1"), "\(line): \(run.errors)")
    }
    #expect(try harness.store.project(EntityID(1)).name == "Smith")
    #expect(try harness.store.transactions(TransactionQuery(projectID: EntityID(1))).count == 1)
    #expect(harness.run("use 2").succeeded)
  }

  @Test("switching accounts puts aside a project of the other account")
  func switchingAccountsClearsTheProject() throws {
    let harness = try Self.twoAccounts()
    #expect(harness.shell.session.currentProject?.name == "Smith")
    try harness.script(["account use Default"])
    #expect(harness.shell.session.currentProject == nil)
    #expect(harness.shell.session.currentAccount?.name == "Default")
    #expect(harness.shell.prompt() == "ledgersh [Default]> ")
    let run = harness.run("account use Lisbon")
    #expect(!run.succeeded)
    #expect(run.errors.contains("no account named 'Lisbon'"))
  }

  @Test("an account name that is only a number is refused: 'account use #1' could not reach it")
  func numericAccountName() throws {
    let harness = try LedgerHarness()
    for name in ["#1", "2026"] {
      let run = harness.run("account add \"\(name)\" --currency EUR")
      #expect(!run.succeeded)
      #expect(run.errors.contains("an account name can't be just a number"), "\(run.errors)")
    }
    #expect(try harness.script(["account list --format csv"]).split(separator: "\n").count == 2)
  }

  @Test("the command account add suggests switches to the account, whatever its name holds")
  func accountUseSuggestion() throws {
    let harness = try LedgerHarness()
    for name in ["Studio", "Paris Studio", "Tom's \"Loft\"", "Ателье 東京 🏠", "-dash", "--currency"] {
      let run = harness.run("account add --currency EUR -- \(Tokenizer.quote(name))")
      let marker = "switch to it with:\n  "
      let suggestion = try #require(run.errors.components(separatedBy: marker).last)
      let line = suggestion.trimmingCharacters(in: .newlines)
      let words = try Tokenizer.tokenize(line).filter { $0 != "--" }
      #expect(words == ["account", "use", name], "\(run.errors)")
      #expect(harness.run(line).said.contains("Now in account '\(name)'"))
    }
  }

  @Test("a ledger of one account keeps the prompt short")
  func oneAccountPrompt() throws {
    let harness = try LedgerHarness()
    try harness.script(["project add Smith", "use Smith", "account use Default"])
    #expect(harness.shell.prompt() == "ledgersh Smith> ")
    try harness.script(["account rename Default Studio", "account add Home"])
    #expect(harness.shell.prompt() == "ledgersh [Studio] Smith> ")
  }

  @Test("a vendor's default category files its new transactions; --none clears it; undo")
  func vendorDefaults() throws {
    let harness = try LedgerHarness()
    try harness.script([
      "category add Furnishings", "category add Lighting", "project add Smith", "use Smith",
      "vendor default Rejuvenation --category Lighting",
    ])
    #expect(
      harness.run("tx add --source rejuvenation --amount 120").errors.contains(
        "in Lighting"))
    // An explicit category wins.
    #expect(
      harness.run("tx add --source Rejuvenation --amount 5 --category Furnishings")
        .errors.contains("in Furnishings"))
    let list = harness.run("vendor list --format csv").output
    #expect(list.contains("Rejuvenation,2,125.00,USD,0,2,Lighting,vendor"))
    try harness.script(["vendor default Rejuvenation --none"])
    #expect(!harness.run("tx add --source Rejuvenation --amount 1").errors.contains(" in "))
    try harness.script(["undo", "undo"])
    #expect(
      harness.run("tx add --source Rejuvenation --amount 1").errors.contains(
        "in Lighting"))
    let neither = harness.run("vendor default Rejuvenation")
    #expect(!neither.succeeded && neither.errors.contains("--category C or --none"))
  }

  @Test("the tx add form offers the vendor's default category")
  func formPrefillsTheCategory() throws {
    let harness = try LedgerHarness(terminal: true)
    try harness.script([
      "category add Furnishings", "category add Lighting", "project add Smith", "use Smith",
      "vendor default Rejuvenation --category Lighting",
    ])
    harness.answering(["120", "Rejuvenation", "", "2026-11-20", "", "", "", ""])
    let run = harness.run("tx add")
    #expect(run.output.contains("Category [Lighting]: "))
    #expect(run.output.contains("in Lighting"))
  }

  @Test("vendor rename rewrites every transaction and item of the account; one undo")
  func vendorRename() throws {
    let harness = try Self.twoAccounts()
    try harness.script([
      "account use Default", "use Smith", "tx add --source \"west elm\" --amount 7",
    ])
    let run = harness.run("vendor rename \"West Elm\" \"West Elm Co\"")
    #expect(run.errors.contains("on 2 transactions and 1 item"))
    let txs = harness.run("txs --format tsv").output
    #expect(txs.components(separatedBy: "West Elm Co").count == 3)
    #expect(harness.run("items --format tsv").output.contains("West Elm Co"))
    // The other account's data is untouched.
    try harness.script(["undo"])
    let undone = harness.run("txs --format tsv").output
    #expect(!undone.contains("West Elm Co"))
    // 'west elm' was stored in the listed spelling: one payee.
    #expect(!undone.contains("\twest elm\t") && undone.contains("\tWest Elm\t"))
    #expect(harness.run("vendor list --format tsv").output.contains("\tWest Elm\t"))
  }

  @Test("renaming a vendor to another's name points to merge")
  func renameClash() throws {
    let harness = try LedgerHarness()
    try harness.script(["vendor add WestElm", "vendor add \"West Elm\""])
    let run = harness.run("vendor rename WestElm \"west elm\"")
    #expect(!run.succeeded)
    #expect(run.errors.contains("vendor merge \"WestElm\" --into \"West Elm\""))
  }

  @Test("vendor merge moves transactions and items and the default category; one undo")
  func vendorMerge() throws {
    let harness = try LedgerHarness()
    try harness.script([
      "category add Furnishings", "project add Smith", "use Smith",
      "tx add --source WestElm --amount 10", "tx add --source \"West Elm\" --amount 20",
      "item add Sofa --source WestElm", "vendor default WestElm --category Furnishings",
    ])
    let run = harness.run("vendor merge WestElm --into \"West Elm\"")
    #expect(run.errors.contains("1 transaction and 1 item changed"))
    let list = harness.run("vendor list --format csv").output
    #expect(list.contains("West Elm,2,30.00,USD,1,1,Furnishings,vendor"))
    #expect(!list.contains("WestElm"))
    try harness.script(["undo"])
    let restored = harness.run("vendor list --format csv").output
    #expect(restored.contains("WestElm,1,10.00,USD,1,1,Furnishings,vendor"))
    #expect(restored.contains("West Elm,1,20.00,USD,0,,,vendor"))
  }

  @Test("settings names where each value came from")
  func settingsSources() throws {
    let harness = try LedgerHarness(environment: ["COLUMNS": "132", "PAGER": "less"])
    harness.shell.settingSource = .initFile
    try harness.script(["set format csv"])
    harness.shell.settingSource = .set
    try harness.script(["set pager off"])
    let rows = harness.run("settings --format tsv").output
    #expect(rows.contains("format\tcsv\tinit file\t"))
    #expect(rows.contains("pager\toff\tset\tPAGER=less"))
    // The harness runs as with --no-color.
    // A cell starting with "-" is guarded against formula injection in TSV too.
    #expect(rows.contains("color\toff\toption\t'--no-color"))
    #expect(rows.contains("quiet\toff\tdefault\t"))
    #expect(rows.contains("layout.content-width\t100\tdefault\t"))
    #expect(rows.contains("editor-mode\t"))
  }

  @Test("every name settings lists means something to show and set")
  func fixedSettingsToShowAndSet() throws {
    let home = try TemporaryFolder.make()
    try Data("bind -v\n".utf8).write(to: home.appendingPathComponent(".editrc"))
    let harness = try LedgerHarness(environment: ["HOME": home.path])
    let listed = harness.run("settings --format tsv").output.split(separator: "\n").dropFirst()
      .map { String($0.split(separator: "\t")[0]) }
    for name in listed {
      let shown = harness.run("show \(name)")
      #expect(shown.succeeded, "show \(name): \(shown.errors)")
    }
    #expect(harness.run("show editor-mode").output == "editor-mode = vi\n")
    #expect(harness.run("show layout.card-min").output == "layout.card-min = 20\n")
    #expect(harness.run("show").output.contains("layout.card-max = 44\n"))
    let editor = harness.run("set editor-mode emacs")
    #expect(!editor.succeeded)
    #expect(editor.errors.contains("editor-mode is not changed with 'set'"), "\(editor.errors)")
    #expect(editor.errors.contains("hint: put 'bind -v' (vi keys) or 'bind -e' (emacs keys)"))
    let layout = harness.run("set layout.card-min 30")
    #expect(layout.errors.contains("layout.card-min is fixed"), "\(layout.errors)")
    #expect(harness.run("show layout.card-min").output == "layout.card-min = 20\n")
    // At 20 columns a value that would not fit goes under its name.
    try harness.script(["set width 20"])
    let narrow = harness.run("show").output
    #expect(narrow.contains("layout.content-width\n  = 100\n"), "\(narrow)")
    for line in narrow.split(separator: "\n") { #expect(line.count <= 20, "\(line)") }
  }

  /// Found by a QA pass: CAFÉ WEST became a second vendor beside Café West (SQLite's
  /// NOCASE folds ASCII letters only), and both showed the same wrong figures.
  @Test("vendor names match ignoring case in every script, with their figures")
  func vendorCaseInEveryScript() throws {
    let harness = try LedgerHarness()
    try harness.script([
      "project add P", "use P", "tx add --source \"Café West\" --amount 1",
      "tx add --source \"CAFÉ WEST\" --amount 10", "tx add --source \"café west\" --amount 100",
      "item add Lamp --source \"CAFÉ WEST\" --price 5", "vendor add Über",
    ])
    let added = harness.run("vendor add über")
    #expect(added.succeeded)
    let vendors = try harness.script(["vendors --format csv"])
    #expect(
      vendors.split(separator: "\n").dropFirst()
        == ["1,Café West,3,111.00,USD,1,,,vendor", "2,Über,0,0.00,USD,0,,,vendor"], "\(vendors)")
    let filtered = try harness.script(["txs --source \"CAFÉ west\" --format csv"])
    #expect(filtered.split(separator: "\n").count == 4, "\(filtered)")
  }
}
