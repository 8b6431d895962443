import Testing

@testable import LedgerShell

/// Notes, help and the prompt as a user reads them on a narrow terminal: wrapped between
/// words, never run past the edge, never broken inside a word.
@Suite("Text that fits")
struct TextThatFitsTests {
  final class Capture: @unchecked Sendable {
    var output = ""
    var errors = ""
  }

  struct NoticePlugin: ShellPlugin {
    var name: String { "notices" }
    var helpGroup: String { "Sample" }
    var commands: [CommandSpec] {
      [
        CommandSpec("tell", summary: "Writes notices") { context in
          context.notice(
            "hint: the tracker 'Furnishings' is over its budget by $1,314.86; raise it with "
              + "'budget set'")
          context.warning("the receipt 'IMG_2041.heic' could not be read and was left out")
          return CommandResult.message(
            "Added purchase #201 in 'Smith Residence': $1,249.99 at Rejuvenation (Lighting)")
        },
        CommandSpec(
          "owe", summary: "Records who owes whom",
          options: [
            OptionSpec(
              "reimbursement", "Who owes whom for it",
              type: .choice(["none", "owed-to-client", "owed-to-company"]), defaultValue: "none")
          ]
        ) { _ in .empty },
      ]
    }
  }

  func makeShell(stderrIsTerminal: Bool) -> (Shell, Capture) {
    let capture = Capture()
    var environment = ShellEnvironment(
      variables: ["LC_ALL": "C.UTF-8"], stdoutIsTerminal: false,
      writeOutput: { capture.output += $0 }, writeError: { capture.errors += $0 })
    environment.stderrIsTerminal = stderrIsTerminal
    return (Shell(plugins: [BuiltinPlugin(), NoticePlugin()], environment: environment), capture)
  }

  @Test("notes, warnings and confirmations on a terminal wrap under their label")
  func notesWrapOnTerminal() {
    let (shell, capture) = makeShell(stderrIsTerminal: true)
    #expect(shell.execute("set width 40", at: nil) == .success)
    capture.errors = ""
    #expect(shell.execute("tell", at: nil) == .success)
    let lines = capture.errors.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines == [
        "hint: the tracker 'Furnishings' is over",
        "      its budget by $1,314.86; raise it",
        "      with 'budget set'",
        "warning: the receipt 'IMG_2041.heic'",
        "         could not be read and was left",
        "         out",
        "Added purchase #201 in 'Smith",
        "Residence': $1,249.99 at Rejuvenation",
        "(Lighting)",
        "",
      ], "\(capture.errors)")
    #expect(lines.allSatisfy { $0.count <= 40 })
  }

  @Test("piped, each note stays one line for grep")
  func notesStayWholeWhenPiped() {
    let (shell, capture) = makeShell(stderrIsTerminal: false)
    #expect(shell.execute("set width 40", at: nil) == .success)
    capture.errors = ""
    #expect(shell.execute("tell", at: nil) == .success)
    #expect(
      capture.errors == """
        hint: the tracker 'Furnishings' is over its budget by $1,314.86; raise it with 'budget set'
        warning: the receipt 'IMG_2041.heic' could not be read and was left out
        Added purchase #201 in 'Smith Residence': $1,249.99 at Rejuvenation (Lighting)

        """)
  }

  @Test("help at 40 columns breaks between words, a list of choices after its bars")
  func helpBreaksBetweenWords() {
    let (shell, capture) = makeShell(stderrIsTerminal: false)
    #expect(shell.execute("owe --help --width 40", at: nil) == .success)
    let lines = capture.output.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.count <= 40 }, "\(capture.output)")
    #expect(!capture.output.contains("owed-to-compa\n"), "\(capture.output)")
    // The usage line and the option's own line are one choice short of room for the list.
    #expect(
      lines.starts(with: [
        "owe — Records who owes whom", "Usage: owe [--reimbursement",
        "       none|owed-to-client|", "       owed-to-company]", "Options:", "  --reimbursement",
        "      none|owed-to-client|", "      owed-to-company",
        "      Who owes whom for it (default:", "      none)",
      ]), "\(capture.output)")
    // Narrower still, a choice list breaks after a bar, never inside a choice.
    capture.output = ""
    #expect(shell.execute("owe --help --width 24", at: nil) == .success)
    let narrow = capture.output.split(separator: "\n").map(String.init)
    #expect(narrow.contains("       owed-to-client|"), "\(capture.output)")
    #expect(narrow.contains("       owed-to-company]"), "\(capture.output)")
  }

  @Test("the prompt at 40 columns drops the account and keeps the project's first 12 columns")
  func narrowPrompt() {
    let (shell, _) = makeShell(stderrIsTerminal: true)
    #expect(shell.execute("set width 40", at: nil) == .success)
    shell.session.currentAccount = ContextRef(id: 2, name: "Default")
    shell.session.currentProject = ContextRef(id: 3, name: "陈家 Chen Family Loft")
    #expect(shell.prompt() == "ledgersh 陈家 Chen Fa…> ")
    // Where a short project leaves room for the account, both show.
    #expect(shell.execute("set width 60", at: nil) == .success)
    shell.session.currentProject = ContextRef(id: 3, name: "陈 Loft")
    #expect(shell.prompt() == "ledgersh [Default] 陈 Loft> ")
    // Wide, everything shows.
    #expect(shell.execute("set width 100", at: nil) == .success)
    shell.session.currentProject = ContextRef(id: 3, name: "陈家 Chen Family Loft")
    #expect(shell.prompt() == "ledgersh [Default] 陈家 Chen Family Loft> ")
    // Too narrow for even 12 columns of it: the project's id.
    #expect(shell.execute("set width 24", at: nil) == .success)
    #expect(shell.prompt() == "ledgersh #3> ")
  }
}
