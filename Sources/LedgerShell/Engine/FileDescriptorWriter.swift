import Foundation
import TerminalUI

/// Writes text to a file descriptor completely, retrying short writes.
public enum FileDescriptorWriter {
  /// Writes all of `text`; when the reader has gone away (`| head`), exits
  /// quietly with status 0 as other command-line tools do.
  public static func write(_ text: String, to descriptor: Int32) {
    if !writeUntilClosed(text, to: descriptor) && errno == EPIPE { exit(0) }
  }

  /// Writes all of `text`; answers false when the descriptor failed or its reader left.
  public static func writeUntilClosed(_ text: String, to descriptor: Int32) -> Bool {
    FileDescriptorOutput(descriptor: descriptor).writeAll(text)
  }
}
