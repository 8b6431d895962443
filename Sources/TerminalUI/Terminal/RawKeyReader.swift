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

  /// Set when SIGTSTP arrives from outside (`kill -TSTP`): raw mode makes the Ctrl-Z key a
  /// key, but a stop sent by another process is still a signal.
  nonisolated(unsafe) private static var stopRequested: sig_atomic_t = 0
  /// What SIGTSTP did before this reader, put back when it is done.
  private var previousStop = sigaction()
  private var handlesStop = false

  /// Switches the terminal on `descriptor` to raw mode; nil when it is not a terminal.
  public init?(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
    size = Self.currentSize()
    guard isatty(descriptor) == 1, tcgetattr(descriptor, &saved) == 0 else { return nil }
    guard enterRawMode() else { return nil }
    handleStops()
  }

  deinit {
    restore()
    if handlesStop { sigaction(SIGTSTP, &previousStop, nil) }
  }

  /// Takes SIGTSTP from outside as the Ctrl-Z key, which `next()` then gives.
  ///
  /// Stopped with the terminal in raw mode and the screen as the view drew it, the shell
  /// came back on the view's screen in a mode it cannot read lines in (and `fg` did not
  /// draw the view again). A SIGTSTP that was ignored stays ignored.
  private func handleStops() {
    guard sigaction(SIGTSTP, nil, &previousStop) == 0 else { return }
    // SIG_IGN is the handler 1 (SIG_DFL, 0, is nil here).
    let previous = previousStop.__sigaction_handler.sa_handler.map {
      unsafeBitCast($0, to: Int.self)
    }
    guard previous != 1 else { return }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in RawKeyReader.stopRequested = 1 }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // a wait it interrupts ends, so that it is seen at once
    Self.stopRequested = 0
    handlesStop = sigaction(SIGTSTP, &action, nil) == 0
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

  /// Puts the terminal back in the mode it had, from any thread (a clean-up as the process
  /// ends on a signal).
  public var restoreFromAnyThread: @Sendable () -> Void {
    let descriptor = descriptor
    let original = saved
    return {
      var mode = original
      _ = tcsetattr(descriptor, TCSAFLUSH, &mode)
    }
  }

  /// Stops the process as Ctrl-Z does at a prompt, and returns when the shell resumes it
  /// (`fg`), in raw mode again.
  ///
  /// Raw mode turns off the terminal's own signal keys, so Ctrl-Z arrives as a key: the
  /// terminal gets its mode back first, so the shell the user returns to reads lines. When
  /// nothing can stop the process (its shell has no job control), it goes on at once.
  public func suspend() {
    restore()
    // The stop itself is SIGTSTP's own action (this reader only notes one while it waits).
    var noting = sigaction()
    if handlesStop { sigaction(SIGTSTP, &previousStop, &noting) }
    raise(SIGTSTP)
    if handlesStop { sigaction(SIGTSTP, &noting, nil) }
    Self.stopRequested = 0
    enterRawMode()
    size = Self.currentSize()
  }

  /// Bytes read but not yet given as keys: keys pressed quickly (or repeated) arrive
  /// together, several in one read.
  private var pending: [UInt8] = []

  /// Waits for the next key; nil at end of input or on an interrupted read.
  ///
  /// A change of the terminal's size, looked at four times a second while waiting, is
  /// given as `.resize`, so a full-screen view draws itself again at once.
  public func next() -> KeyPress? {
    if pending.isEmpty {
      var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      while true {
        let ready = poll(&waiting, 1, 250)
        if Self.stopRequested != 0 {
          Self.stopRequested = 0
          return .character("\u{1A}")
        }
        if ready > 0 { break }
        if ready < 0, errno != EINTR { return nil }
        let now = Self.currentSize()
        if now != size {
          size = now
          return .resize
        }
      }
      guard readMore() else { return nil }
    }
    // The rest of an escape sequence or of a character follows at once; a lone Esc has
    // nothing behind it.
    var length = Self.lengthOfFirstKey(in: pending)
    while length == nil {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 30) == 1, readMore() else { break }
      length = Self.lengthOfFirstKey(in: pending)
    }
    let count = min(length ?? pending.count, pending.count)
    let bytes = Array(pending.prefix(count))
    pending.removeFirst(count)
    return KeyPress(bytes: bytes)
  }

  /// Reads what the terminal has (at least a byte) into `pending`; false at end of input.
  private func readMore() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return false }
    pending += buffer[0..<count]
    return true
  }

  /// How many bytes the first key in `bytes` takes, or nil when it is not complete yet.
  ///
  /// An escape sequence (CSI `ESC [ … final` or SS3 `ESC O x`), Esc and one more key
  /// (Alt), a UTF-8 character, or one byte.
  static func lengthOfFirstKey(in bytes: [UInt8]) -> Int? {
    guard let first = bytes.first else { return nil }
    if first == 0x1B {
      guard bytes.count >= 2 else { return nil }
      switch bytes[1] {
      case 0x5B:  // CSI: parameters and intermediates, then a final byte in @...~
        guard let final = bytes.dropFirst(2).firstIndex(where: { (0x40...0x7E).contains($0) })
        else { return bytes.count >= 16 ? bytes.count : nil }
        return final + 1
      case 0x4F:  // SS3: one more byte
        return bytes.count >= 3 ? 3 : nil
      case 0x1B:
        return 1
      default:
        return 1 + (lengthOfFirstKey(in: Array(bytes.dropFirst())) ?? (bytes.count - 1))
      }
    }
    let expected: Int
    switch first {
    case 0xC0...0xDF: expected = 2
    case 0xE0...0xEF: expected = 3
    case 0xF0...0xF7: expected = 4
    default: expected = 1
    }
    return bytes.count >= expected ? expected : nil
  }

  private static func currentSize() -> (columns: Int, rows: Int) {
    (TerminalFacts.width(), TerminalFacts.height())
  }
}
