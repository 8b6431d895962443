/// The glyphs components draw with, in a Unicode set and an ASCII set for other locales.
public struct Symbols: Sendable, Hashable {
  /// Box corners, clockwise from the top left.
  public var topLeft, topRight, bottomRight, bottomLeft: String
  /// Box edges.
  public var horizontal, vertical: String
  /// A horizontal rule meeting the left and right edges.
  public var teeLeft, teeRight: String
  /// Filled, empty and over-100 % cells of a progress bar.
  public var barFilled, barEmpty, barOverflow: String
  /// An unselected and a selected selector circle.
  public var selectorOff, selectorOn: String
  /// A collapsed and an expanded section marker.
  public var collapsed, expanded: String
  /// Marks the current choice of a submenu.
  public var check: String
  /// Marks a row that opens a submenu.
  public var submenu: String
  /// Ends cut text.
  public var ellipsis: String
  /// Separates items on one line.
  public var separator: String
  /// Starts error, warning and info banners.
  public var errorMark, warningMark, infoMark: String
  /// Marks being offline.
  public var offlineMark: String
  /// Whether the spinner is drawn in Braille patterns rather than ASCII.
  var usesBrailleSpinner: Bool

  /// Frames of a spinner.
  public var spinner: [String] {
    usesBrailleSpinner
      ? ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] : ["|", "/", "-", "\\"]
  }

  /// Box-drawing characters, block bars and symbols.
  public static let unicode = Symbols(
    topLeft: "┌", topRight: "┐", bottomRight: "┘", bottomLeft: "└",
    horizontal: "─", vertical: "│", teeLeft: "├", teeRight: "┤",
    barFilled: "█", barEmpty: "░", barOverflow: "▓",
    selectorOff: "○", selectorOn: "●", collapsed: "▸", expanded: "▾",
    check: "✓", submenu: "›", ellipsis: "…", separator: "·",
    errorMark: "✖", warningMark: "⚠", infoMark: "ℹ", offlineMark: "⊘",
    usesBrailleSpinner: true)

  /// Plain ASCII: `+-|` borders and `#=` bars.
  public static let ascii = Symbols(
    topLeft: "+", topRight: "+", bottomRight: "+", bottomLeft: "+",
    horizontal: "-", vertical: "|", teeLeft: "+", teeRight: "+",
    barFilled: "#", barEmpty: ".", barOverflow: "=",
    selectorOff: "( )", selectorOn: "(*)", collapsed: ">", expanded: "v",
    check: "*", submenu: ">", ellipsis: "...", separator: "-",
    errorMark: "x", warningMark: "!", infoMark: "i", offlineMark: "(offline)",
    usesBrailleSpinner: false)
}
