/// The glyphs components draw with, in a Unicode set and an ASCII set for other locales.
///
/// A class, so that the render context every component receives carries one reference
/// rather than two dozen strings.
public final class Symbols: Sendable {
  /// Box corners, clockwise from the top left.
  public let topLeft, topRight, bottomRight, bottomLeft: String
  /// Box edges.
  public let horizontal, vertical: String
  /// A horizontal rule meeting the left and right edges.
  public let teeLeft, teeRight: String
  /// Filled, empty and over-100 % cells of a progress bar.
  public let barFilled, barEmpty, barOverflow: String
  /// An unselected and a selected selector circle.
  public let selectorOff, selectorOn: String
  /// A collapsed and an expanded section marker.
  public let collapsed, expanded: String
  /// Marks the current choice of a submenu.
  public let check: String
  /// Marks a row that opens a submenu.
  public let submenu: String
  /// Ends cut text.
  public let ellipsis: String
  /// Separates items on one line.
  public let separator: String
  /// Starts error, warning and info banners.
  public let errorMark, warningMark, infoMark: String
  /// Marks being offline.
  public let offlineMark: String
  /// Frames of a spinner.
  public let spinner: [String]

  /// Creates a set of glyphs; each should be one cell wide, except the ASCII stand-ins.
  public init(
    topLeft: String, topRight: String, bottomRight: String, bottomLeft: String,
    horizontal: String, vertical: String, teeLeft: String, teeRight: String,
    barFilled: String, barEmpty: String, barOverflow: String,
    selectorOff: String, selectorOn: String, collapsed: String, expanded: String,
    check: String, submenu: String, ellipsis: String, separator: String,
    errorMark: String, warningMark: String, infoMark: String, offlineMark: String,
    spinner: [String]
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
    self.horizontal = horizontal
    self.vertical = vertical
    self.teeLeft = teeLeft
    self.teeRight = teeRight
    self.barFilled = barFilled
    self.barEmpty = barEmpty
    self.barOverflow = barOverflow
    self.selectorOff = selectorOff
    self.selectorOn = selectorOn
    self.collapsed = collapsed
    self.expanded = expanded
    self.check = check
    self.submenu = submenu
    self.ellipsis = ellipsis
    self.separator = separator
    self.errorMark = errorMark
    self.warningMark = warningMark
    self.infoMark = infoMark
    self.offlineMark = offlineMark
    self.spinner = spinner
  }

  /// Box-drawing characters, block bars and symbols.
  public static let unicode = Symbols(
    topLeft: "┌", topRight: "┐", bottomRight: "┘", bottomLeft: "└",
    horizontal: "─", vertical: "│", teeLeft: "├", teeRight: "┤",
    barFilled: "█", barEmpty: "░", barOverflow: "▓",
    selectorOff: "○", selectorOn: "●", collapsed: "▸", expanded: "▾",
    check: "✓", submenu: "›", ellipsis: "…", separator: "·",
    errorMark: "✖", warningMark: "⚠", infoMark: "ℹ", offlineMark: "⊘",
    spinner: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"])

  /// Plain ASCII: `+-|` borders and `#=` bars.
  public static let ascii = Symbols(
    topLeft: "+", topRight: "+", bottomRight: "+", bottomLeft: "+",
    horizontal: "-", vertical: "|", teeLeft: "+", teeRight: "+",
    barFilled: "#", barEmpty: ".", barOverflow: "=",
    selectorOff: "( )", selectorOn: "(*)", collapsed: ">", expanded: "v",
    check: "*", submenu: ">", ellipsis: "...", separator: "-",
    errorMark: "x", warningMark: "!", infoMark: "i", offlineMark: "(offline)",
    spinner: ["|", "/", "-", "\\"])
}
