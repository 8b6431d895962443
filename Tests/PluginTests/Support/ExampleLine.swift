import LedgerShell

/// A help example as a user pastes it: at the prompt, or, when it starts with `ledgersh -c`,
/// in the system shell, which also runs the pipe or redirection after it.
struct ExampleLine {
  /// The ledgersh command line.
  var command: String
  /// What the system shell does with the output (`|`, `jq`, its program), or nothing.
  var shellTail: [String] = []
  /// Whether the example is for the system shell.
  var inSystemShell = false

  /// Reads `example`, failing when it could not work where it is meant to be pasted.
  init(_ example: String) throws {
    let words = try Tokenizer.tokenize(example)
    guard words.first == "ledgersh" else {
      // At the prompt, a pipe or a redirection is an argument, not what the user meant.
      guard !words.contains("|"), !words.contains(">") else {
        throw Problem(description: "'\(example)' pipes or redirects at the prompt")
      }
      command = example
      return
    }
    guard words.count >= 3, words[1] == "-c" else {
      throw Problem(description: "'\(example)' runs ledgersh without -c COMMAND")
    }
    command = words[2]
    shellTail = Array(words.dropFirst(3))
    inSystemShell = true
  }

  struct Problem: Error, CustomStringConvertible {
    var description: String
  }
}
