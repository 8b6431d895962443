import TerminalUI

/// `echo [WORDS…]`: prints its words separated by spaces.
enum EchoCommand {
  static let spec = CommandSpec(
    "echo", summary: "Print words",
    discussion: "Prints the words, separated by spaces.",
    arguments: [ArgumentSpec("words", "Words to print", optional: true, variadic: true)],
    examples: [CommandExample("echo 'Month end done ✓'", "Print a line from a script")]
  ) { context in
    let text = context.arguments.values("words").joined(separator: " ")
    // Its words are shown, never obeyed: a control character typed or pasted into a
    // script line prints visibly (`\x16`), as every view prints text (found by fuzzing).
    return CommandResult(data: .record(Record(["text": .string(text)]))) { _ in
      VisibleText.escaping(text) + "\n"
    }
  }
}
