import Foundation

/// Asks the user questions on a terminal: menus, forms and confirmations read
/// their answers through this.
public final class Interaction {
  private let readAnswer: (String) -> String?
  private let writeOutput: (String) -> Void

  /// Creates an interaction over a line reader and an output sink.
  public init(read: @escaping (String) -> String?, write: @escaping (String) -> Void) {
    readAnswer = read
    writeOutput = write
  }

  /// Reads one answer after showing `prompt`; nil when the user cancels (Ctrl-D, Ctrl-C).
  public func readLine(prompt: String) -> String? { readAnswer(prompt) }

  /// Shows text immediately.
  public func write(_ text: String) { writeOutput(text) }

  /// Asks a yes/no question whose default is no.
  public func confirm(_ question: String) -> Bool {
    guard let answer = readAnswer("\(question) [y/N] ") else { return false }
    return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
  }
}
