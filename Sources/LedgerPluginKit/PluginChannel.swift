#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The plugin's two pipes: lines from the host, lines to it.
///
/// `standard` reads standard input through C stdio's buffer (whole lines, few reads) and
/// writes each message with one `write`, so the host is woken once per message.
public struct PluginChannel: Sendable {
  /// The next line from the host without its newline; nil at the end of input.
  public var receive: @Sendable () -> String?
  /// Sends one line (a newline is added).
  public var send: @Sendable (String) -> Void

  /// A channel over the given functions (tests use this).
  public init(
    receive: @escaping @Sendable () -> String?, send: @escaping @Sendable (String) -> Void
  ) {
    self.receive = receive
    self.send = send
  }

  /// Standard input and output.
  public static let standard = PluginChannel(
    receive: { readLine(strippingNewline: true) },
    send: { line in
      var bytes = Array(line.utf8)
      bytes.append(0x0A)
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        guard written > 0 else {
          if written < 0, errno == EINTR { continue }
          return
        }
        offset += written
      }
    })
}
