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

  @Test("a destructive row asks before it runs, naming what it deletes")
  func confirmation() {
    let output = BufferedOutput()
    let input = ScriptedLineSource(["4", "n"], echo: output)
    #expect(menu.run(input: input, output: output, context: context) == .cancelled)
    #expect(input.promptsShown.last == "Delete Kitchen Sofa? [y/N] ")
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
