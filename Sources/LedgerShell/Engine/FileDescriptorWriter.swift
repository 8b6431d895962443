import Foundation
import TerminalUI

/// Writes text to a file descriptor completely, retrying short writes.
public enum FileDescriptorWriter {
  /// Writes all of `text`, such as a message on standard error; a failure is ignored,
  /// as there is nowhere left to report it.
  public static func write(_ text: String, to descriptor: Int32) {
    _ = writeUntilClosed(text, to: descriptor)
  }

  /// Writes all of `text` unless an earlier write failed; records a failure in `status`,
  /// so that the shell stops instead of going on as if the output had been written.
  public static func write(
    _ text: String, to descriptor: Int32, recordingFailureIn status: StandardOutputStatus
  ) {
    guard status.failure == nil else { return }
    if !writeUntilClosed(text, to: descriptor) { status.recordFailure(errno) }
  }

  /// Writes a process's one result (such as `--version`) to standard output and answers
  /// the exit status: 0, 141 when the reader left, or 1 after one line on stderr.
  public static func writeResult(_ text: String) -> Int32 {
    guard !writeUntilClosed(text, to: STDOUT_FILENO) else { return 0 }
    let code = errno
    if code == EPIPE { return 141 }
    write(StandardOutputStatus.message(for: code), to: STDERR_FILENO)
    return 1
  }

  /// Writes all of `text`; answers false when the descriptor failed or its reader left.
  public static func writeUntilClosed(_ text: String, to descriptor: Int32) -> Bool {
    FileDescriptorOutput(descriptor: descriptor).writeAll(text)
  }
}
