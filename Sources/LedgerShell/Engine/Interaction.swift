import Foundation

/// Asks the user questions on a terminal: menus, forms and confirmations read
/// their answers through this.
public final class Interaction {
  private let readAnswer: (String, [String]) -> String?
  private let writeOutput: (String) -> Void

  /// Creates an interaction over a line reader and an output sink; `read` gets the
  /// prompt and the answers Tab may complete to.
  public init(
    read: @escaping (String, [String]) -> String?, write: @escaping (String) -> Void
  ) {
    readAnswer = read
    writeOutput = write
  }

  /// Creates an interaction whose reader offers no completion.
  public convenience init(
    read: @escaping (String) -> String?, write: @escaping (String) -> Void
  ) {
    self.init(read: { prompt, _ in read(prompt) }, write: write)
  }

  /// Reads one answer after showing `prompt`; nil when the user cancels (Ctrl-D, Ctrl-C).
  public func readLine(prompt: String) -> String? { readAnswer(prompt, []) }

  /// Reads one answer with Tab completing the whole answer from `suggestions`; a space
  /// the completion leaves at the end is not part of the answer.
  public func readLine(prompt: String, suggestions: [String]) -> String? {
    guard let answer = readAnswer(prompt, suggestions) else { return nil }
    guard !suggestions.isEmpty else { return answer }
    var trimmed = answer
    while trimmed.last == " " { trimmed.removeLast() }
    return trimmed
  }

  /// Shows text immediately.
  public func write(_ text: String) { writeOutput(text) }

  /// Asks a yes/no question whose default is no.
  public func confirm(_ question: String) -> Bool {
    guard let answer = readAnswer("\(question) [y/N] ", []) else { return false }
    return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
  }
}
