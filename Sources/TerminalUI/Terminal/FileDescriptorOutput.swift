#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif

/// Writes text straight to a file descriptor, unbuffered, so prompts show before input.
public struct FileDescriptorOutput: TextOutput {
  /// The descriptor written to.
  public let descriptor: Int32

  /// Creates an output writing to `descriptor`.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Standard output.
  public static let standardOutput = FileDescriptorOutput(descriptor: STDOUT_FILENO)
  /// Standard error, where progress and spinners go.
  public static let standardError = FileDescriptorOutput(descriptor: STDERR_FILENO)

  public func write(_ text: String) {
    writeAll(text)
  }

  /// Writes all of `text`, retrying short writes; answers false when the descriptor
  /// failed or its reader went away (`errno` then says why, such as `EPIPE`).
  @discardableResult
  public func writeAll(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      guard var base = buffer.baseAddress else { return true }
      var remaining = buffer.count
      while remaining > 0 {
        let written = systemWrite(descriptor, base, remaining)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        remaining -= written
        base += written
      }
      return true
    }
  }
}
