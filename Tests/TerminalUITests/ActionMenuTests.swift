import LedgerTestSupport
import Testing

@testable import TerminalUI

@Suite("Action menu")
struct ActionMenuTests {
  let context = RenderContext.plain(width: 60)

  let menu = ActionMenu(
    title: "Kitchen Sofa",
    items: [
      ActionMenuItem(id: "edit", label: "Edit details", symbol: "✎"),
      ActionMenuItem(id: "duplicate", label: "Duplicate", symbol: "⧉"),
      ActionMenuItem(
        id: "status", label: "Set status", symbol: "◐",
        subactions: [
          ActionMenuItem(id: "ordered", label: "Ordered"),
          ActionMenuItem(id: "delivered", label: "Delivered"),
          ActionMenuItem(id: "returned", label: "Returned"),
        ], selectedSubactionID: "delivered"),
      ActionMenuItem(id: "delete", label: "Delete", symbol: "✖", isDestructive: true),
    ])

  func run(_ answers: [String], menu: ActionMenu? = nil) -> (ActionMenuResult, String) {
    let output = BufferedOutput()
    let input = ScriptedLineSource(answers, echo: output)
    let result = (menu ?? self.menu).run(input: input, output: output, context: context)
    return (result, output.text)
  }

  @Test(
    "answers by number, label prefix, submenu letter, or cancel",
    arguments: [
      (["1"], ActionMenuResult.selected("edit")),
      (["dup"], .selected("duplicate")),
      (["  EDIT "], .selected("edit")),
      (["3", "c"], .submenu("status", "returned")),
      (["3", "ord"], .submenu("status", "ordered")),
      (["3b"], .submenu("status", "delivered")),
      (["9", "2"], .selected("duplicate")),
      (["q"], .cancelled),
      (["\u{1B}"], .cancelled),
      ([], .cancelled),
      (["4", "y"], .selected("delete")),
      (["4", "yes"], .selected("delete")),
      (["4", ""], .cancelled),
      (["4"], .cancelled),
    ])
  func answers(answers: [String], expected: ActionMenuResult) {
    #expect(run(answers).0 == expected)
  }

  @Test("a submenu of one choice asks 'Choose a', not 'Choose a–a'")
  func oneChoice() {
    let single = ActionMenu(
      title: "Sofa",
      items: [
        ActionMenuItem(
          id: "tx", label: "Link transaction", subactions: [ActionMenuItem(id: "4", label: "#4")])
      ])
    let (result, text) = run(["1", "a"], menu: single)
    #expect(result == .submenu("tx", "4"))
    #expect(text.contains("Choose a (q to cancel): a"), "\(text)")
    #expect(text.contains("Choose 1 (q to cancel): 1"), "\(text)")
  }

  /// “No choice …” quoted the answer raw: an ESC or NUL typed or pasted at the menu's
  /// prompt went to the terminal (found by FuzzCommandLine, which answers menus).
  @Test("a message quoting a bad answer shows its control characters")
  func badAnswerEscaped() {
    let (result, text) = run(["x\u{1B}[2J\u{0}y", "q"])
    #expect(result == .cancelled)
    #expect(text.contains("No choice “x\\x1b[2J\\x00y”."), "\(text)")
    let messages = text.split(separator: "\n").filter { $0.hasPrefix("No choice") }
    #expect(messages.count == 1)
    #expect(!messages.joined().unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{0}" })
  }

  /// A menu of one row whose submenu holds `count` choices, P1 and on.
  func longSubmenu(_ count: Int) -> ActionMenu {
    ActionMenu(
      title: "Move",
      items: [
        ActionMenuItem(
          id: "move", label: "Move to project",
          subactions: (1...count).map { ActionMenuItem(id: "p\($0)", label: "P\($0)") })
      ])
  }

  @Test("submenu keys skip q, which cancels, and go on with two letters past the 25th")
  func submenuKeys() {
    let menu = longSubmenu(30)
    #expect(run(["1", "p"], menu: menu).0 == .submenu("move", "p16"))
    #expect(run(["1", "r"], menu: menu).0 == .submenu("move", "p17"))
    #expect(run(["1", "q"], menu: menu).0 == .cancelled)
    #expect(run(["1", "z"], menu: menu).0 == .submenu("move", "p25"))
    #expect(run(["1", "aa"], menu: menu).0 == .submenu("move", "p26"))
    #expect(run(["1ae"], menu: menu).0 == .submenu("move", "p30"))
    let (_, shown) = run(["1"], menu: menu)
    #expect(shown.contains("  r   P17"), "\(shown)")
    #expect(shown.contains("  ae   P30"))
    #expect(shown.contains("Choose a–ae (q to cancel)"))
    #expect(!shown.contains("?"))
    // With 25 choices or fewer, two letters are the start of a label, as before.
    let short = ActionMenu(
      title: "Source",
      items: [
        ActionMenuItem(
          id: "source", label: "Source",
          subactions: [
            ActionMenuItem(id: "a", label: "Abbey"), ActionMenuItem(id: "c", label: "Café"),
          ])
      ])
    #expect(run(["1", "ca"], menu: short).0 == .submenu("source", "c"))
  }

  @Test("a destructive row asks before it runs, naming what it deletes")
  func confirmation() {
    let output = BufferedOutput()
    let input = ScriptedLineSource(["4", "n"], echo: output)
    #expect(menu.run(input: input, output: output, context: context) == .cancelled)
    #expect(input.promptsShown.last == "Delete Kitchen Sofa? [y/N] ")
  }

  @Test("a long question is wrapped between words, its last line the prompt")
  func confirmationWrapped() {
    let narrow = RenderContext.plain(width: 30)
    let menu = ActionMenu(
      title: "田中邸リビング改装プロジェクト",
      items: [
        ActionMenuItem(
          id: "delete", label: "Delete", symbol: "✖", isDestructive: true,
          confirmation: "Delete project '田中邸リビング改装プロジェクト' and everything in it")
      ])
    let output = BufferedOutput()
    let input = ScriptedLineSource(["1", "y"], echo: output)
    #expect(menu.run(input: input, output: output, context: narrow) == .selected("delete"))
    #expect(input.promptsShown.last == "in it? [y/N] ")
    #expect(output.text.contains("\nDelete project\n"), "\(output.text)")
    for line in output.text.split(separator: "\n") {
      #expect(DisplayWidth.of(String(line)) <= 30, "\(line)")
    }
  }

  @Test("an ambiguous prefix is explained and asked again")
  func ambiguousPrefix() {
    let (result, transcript) = run(["d", "de"])
    #expect(result == .cancelled)
    #expect(transcript.contains("“d” could be Duplicate, Delete: type more of it."))
  }

  @Test("the transcript of opening a submenu shows ✓ on the current choice")
  func submenuTranscript() {
    let (result, transcript) = run(["3", "a"])
    #expect(result == .submenu("status", "ordered"))
    #expect(transcript.contains("b ✓ Delivered"))
    GoldenFile.expectMatches(transcript, named: "menu-submenu-transcript")
  }

  /// Found by a QA pass: "Choose a–g (q to cancel): " is 26 columns in a 20-column pane.
  @Test("the prompt shortens to fit a narrow terminal")
  func narrowPrompt() {
    let output = BufferedOutput()
    let input = ScriptedLineSource(["3"], echo: output)
    _ = menu.run(input: input, output: output, context: .plain(width: 20))
    #expect(output.text.contains("1–4, q: 3"), "\(output.text)")
    #expect(output.text.contains("a–c, q: "), "\(output.text)")
    #expect(!output.text.contains("q to cancel"))
    #expect(run(["q"]).1.contains("Choose 1–4 (q to cancel): q"))
  }

  @Test("rows are laid out in as many columns as the width allows")
  func columns() {
    let wide = menu.render(in: .plain(width: 80))
    let narrow = menu.render(in: .plain(width: 24))
    #expect(wide.count == 1 + 1)
    #expect(narrow.count == 1 + 4)
    GoldenFile.expectMatches(wide.map { $0 + "\n" }.joined(), named: "menu-80")
    GoldenFile.expectMatches(narrow.map { $0 + "\n" }.joined(), named: "menu-24")
  }

  @Test("multi-select stays open, toggles rows, and returns them in menu order when done")
  func multiSelect() {
    let spaces = ActionMenu(
      title: "Assign to spaces",
      items: ["Kitchen", "Bath", "Bedroom", "Office"].map {
        ActionMenuItem(id: $0.lowercased(), label: $0)
      }, allowsMultipleSelection: true, initialSelection: ["bath"])
    let (result, transcript) = run(["3 1", "2", "off", ""], menu: spaces)
    #expect(result == .selectedMany(["kitchen", "bedroom", "office"]))
    #expect(transcript.contains("● Office"))
    GoldenFile.expectMatches(transcript, named: "menu-multiselect-transcript")
  }

  @Test("destructive rows are red when colour is on")
  func destructiveRed() {
    let coloured = RenderContext(width: 60, color: true, unicode: true, isTerminal: true)
    #expect(menu.render(in: coloured).joined().contains("\u{1B}[31m✖ Delete"))
  }
}
