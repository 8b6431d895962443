import LedgerCore
import LedgerShell
import TerminalImages
import TerminalUI

/// A small picture of an attachment in coloured symbols, drawn in cards (ThumbnailGrid,
/// FR-1.10) in place of the `ImagePlaceholder` line on a colour terminal.
public struct ImageThumbnail: Sendable {
  /// The widest a thumbnail is drawn, in columns.
  public static let maximumColumns = 16
  /// The tallest a thumbnail is drawn, in rows.
  public static let maximumRows = 6

  /// The drawn lines, each `columns` cells wide.
  public var lines: [String]
  /// The width of the lines in cells.
  public var columns: Int

  /// Creates a thumbnail of drawn `lines`, each `columns` cells wide.
  public init(lines: [String], columns: Int) {
    self.lines = lines
    self.columns = columns
  }

  /// The thumbnail of `attachment` for `context`'s output, or nil where the placeholder
  /// stays: output that is not a colour terminal, a file that is not a picture, or one
  /// that cannot be read or decoded.
  public static func load(_ attachment: Attachment?, context: CommandContext) -> ImageThumbnail? {
    guard let attachment, attachment.kind == .image, context.style.isTerminal,
      context.style.color, context.format == .text,
      let path = try? context.store().attachmentPath(attachment)
    else { return nil }
    let environment = context.environment
    let renderer = ImageRenderer(
      imageProtocol: .symbols, colors: ImageColors.detect(environment: environment),
      unicode: context.style.unicode, environment: environment)
    let picture = AttachmentPicture(attachment, path: path, environment: environment)
    guard
      let drawn = try? picture.render(
        with: renderer, columns: maximumColumns, rows: maximumRows)
    else { return nil }
    return ImageThumbnail(lines: drawn.lines, columns: drawn.columns)
  }
}
