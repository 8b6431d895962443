import Foundation

/// A progress bar for long work, drawn on one line of standard error when it is a terminal:
/// `Adding demo ███████░░░ 70% 70,000/100,000 41,822/s 0:01 left`.
///
/// Nothing shows for work that ends within `delay` (half a second), nor when disabled
/// (standard error piped): scripts and pipes see nothing. Redraws with `\r` at most every
/// `interval`, and `finish()` erases the line, leaving the terminal as it was.
public final class ProgressReporter {
  /// What is being done, such as `Importing`.
  public let label: String
  /// Whether anything is drawn at all.
  public let isEnabled: Bool
  private let output: any TextOutput
  private let width: Int
  private let unicode: Bool
  private let delay: Double
  private let interval: Double
  private let clock: () -> Double
  private let isForeground: () -> Bool
  private let start: Double
  private var lastDraw: Double?
  /// Whether a line is on screen to erase.
  public private(set) var isShowing = false

  /// Creates a reporter that draws on standard error when it is a terminal.
  ///
  /// - Parameters:
  ///   - width: The terminal's width; the line stays three cells narrower, so it never
  ///     wraps, even after the terminal echoes `^C`.
  ///   - delay: Seconds of work before the bar first shows.
  ///   - interval: Seconds between redraws at least.
  ///   - clock: Seconds on a monotonic clock (tests pass their own).
  ///   - isForeground: Whether the process has the terminal; in the background (`bg`, or
  ///     `&`) the bar is not drawn, so it never writes over the shell's prompt.
  public init(
    label: String, output: any TextOutput = FileDescriptorOutput.standardError,
    isEnabled: Bool = TerminalFacts.isErrorTerminal, width: Int = TerminalFacts.width(),
    unicode: Bool = TerminalFacts.isUTF8(), delay: Double = 0.5, interval: Double = 0.1,
    clock: @escaping () -> Double = ProgressReporter.monotonicSeconds,
    isForeground: @escaping () -> Bool = ProgressReporter.hasTerminal
  ) {
    self.label = label
    self.output = output
    self.isEnabled = isEnabled
    self.width = max(20, width)
    self.unicode = unicode
    self.delay = delay
    self.interval = interval
    self.clock = clock
    self.isForeground = isForeground
    self.start = clock()
  }

  /// Whether this process is in the foreground process group of standard error's
  /// terminal: false while it runs in the background; true without a terminal.
  public static func hasTerminal() -> Bool {
    let group = tcgetpgrp(STDERR_FILENO)
    return group < 0 || group == getpgrp()
  }

  /// Seconds since an arbitrary moment, never going back.
  public static func monotonicSeconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }

  /// Records that `done` of `total` steps are done, redrawing when it is time to.
  public func update(done: Int, total: Int) {
    guard isEnabled else { return }
    let now = clock()
    let elapsed = now - start
    guard elapsed >= delay else { return }
    if let lastDraw, now - lastDraw < interval { return }
    lastDraw = now
    // In the background the shell that started it has the screen: drawn again on `fg`.
    guard isForeground() else { return }
    output.write(ANSI.clearLine + line(done: done, total: total, elapsed: elapsed))
    if !isShowing {
      Self.eraseOnInterrupt(true)
      Self.isBarShowing = true
    }
    isShowing = true
  }

  /// Erases the line, if one was drawn.
  public func finish() {
    guard isShowing else { return }
    output.write(ANSI.clearLine)
    isShowing = false
    Self.isBarShowing = false
    Self.eraseOnInterrupt(false)
  }

  /// Whether a bar is on screen, for `eraseBeforeExit`.
  nonisolated(unsafe) private static var isBarShowing = false

  /// Erases the bar on screen, if any, for a process about to end by a signal whose
  /// handler is not Ctrl-C's default action (which `eraseOnInterrupt` covers).
  public static func eraseBeforeExit() {
    guard isBarShowing else { return }
    ANSI.clearLine.utf8CString.withUnsafeBufferPointer { bytes in
      _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count - 1)
    }
  }

  /// Whether `eraseOnInterrupt` put its handler in place of Ctrl-C's default action.
  nonisolated(unsafe) private static var handlesInterrupt = false

  /// Makes Ctrl-C erase the bar before it ends the process, while a bar shows.
  ///
  /// In a script, Ctrl-C's default action ends the process at once (status 130); the bar
  /// is erased first, so the prompt that follows starts on a clean line. Only where
  /// SIGINT has its default action: an interactive session handles Ctrl-C itself.
  private static func eraseOnInterrupt(_ on: Bool) {
    if on {
      var current = sigaction()
      guard sigaction(SIGINT, nil, &current) == 0,
        current.__sigaction_handler.sa_handler == nil  // SIG_DFL
      else { return }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { signalNumber in
        // Only async-signal-safe calls: write(2), signal(2), raise(3).
        var erase: (UInt8, UInt8, UInt8, UInt8, UInt8) = (13, 27, 91, 50, 75)  // "\r\e[2K"
        _ = withUnsafeBytes(of: &erase) { write(STDERR_FILENO, $0.baseAddress, 5) }
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
      }
      sigemptyset(&action.sa_mask)
      handlesInterrupt = sigaction(SIGINT, &action, nil) == 0
    } else if handlesInterrupt {
      signal(SIGINT, SIG_DFL)
      handlesInterrupt = false
    }
  }

  /// The line shown when `done` of `total` steps took `elapsed` seconds.
  ///
  /// At most three cells narrower than the width (the terminal's `^C` echo fits after it
  /// without wrapping, so the erase on Ctrl-C clears the bar's own line): the label, a bar
  /// that takes the room left, the count, the rate and the time left; without room for a
  /// bar, the percentage.
  public func line(done: Int, total: Int, elapsed: Double) -> String {
    let fraction = total > 0 ? min(1, Double(done) / Double(total)) : 0
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    var facts = [
      "\(Self.grouped(done))/\(Self.grouped(total))",
      "\(Self.grouped(Int(rate.rounded())))/s",
    ]
    if rate > 0, total >= done {
      facts.append("\(Self.duration(Double(total - done) / rate)) left")
    }
    let available = width - 3
    let text = facts.joined(separator: " ")
    let percent = "\(Int((fraction * 100).rounded(.down)))%"
    let barRoom = available - DisplayWidth.of(label) - DisplayWidth.of(text) - 2
    if barRoom >= 10 + percent.count + 1 {
      let context = RenderContext(
        width: min(barRoom, 40 + percent.count + 1), color: false, unicode: unicode,
        isTerminal: true)
      let bar = ProgressBar(fraction: fraction, maximumBarWidth: 40).render(in: context)
      return [label, bar.first ?? percent, text].joined(separator: " ")
    }
    // No room for a bar: the percentage and the facts that fit whole, never a number cut
    // short; the rate goes first, then the count, then the time left.
    var kept = facts
    for dropped in [1, 0, 0] {
      let line = ([label, percent] + kept).joined(separator: " ")
      if DisplayWidth.of(line) <= available { return line }
      if dropped < kept.count { kept.remove(at: dropped) }
    }
    let line = [label, percent].joined(separator: " ")
    if DisplayWidth.of(line) <= available { return line }
    let room = max(1, available - DisplayWidth.of(percent) - 1)
    return DisplayWidth.truncate(label, to: room, ellipsis: "…") + " " + percent
  }

  /// `1234567` as `1,234,567`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = value < 0 ? "-" : ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return result
  }

  /// Seconds as `0:07`, `12:34` or `1:02:03`.
  static func duration(_ seconds: Double) -> String {
    let total = seconds.isFinite ? max(0, Int(seconds.rounded(.up))) : 0
    let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
    let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0 ? "\(hours):\(pad(minutes)):\(pad(secs))" : "\(minutes):\(pad(secs))"
  }
}
