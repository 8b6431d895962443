/// Reads answers from standard input after writing the prompt to an output.
///
/// The shell uses its line editor instead on a terminal; this serves piped input.
public struct StandardInputLineSource: LineSource, Sendable {
  /// Where the prompt is written.
  public var promptOutput: any TextOutput

  /// Creates a source that prompts on `promptOutput`.
  public init(promptOutput: any TextOutput = FileDescriptorOutput.standardOutput) {
    self.promptOutput = promptOutput
  }

  public func readLine(prompt: String) -> String? {
    promptOutput.write(prompt)
    return Swift.readLine(strippingNewline: true)
  }
}
