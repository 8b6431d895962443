import Testing

@testable import LedgerShell

/// Text from outside — a plugin's help text and field names, a script's file name — reaches
/// the terminal only through `VisibleText`: escape codes are shown, never obeyed.
@Suite("Escape paths")
struct EscapePathTests {
  /// ESC, CSI, OSC (with BEL), C1 (CSI, OSC, NEL) and every bidi control.
  static let hostile =
    "\u{1B}c\u{1B}[2J\u{1B}]0;PWN\u{07}\u{9B}31m\u{9D}0;PWN\u{9C}\u{85}"
    + "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"

  /// The characters that must never reach a terminal raw: C0 but newline, DEL, C1, bidi.
  static func rawControls(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      let value = scalar.value
      return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
        || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
  }

  final class Capture: @unchecked Sendable {
    var output = ""
    var errors = ""
  }

  /// A plugin whose every piece of text is hostile, as an external one's can be.
  struct HostilePlugin: ShellPlugin {
    var name: String { "hostile" }
    var helpGroup: String { "Group" + EscapePathTests.hostile }
    var commands: [CommandSpec] {
      let text = EscapePathTests.hostile
      return [
        CommandSpec(
          "evil", summary: "Summary" + text, discussion: "Discussion" + text + "\nmore",
          options: [OptionSpec("level", "Option" + text, type: .integer(1...3))],
          examples: [CommandExample("evil --level 1", "Example" + text)]
        ) { _ in
          .init(data: .list([Record(["field" + text: .string("value" + text), "n": .int(1)])]))
        },
        CommandSpec("evil one", summary: "One record") { _ in
          .init(data: .record(Record(["field" + text: .string("value" + text)])))
        },
        CommandSpec("fail", summary: "Fails") { _ in throw ShellError.failure("it failed") },
      ]
    }
  }

  func makeShell() -> (Shell, Capture) {
    let capture = Capture()
    let environment = ShellEnvironment(
      variables: ["LC_ALL": "C.UTF-8"], stdoutIsTerminal: false,
      writeOutput: { capture.output += $0 }, writeError: { capture.errors += $0 })
    return (Shell(plugins: [BuiltinPlugin(), HostilePlugin()], environment: environment), capture)
  }

  @Test(
    "help, help CMD, a table's headers and a record's labels show a plugin's escapes",
    arguments: ["help", "help evil", "evil --help", "help evil one", "evil", "evil one"])
  func pluginText(line: String) {
    let (shell, capture) = makeShell()
    for width in [40, 120] {
      capture.output = ""
      #expect(shell.execute(line + " --width \(width)", at: nil) == .success, "\(capture.errors)")
      #expect(Self.rawControls(capture.output).isEmpty, "\(capture.output.debugDescription)")
      #expect(capture.output.contains("\\x1b") || line == "help evil one")
    }
    // Machines get the text itself, in JSON escapes that read back as the same text.
    capture.output = ""
    shell.execute(line + " --format json", at: nil)
    #expect(Self.rawControls(capture.output).isEmpty, "\(capture.output.debugDescription)")
  }

  @Test("the script's file name in FILE:LINE: error: is shown escaped")
  func scriptName() {
    let (shell, capture) = makeShell()
    let status = shell.runScript(lines: ["fail"], name: "scr" + Self.hostile + ".lsh")
    #expect(status == 1)
    #expect(Self.rawControls(capture.errors).isEmpty, "\(capture.errors.debugDescription)")
    #expect(capture.errors.hasPrefix("scr\\x1bc\\x1b[2J\\x1b]0;PWN\\x07"), "\(capture.errors)")
    #expect(capture.errors.contains("\\u202e"), "\(capture.errors)")
    #expect(capture.errors.contains(".lsh:1: error: it failed"), "\(capture.errors)")
  }
}
