import Foundation

/// A pseudo-terminal for driving the libedit reader in-process: the reader gets
/// the terminal side, the test types into the controller side and reads what was drawn.
final class PseudoTerminal: @unchecked Sendable {
  /// The terminal side, for the line editor.
  let terminal: Int32
  private let controller: Int32
  private let lock = NSLock()
  private var drawn: [UInt8] = []
  private var stopped = false
  private var drainer: Thread?
  private var promptsMade = 0

  init() throws {
    // openpty is not in the Glibc module (pty.h); glibc 2.34+ has it in libc itself.
    typealias OpenPseudoTerminal =
      @convention(c) (
        UnsafeMutablePointer<CInt>, UnsafeMutablePointer<CInt>, UnsafeMutablePointer<CChar>?,
        UnsafeRawPointer?, UnsafePointer<winsize>?
      ) -> CInt
    guard let symbol = dlsym(nil, "openpty") else { throw PseudoTerminalError() }
    let openpty = unsafeBitCast(symbol, to: OpenPseudoTerminal.self)
    var controller: CInt = -1
    var terminal: CInt = -1
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&controller, &terminal, nil, nil, &size) == 0 else {
      throw PseudoTerminalError()
    }
    self.controller = controller
    self.terminal = terminal
    let drainer = Thread { [self] in drain() }
    self.drainer = drainer
    drainer.start()
  }

  /// Everything the line editor has written so far, as text.
  var output: String {
    lock.withLock { String(decoding: drawn, as: UTF8.self) }
  }

  /// A prompt no earlier read showed, so typing can wait for exactly this read.
  func freshPrompt() -> String {
    let number = lock.withLock {
      promptsMade += 1
      return promptsMade
    }
    return "\u{1B}[32mle\(number)\u{1B}[0m> "
  }

  /// Whether `text` shows up in the output within a few seconds.
  func eventuallyShows(_ text: String) -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      if output.contains(text) { return true }
      usleep(5_000)
    }
    return false
  }

  /// Types `keys` once `prompt` appears in the output — that is, once the editor
  /// has put the terminal in raw mode and waits for keys. (Typed earlier, the
  /// terminal's cooked mode would act on keys such as Ctrl-R itself.)
  func type(_ keys: String, after prompt: String) {
    let typist = Thread { [self] in
      let deadline = Date().addingTimeInterval(10)
      while Date() < deadline {
        if output.contains(prompt) { break }
        usleep(5_000)
      }
      // On a loaded machine the prompt can show a moment before the terminal is in
      // raw mode; a short pause keeps cooked mode from eating Ctrl-R.
      usleep(30_000)
      var bytes = Array(keys.utf8)
      _ = write(controller, &bytes, bytes.count)
    }
    typist.start()
  }

  /// Stops reading and closes both sides.
  func close() {
    lock.withLock { stopped = true }
    while drainer?.isFinished == false { usleep(1_000) }
    Glibc.close(terminal)
    Glibc.close(controller)
  }

  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !lock.withLock({ stopped }) {
      var ready = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 20) > 0 else { continue }
      let count = read(controller, &buffer, buffer.count)
      guard count > 0 else { continue }
      lock.withLock { drawn.append(contentsOf: buffer[..<count]) }
    }
  }
}
