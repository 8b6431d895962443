import Testing

@testable import LedgerShell

/// Runs lines through a shell whose output is captured, without a process or terminal.
@Suite("Dispatch")
struct ShellDispatchTests {
  final class Capture: @unchecked Sendable {
    var output = ""
    var errors = ""
  }

  struct CounterPlugin: ShellPlugin {
    var name: String { "counter" }
    var helpGroup: String { "Sample" }
    var commands: [CommandSpec] {
      [
        CommandSpec(
          "greet", summary: "Say hello",
          arguments: [ArgumentSpec("name", "Who")],
          options: [OptionSpec("times", "How often", type: .integer(1...3), defaultValue: "1")],
          examples: [CommandExample("greet Ana --times 2", "Greet twice")]
        ) { context in
          let name = context.arguments.value("name") ?? ""
          let times = context.arguments.integer("times") ?? 1
          let lines = Array(repeating: "hello \(name)", count: times)
          return CommandResult(
            data: .list(lines.map { Record(["greeting": .string($0)]) }),
            message: lines.joined(separator: "\n"))
        },
        CommandSpec("fail", summary: "Always fails") { _ in
          throw ShellError.failure("it failed", hint: "try again")
        },
        CommandSpec("ask", summary: "Needs an answer") { context in
          _ = try context.confirm("Really?")
          return .empty
        },
      ]
    }
  }

  func makeShell(keepGoing: Bool = false) -> (Shell, Capture) {
    let capture = Capture()
    var environment = ShellEnvironment(
      variables: ["LC_ALL": "C.UTF-8"], stdoutIsTerminal: false,
      writeOutput: { capture.output += $0 }, writeError: { capture.errors += $0 })
    environment.keepGoing = keepGoing
    return (Shell(plugins: [BuiltinPlugin(), CounterPlugin()], environment: environment), capture)
  }

  @Test("history as CSV has its header even when no line was kept yet")
  func emptyHistoryHeader() {
    let (shell, capture) = makeShell()
    #expect(shell.execute("history --format csv", at: nil) == .success)
    #expect(capture.output == "number,command\n", "\(capture.output.debugDescription)")
    capture.output = ""
    #expect(shell.execute("history", at: nil) == .success)
    #expect(capture.output.contains("No history yet"), "\(capture.output.debugDescription)")
  }

  @Test("runs a command and renders its result in the chosen format")
  func runs() {
    let (shell, capture) = makeShell()
    #expect(shell.execute("greet 'Ana María' --times 2", at: nil) == .success)
    #expect(capture.output == "hello Ana María\nhello Ana María\n")
    capture.output = ""
    shell.execute("greet Bo --format jsonl", at: nil)
    #expect(capture.output == "{\"greeting\":\"hello Bo\"}\n")
  }

  @Test("--help prints the command's generated help instead of running it")
  func help() {
    let (shell, capture) = makeShell()
    shell.execute("greet --help", at: nil)
    #expect(capture.output.contains("Usage: greet NAME [--times N]"))
    #expect(capture.output.contains("greet Ana --times 2"))
    #expect(!capture.output.contains("hello Ana"))
  }

  @Test("a script stops at the first error and reports NAME:LINE")
  func scriptStops() {
    let (shell, capture) = makeShell()
    let status = shell.runScript(lines: ["greet A", "fail", "greet B"], name: "s.lsh")
    #expect(status == 1)
    #expect(capture.output == "hello A\n")
    #expect(capture.errors == "s.lsh:2: error: it failed\ns.lsh:2: hint: try again\n")
  }

  @Test("--keep-going runs every line and answers the first failure's status")
  func keepGoing() {
    let (shell, capture) = makeShell(keepGoing: true)
    let status = shell.runScript(lines: ["greet --times 9 A", "fail", "greet B"], name: "-c")
    #expect(status == 2)
    #expect(capture.output == "hello B\n")
  }

  @Test("a question in a script is a usage error naming the flag")
  func neverWaits() {
    let (shell, capture) = makeShell()
    #expect(shell.runScript(lines: ["ask"], name: "<stdin>") == 2)
    #expect(capture.errors.contains("<stdin>:1: error: 'ask' would ask a question"))
    #expect(capture.errors.contains("hint: pass --yes"))
  }

  @Test("exit N stops the script with status N")
  func exitStatus() {
    let (shell, capture) = makeShell()
    #expect(shell.runScript(lines: ["greet A", "exit 9", "greet B"], name: "-c") == 9)
    #expect(capture.output == "hello A\n")
  }
}
