import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process knows about its terminal, read afresh at every call.
///
/// Nothing is cached, so a resized window gets a new column count on the next render.
public enum TerminalFacts {
  /// The width used when nothing else tells: the traditional 80 columns.
  public static let fallbackWidth = 80
  /// The height used when nothing else tells.
  public static let fallbackHeight = 24

  /// Returns whether standard output is a terminal.
  public static var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Returns whether standard error is a terminal, where progress is drawn.
  public static var isErrorTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// Returns the width in cells: `explicit` if given, then the terminal's, then `COLUMNS`, then 80.
  public static func width(
    explicit: Int? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int {
    if let explicit, explicit > 0 { return explicit }
    if let size = windowSize(), size.columns > 0 { return size.columns }
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
    return fallbackWidth
  }

  /// Returns the height in lines: `explicit`, then the terminal's, then `LINES`, then 24.
  public static func height(
    explicit: Int? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int {
    if let explicit, explicit > 0 { return explicit }
    if let size = windowSize(), size.rows > 0 { return size.rows }
    if let lines = environment["LINES"].flatMap({ Int($0) }), lines > 0 { return lines }
    return fallbackHeight
  }

  /// Returns whether to write colour.
  ///
  /// `forced` (a `--color` flag) wins; then `NO_COLOR` turns colour off; then
  /// `CLICOLOR_FORCE` or `FORCE_COLOR` turn it on; then `TERM=dumb` or not being a
  /// terminal turn it off.
  public static func colorEnabled(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    isTTY: Bool = TerminalFacts.isTerminal,
    forced: Bool? = nil
  ) -> Bool {
    if let forced { return forced }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
    if let force = environment["FORCE_COLOR"], !["", "0", "false"].contains(force) {
      return true
    }
    if environment["TERM"] == "dumb" { return false }
    return isTTY
  }

  /// Returns whether the locale's character set is UTF-8, by `LC_ALL`, `LC_CTYPE`, `LANG`.
  public static func isUTF8(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      let upper = value.uppercased()
      return upper.contains("UTF-8") || upper.contains("UTF8")
    }
    return false
  }

  /// Returns a render context describing standard output now.
  ///
  /// - Parameters:
  ///   - width: An explicit width (a `--width` option), preferred over the terminal's.
  ///   - color: A forced colour choice (a `--color` option).
  public static func currentContext(width: Int? = nil, color: Bool? = nil) -> RenderContext {
    let environment = ProcessInfo.processInfo.environment
    let tty = isTerminal
    return RenderContext(
      width: self.width(explicit: width, environment: environment),
      color: colorEnabled(environment: environment, isTTY: tty, forced: color),
      unicode: isUTF8(environment: environment),
      isTerminal: tty)
  }

  private static func windowSize() -> (columns: Int, rows: Int)? {
    guard isTerminal else { return nil }
    var size = winsize()
    #if canImport(Glibc)
      let result = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size)
    #else
      let result = ioctl(STDOUT_FILENO, TIOCGWINSZ, &size)
    #endif
    guard result == 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}
