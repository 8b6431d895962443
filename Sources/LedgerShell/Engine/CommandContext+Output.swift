import TextOutput

extension CommandContext {
  /// Writes `text` to standard output at once, ahead of the command's result: for what a
  /// command shows while it runs (a full-screen viewer) or before it fails.
  ///
  /// Inside another command (a plugin's call), the text is kept for the caller instead.
  public func writeOutput(_ text: String) {
    if let captured = shell.nestedOutput {
      captured.append(text)
    } else {
      shell.environment.writeOutput(text)
    }
  }

  /// Streams a large result (an export) to standard output as it is produced.
  ///
  /// When the session's output is the process's standard output, `toDescriptor` gets its
  /// file descriptor and stops at the first failed write (`OutputWriteError`: a full
  /// disk, a reader that left) instead of formatting rows nobody reads. Otherwise (a test,
  /// a program embedding the shell) `toStream` writes into the session's output, where
  /// every other result goes. Either way a failed write ends the session after the
  /// command, as any failed write to standard output does.
  ///
  /// Inside another command (a plugin's call) the text is kept for the caller, up to
  /// `NestedOutput.limit` bytes: more fails the command, with a hint to pass --to.
  public func streamOutput(
    toDescriptor: (Int32) throws -> Void, toStream: (inout ShellOutputStream) throws -> Void
  ) throws {
    if let captured = shell.nestedOutput {
      var stream = ShellOutputStream(write: captured.append)
      try toStream(&stream)
      stream.flush()
      if captured.isOverLimit {
        throw ShellError.failure(
          "'\(spec.name)' wrote more than \(NestedOutput.limit >> 20) MiB, more than a reply "
            + "to a plugin's call carries",
          hint: "pass --to FILE and read the file")
      }
      return
    }
    guard let descriptor = shell.environment.outputDescriptor else {
      var stream = ShellOutputStream(write: shell.environment.writeOutput)
      try toStream(&stream)
      stream.flush()
      return
    }
    do {
      try toDescriptor(descriptor)
    } catch let error as OutputWriteError {
      standardOutputFailed(errno: error.code)
    }
  }
}

/// Text written through a shell's standard output in chunks of about 64 KiB.
public struct ShellOutputStream: TextOutputStream {
  private let sink: (String) -> Void
  private var buffer = ""

  init(write: @escaping (String) -> Void) {
    sink = write
  }

  public mutating func write(_ string: String) {
    buffer += string
    if buffer.utf8.count >= 1 << 16 { flush() }
  }

  /// Writes what is buffered.
  public mutating func flush() {
    guard !buffer.isEmpty else { return }
    sink(buffer)
    buffer = ""
  }
}

/// What a nested command writes to standard output, kept for the command that ran it.
final class NestedOutput {
  /// The most kept: a reply is one line, which its reader holds whole.
  static let limit = 64 << 20
  private(set) var text = ""
  /// Whether more than `limit` bytes came (the rest was dropped).
  private(set) var isOverLimit = false

  func append(_ more: String) {
    guard !isOverLimit else { return }
    guard text.utf8.count + more.utf8.count <= Self.limit else {
      isOverLimit = true
      text = ""
      return
    }
    text += more
  }
}
