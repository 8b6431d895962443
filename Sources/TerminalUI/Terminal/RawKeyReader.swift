import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads single keys from a terminal in raw mode (no echo, no line buffering) until
/// `restore()`; arrows arrive as one `KeyPress`, a lone Esc as `.escape`, and Ctrl-C as
/// the character U+0003 rather than a signal.
public final class RawKeyReader {
  private let descriptor: Int32
  private var saved = termios()
  private var isRaw = false
  /// The terminal's size when the last key or resize was given.
  private var size: (columns: Int, rows: Int)

  /// Switches the terminal on `descriptor` to raw mode; nil when it is not a terminal.
  public init?(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
    size = Self.currentSize()
    guard isatty(descriptor) == 1, tcgetattr(descriptor, &saved) == 0 else { return nil }
    guard enterRawMode() else { return nil }
  }

  deinit {
    restore()
  }

  /// Switches to raw mode again after `restore()`, such as after asking for a line.
  @discardableResult
  public func enterRawMode() -> Bool {
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    isRaw = tcsetattr(descriptor, TCSAFLUSH, &raw) == 0
    return isRaw
  }

  /// Puts the terminal back in the mode it had.
  public func restore() {
    guard isRaw else { return }
    var original = saved
    _ = tcsetattr(descriptor, TCSAFLUSH, &original)
    isRaw = false
  }

  /// Waits for the next key; nil at end of input or on an interrupted read.
  ///
  /// A change of the terminal's size, looked at four times a second while waiting, is
  /// given as `.resize`, so a full-screen view draws itself again at once.
  public func next() -> KeyPress? {
    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&waiting, 1, 250)
      if ready > 0 { break }
      if ready < 0, errno != EINTR { return nil }
      let now = Self.currentSize()
      if now != size {
        size = now
        return .resize
      }
    }
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = read(descriptor, &buffer, 1)
    guard count == 1 else { return nil }
    var bytes = [buffer[0]]
    // The rest of an escape sequence follows at once; a lone Esc has nothing behind it.
    if bytes[0] == 0x1B || bytes[0] >= 0xC0 {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      while bytes.count < buffer.count, poll(&poller, 1, 30) == 1 {
        let more = read(descriptor, &buffer, buffer.count - bytes.count)
        guard more > 0 else { break }
        bytes += buffer[0..<more]
        if bytes[0] == 0x1B, bytes.count >= 3, let last = bytes.last, last >= 0x40 { break }
        if bytes[0] != 0x1B, String(bytes: bytes, encoding: .utf8) != nil { break }
      }
    }
    return KeyPress(bytes: bytes)
  }

  private static func currentSize() -> (columns: Int, rows: Int) {
    (TerminalFacts.width(), TerminalFacts.height())
  }
}
