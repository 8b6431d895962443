import Foundation

/// Answers from a fixed list, then end of input: drives menus and forms in tests and scripts.
///
/// With an `echo` output, each prompt and answer is written there the way a terminal would
/// show them, so a transcript can be compared with a golden file.
public final class ScriptedLineSource: LineSource, @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [String]
  private var prompts: [String] = []
  private let echo: (any TextOutput)?

  /// Creates a source that answers `answers` in order, then nil.
  public init(_ answers: [String], echo: (any TextOutput)? = nil) {
    self.answers = answers
    self.echo = echo
  }

  /// The prompts shown so far.
  public var promptsShown: [String] {
    lock.lock()
    defer { lock.unlock() }
    return prompts
  }

  /// The answers not yet read.
  public var remainingAnswers: [String] {
    lock.lock()
    defer { lock.unlock() }
    return answers
  }

  public func readLine(prompt: String) -> String? {
    lock.lock()
    prompts.append(prompt)
    let answer = answers.isEmpty ? nil : answers.removeFirst()
    lock.unlock()
    echo?.write(prompt + (answer ?? "^D") + "\n")
    return answer
  }
}
