/// A source of input lines for the shell: a terminal line editor or a plain file or pipe.
///
/// Readers are used from one thread — the process's main thread for the terminal
/// reader, because libedit's Ctrl-C handling relies on it.
public protocol LineReading: AnyObject {
  /// Reads the next line, showing `prompt` first if the reader shows prompts.
  func readLine(prompt: String) -> LineInput

  /// Records a line the caller accepted, so Up and Ctrl-R can recall it.
  ///
  /// Readers do not record lines on their own: call this for each line worth
  /// recalling. Empty lines and repeats of the previous line are skipped.
  func addHistory(_ line: String)

  /// Reads an answer to a question (a form field, a menu): like `readLine(prompt:)`, but
  /// keys that run commands only beep, so they cannot answer in the user's place.
  func readAnswer(prompt: String) -> LineInput

  /// Reads the next line like `readLine(prompt:)`; when the terminal's width changes while
  /// the line is edited, the prompt drawn next is `refit()`, made for the new width.
  func readLine(prompt: String, refit: @escaping () -> String) -> LineInput
}

extension LineReading {
  /// Readers without command keys read answers like lines.
  public func readAnswer(prompt: String) -> LineInput { readLine(prompt: prompt) }

  /// Readers that draw no prompt of their own, or not again, show `prompt` as it is.
  public func readLine(prompt: String, refit: @escaping () -> String) -> LineInput {
    readLine(prompt: prompt)
  }
}
