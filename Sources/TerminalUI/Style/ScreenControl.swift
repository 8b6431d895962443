/// The escape sequences of full-screen views: the alternate screen, clearing, the cursor.
public enum ScreenControl {
  /// Switches to the alternate screen buffer, keeping the shell's screen to come back to.
  public static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Leaves the alternate screen buffer: the shell's screen comes back as it was.
  public static let leaveAlternateScreen = "\u{1B}[?1049l"
  /// Clears the screen and moves the cursor to the top-left corner.
  public static let clearScreen = "\u{1B}[H\u{1B}[2J"
  /// Clears the line the cursor is on.
  public static let clearLine = "\u{1B}[2K"
  /// Hides the cursor.
  public static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor.
  public static let showCursor = "\u{1B}[?25h"
  /// Deletes every picture shown with kitty's graphics protocol, which clearing the
  /// screen leaves in place.
  public static let deleteKittyImages = "\u{1B}_Ga=d\u{1B}\\"

  /// Moves the cursor to `row` and `column`, counted from 1.
  public static func moveCursor(row: Int, column: Int) -> String {
    "\u{1B}[\(max(1, row));\(max(1, column))H"
  }
}
