import LineEditor
import Testing

/// Which default keys survive a user's `~/.editrc`, and how its keys are read.
@Suite("Editrc bindings")
struct EditrcBindingsTests {
  let actions = [
    KeyAction(name: "ledgersh-new", summary: "New", defaultKey: "^X^N", effect: .run("new")),
    KeyAction(
      name: "ledgersh-search", summary: "Search", defaultKey: "^X^F", effect: .insert("search ")),
  ]

  @Test("with no editrc every default is bound")
  func defaults() {
    let bindings = EditrcBindings(text: "", programName: "ledgersh").bindings(for: actions)
    #expect(bindings.map(\.key) == ["^X^N", "^X^F"])
    #expect(bindings.allSatisfy { $0.source == .default })
  }

  @Test(
    "a binding of the key, a prefix of it, or the function replaces the default",
    arguments: [
      "bind ^X^N ed-clear-screen", "bind ^X ed-insert", "bind \\030\\016 ed-redisplay",
      "ledgersh:bind ^G ledgersh-new", "bind -r ^X^N", "bind -s ^X^N 'hello'",
    ])
  func userWins(line: String) {
    let editrc = EditrcBindings(text: line, programName: "ledgersh")
    #expect(!editrc.keepsDefault(of: actions[0]), "\(line)")
    #expect(editrc.keepsDefault(of: actions[1]) == !line.contains("bind ^X "), "\(line)")
  }

  @Test("bind -v resets earlier bindings, and other programs' lines and bind -a do not count")
  func ignored() {
    let text = """
      bind ^X^N ed-clear-screen
      bind -v
      python:bind ^X^F ed-redisplay
      bind -a ^X^F ledgersh-search
      # bind ^X^F ledgersh-new
      """
    let editrc = EditrcBindings(text: text, programName: "ledgersh")
    #expect(editrc.keepsDefault(of: actions[0]))
    #expect(editrc.keepsDefault(of: actions[1]))
  }

  @Test("keys decode like libedit's: ^X, ^?, \\e, octal")
  func decoding() {
    #expect(EditrcBindings.decode("^X^n") == ["\u{18}", "\u{0E}"])
    #expect(EditrcBindings.decode("^?") == ["\u{7F}"])
    #expect(EditrcBindings.decode("\\ef") == ["\u{1B}", "f"])
    #expect(EditrcBindings.decode("\\033x") == ["\u{1B}", "x"])
  }
}
