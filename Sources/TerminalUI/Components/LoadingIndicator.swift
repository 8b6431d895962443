/// A spinner or a count of progress drawn on one line of standard error, on a terminal only.
///
/// Piped or scripted runs see nothing, so their output stays clean:
/// `⠹ Importing items 340/1000`.
public struct LoadingIndicator: Sendable {
  /// What is being done, such as `Importing items`.
  public var message: String
  /// How many steps there are, if known.
  public var total: Int?
  /// Where the line is drawn.
  public var output: any TextOutput
  /// Whether anything is drawn at all.
  public var isEnabled: Bool
  /// The glyphs to draw with.
  public var symbols: Symbols
  private var frame = 0

  /// Creates an indicator that draws on standard error when it is a terminal.
  public init(
    message: String, total: Int? = nil,
    output: any TextOutput = FileDescriptorOutput.standardError,
    isEnabled: Bool = TerminalFacts.isErrorTerminal,
    unicode: Bool = TerminalFacts.isUTF8()
  ) {
    self.message = message
    self.total = total
    self.output = output
    self.isEnabled = isEnabled
    self.symbols = unicode ? .unicode : .ascii
  }

  /// Returns the line shown at spinner `frame` after `count` steps.
  public func line(count: Int?, frame: Int) -> String {
    let frames = symbols.spinner
    let index = frames.isEmpty ? 0 : ((frame % frames.count) + frames.count) % frames.count
    var line = frames.isEmpty ? message : frames[index] + " " + message
    if let count {
      line += total.map { " \(count)/\($0)" } ?? " \(count)"
    }
    return line
  }

  /// Redraws the line with the next spinner frame and `count` steps done.
  public mutating func advance(count: Int? = nil) {
    guard isEnabled else { return }
    output.write(ANSI.clearLine + line(count: count, frame: frame))
    frame += 1
  }

  /// Clears the line, leaving the terminal as it was.
  public func finish() {
    guard isEnabled else { return }
    output.write(ANSI.clearLine)
  }
}
