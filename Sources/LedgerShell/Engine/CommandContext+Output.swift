import LedgerStore

extension CommandContext {
  /// Writes `text` to standard output at once, ahead of the command's result: for what a
  /// command shows while it runs (a full-screen viewer) or before it fails.
  public func writeOutput(_ text: String) {
    shell.environment.writeOutput(text)
  }

  /// Streams a large result (an export) to standard output as it is produced.
  ///
  /// When the session's output is the process's standard output, `toDescriptor` gets its
  /// file descriptor and stops at the first failed write (`OutputWriteError`: a full
  /// disk, a reader that left) instead of formatting rows nobody reads. Otherwise (a test,
  /// a program embedding the shell) `toStream` writes into the session's output, where
  /// every other result goes. Either way a failed write ends the session after the
  /// command, as any failed write to standard output does.
  public func streamOutput(
    toDescriptor: (Int32) throws -> Void, toStream: (inout ShellOutputStream) throws -> Void
  ) throws {
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
