import Foundation

/// Writes text to a file descriptor completely, retrying short writes.
public enum FileDescriptorWriter {
  /// Writes all of `text`; when the reader has gone away (`| head`), exits
  /// quietly with status 0 as other command-line tools do.
  public static func write(_ text: String, to descriptor: Int32) {
    if !writeUntilClosed(text, to: descriptor) && errno == EPIPE { exit(0) }
  }

  /// Writes all of `text`; answers false when the descriptor failed or its reader left.
  public static func writeUntilClosed(_ text: String, to descriptor: Int32) -> Bool {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }
}
