import LedgerCore
import TerminalUI
import Testing

@testable import LedgerViews
@testable import SpacesPlugin

@Suite("Control characters")
struct ControlCharacterTests {
  @Test("an error quoting input shows its ESC, never sends it")
  func errorEscaped() throws {
    let harness = try LedgerHarness()
    let run = harness.run("project show \"x\u{1B}[31my\"")
    #expect(!run.succeeded)
    #expect(!run.errors.unicodeScalars.contains("\u{1B}"))
    #expect(run.errors.contains("x\\x1b[31my"))
  }

  /// `project show "2<NUL>"` crashed ledgersh when a name with Chinese in it held a 2.
  ///
  /// Found by FuzzCommandLine: Tests/Fuzz/corpus/FuzzCommandLine/nul-in-project-name. The
  /// "did you mean" search used Foundation's `contains`, which stops at a string index
  /// out of bounds on such text. A command holding NUL is now refused before any lookup;
  /// the lookup's own search is checked directly.
  @Test("a NUL in a name looked up is an error, not a crash (found by FuzzCommandLine)")
  func nulInLookup() throws {
    let harness = try LedgerHarness()
    #expect(harness.run("project add \"Chen Loft 陈宅 2\"").succeeded)
    let run = harness.run("project show \"2\u{0}\"")
    #expect(!run.succeeded)
    #expect(run.errors.contains("'2\\x00' holds a NUL character"), "\(run.errors)")
    #expect(EntityLookup.suggestion(for: "2\u{0}", in: ["Chen Loft 陈宅 2"]) == nil)
    #expect(
      EntityLookup.suggestion(for: "陈宅", in: ["Chen Loft 陈宅 2"])?.text == "'Chen Loft 陈宅 2'")
    // A part of the one name that holds it finds it.
    let typed = harness.run("project show 陈宅")
    #expect(typed.succeeded && typed.output.contains("Chen Loft 陈宅 2"), "\(typed.errors)")
  }

  @Test("a NUL anywhere in a command is refused before it reaches the ledger")
  func nulRefused() throws {
    let harness = try LedgerHarness()
    #expect(harness.run("project add \"Chen Loft 陈宅 2\"").succeeded)
    for line in ["item list --text \"2\u{0}\"", "search \"x\u{0}\"", "echo \"a\u{0}b\""] {
      let run = harness.run(line)
      #expect(!run.succeeded, "\(line)")
      #expect(run.output.isEmpty, "\(line): \(run.output)")
      #expect(run.errors.contains("holds a NUL character (\\x00)"), "\(run.errors)")
    }
  }

  @Test("names and one-line fields refuse control characters with a clear error")
  func refused() throws {
    let harness = try LedgerHarness()
    for line in [
      "project add \"a\u{1B}b\"", "category add \"tab\tbed\"", "vendor add \"cr\rx\"",
    ] {
      let run = harness.run(line)
      #expect(!run.succeeded, "\(line)")
      #expect(run.errors.contains("there is a control character"), "\(run.errors)")
    }
  }

  @Test("a tab and a carriage return in notes are shown and keep the card's borders")
  func notesShown() throws {
    let harness = try LedgerHarness(width: 40)
    try harness.script([
      "project add Smith", "tx add --project Smith --source Shop --amount 12 --notes \"a\tb\rc\"",
    ])
    let output = try harness.script(["tx show 1"])
    #expect(output.contains("a\\tb\\rc"))
    #expect(!output.unicodeScalars.contains { $0 == "\t" || $0 == "\r" })
    for line in output.split(separator: "\n") where line.hasPrefix("│") {
      #expect(line.count == 40, "\(line)")
    }
  }

  @Test(
    "no view sends a stored tab or carriage return raw",
    arguments: [
      "item show 1", "search tab", "items", "item list", "txs", "tx show 1", "space show 1",
      "project show P", "spaces",
    ])
  func everyView(command: String) throws {
    let harness = try LedgerHarness(width: 60)
    try harness.script([
      "project add P", "use P", "item add Lamp --notes \"tab\there\rcr\"",
      "tx add --source Shop --amount 5 --notes \"tab\there\"",
      "space add Kitchen --notes \"tab\there\"",
    ])
    let output = try harness.script([command])
    #expect(!output.unicodeScalars.contains { $0 == "\t" || $0 == "\r" }, "\(output)")
  }

  @Test("echo shows the control characters of its words (found by FuzzCommandLine)")
  func echoEscaped() throws {
    let harness = try LedgerHarness()
    // Tests/Fuzz/corpus/FuzzCommandLine/control-in-echo: SYN and US pasted into a line.
    let run = harness.run("echo to m\u{16}\u{16}\u{1F}x \"a\u{1B}[2Jb\"")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.output == "to m\\x16\\x16\\x1fx a\\x1b[2Jb\n", "\(run.output.debugDescription)")
    // As data, the words are kept as typed: JSON escapes them itself.
    let json = harness.run("echo \"a\u{16}b\" --format json")
    #expect(json.output.contains(#"a\u0016b"#), "\(json.output)")
  }

  /// `echo … --format tsv` wrote the NUL bytes of its words raw, and ESC too.
  ///
  /// Found by FuzzCommandLine: Tests/Fuzz/corpus/FuzzCommandLine/control-in-echo-tsv (a
  /// command holding NUL is refused now, so SOH stands in for it here). CSV
  /// and TSV keep tabs and line breaks their own way (quoting, `\t`); every other control
  /// character is written as its visible escape.
  @Test(
    "echo in CSV or TSV writes control characters visibly (found by FuzzCommandLine)",
    arguments: ["csv", "tsv"])
  func echoDelimited(format: String) throws {
    let harness = try LedgerHarness()
    let run = harness.run("echo \"to m\u{1}\u{1B}[2J\u{85}x\" --format \(format)")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.output == "text\nto m\\x01\\x1b[2J\\x85x\n", "\(run.output.debugDescription)")
  }

  /// `echo … --format json` wrote a C1 control character raw: JSON allows U+0080–U+009F
  /// unescaped, but a terminal may act on them (U+009B is CSI).
  ///
  /// Found by FuzzCommandLine: Tests/Fuzz/corpus/FuzzCommandLine/c1-control-in-echo-json
  /// (U+0082 after 邂 in an `echo` line, with `set format json`).
  @Test("echo in JSON escapes C1 control characters (found by FuzzCommandLine)")
  func echoJSONC1() throws {
    let harness = try LedgerHarness()
    let run = harness.run("echo \"h to o邂\u{82}jec \u{9B}31m\u{A0}é\" --format json")
    #expect(run.succeeded, "\(run.errors)")
    #expect(
      run.output == "{\n  \"text\": \"h to o邂\\u0082jec \\u009b31m\u{A0}é\"\n}\n",
      "\(run.output.debugDescription)")
    #expect(!run.output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
  }

  @Test("a message quoting the input shows its control characters (found by FuzzCommandLine)")
  func messageEscaped() throws {
    let harness = try LedgerHarness()
    let run = harness.run("search \"sofa\u{07}x\"")
    #expect(!(run.output + run.errors).unicodeScalars.contains("\u{07}"))
    #expect((run.output + run.errors).contains("sofa\\x07x"))
  }
}

/// Checklist entries are one-line fields like names: refused with a control character, and
/// one stored by an older ledgersh is shown as escapes, never sent to the terminal.
@Suite("Control characters in checklists")
struct ChecklistControlCharacterTests {
  @Test("every way of adding a checklist entry refuses a control character")
  func refused() throws {
    let harness = try LedgerHarness()
    try harness.script(["project add P", "use P", "space add Kitchen"])
    for line in [
      "space checklist add Kitchen \"ok\u{1B}[41mRED\"", "space checklist add Kitchen \"t\tab\"",
      "space checklist add Kitchen \"c\rr\"", "space checklist add Kitchen \"csi\u{9B}31m\"",
      "template add Bath --item \"a\u{1B}b\"",
    ] {
      let run = harness.run(line)
      #expect(!run.succeeded, "\(line)")
      #expect(
        run.errors.contains(") in the checklist entry; only notes may hold tabs"), "\(run.errors)")
    }
    let shown = try harness.script(["space show Kitchen --format json"])
    #expect(shown.contains("\"checklist\" : []") || shown.contains("\"checklist\": []"), "\(shown)")
  }

  @Test("an entry stored with a control character is drawn with escapes")
  func storedShown() throws {
    let checklist = SpaceChecklist(entries: [
      ChecklistEntry(text: "ok\u{1B}[41mRED"), ChecklistEntry(text: "t\tab\u{9B}x"),
    ])
    let lines = checklist.render(
      in: RenderContext(width: 40, color: false, unicode: true, isTerminal: true))
    #expect(lines == ["1 ☐ ok\\x1b[41mRED", "2 ☐ t\\tab\\x9bx"])
  }
}
