import FilePaths
import Foundation
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
  ///
  /// Decoding a 12-megapixel photo takes tens of milliseconds, too long for a page of 50
  /// cards: drawn thumbnails are kept in `$XDG_CACHE_HOME/ledgersh/thumbnails` (default
  /// `~/.cache`), under the file's SHA-256, which never changes for an attachment.
  public static func load(_ attachment: Attachment?, context: CommandContext) -> ImageThumbnail? {
    guard let attachment, attachment.kind == .image, context.style.isTerminal,
      context.style.color, context.format == .text
    else { return nil }
    let environment = context.environment
    let colors = ImageColors.detect(environment: environment)
    let unicode = context.style.unicode
    let name =
      "\(attachment.sha256)-\(maximumColumns)x\(maximumRows)-\(colors.rawValue)"
      + (unicode ? "" : "-ascii") + ".txt"
    let cached = cacheFolder(environment).map { $0 + "/" + name }
    if let cached, let thumbnail = read(cached) { return thumbnail }
    guard let path = try? context.store().attachmentPath(attachment) else { return nil }
    let renderer = ImageRenderer(
      imageProtocol: .symbols, colors: colors, unicode: unicode, environment: environment)
    let picture = AttachmentPicture(attachment, path: path, environment: environment)
    guard
      let drawn = try? picture.render(
        with: renderer, columns: maximumColumns, rows: maximumRows)
    else { return nil }
    let thumbnail = ImageThumbnail(lines: drawn.lines, columns: drawn.columns)
    if let cached { write(thumbnail, to: cached) }
    return thumbnail
  }

  /// The folder thumbnails are kept in, or nil when no home is known.
  static func cacheFolder(_ environment: [String: String]) -> String? {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return cache + "/ledgersh/thumbnails"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.cache/ledgersh/thumbnails"
  }

  /// A kept thumbnail: its width on the first line, then its lines.
  static func read(_ path: String) -> ImageThumbnail? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count > 1, let columns = Int(lines.removeFirst()), columns > 0 else {
      return nil
    }
    if lines.last == "" { lines.removeLast() }
    return ImageThumbnail(lines: lines, columns: columns)
  }

  /// Keeps `thumbnail` at `path`; a thumbnail that cannot be kept is drawn again next time.
  static func write(_ thumbnail: ImageThumbnail, to path: String) {
    let folder = PathText.folder(of: path)
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    let text = ([String(thumbnail.columns)] + thumbnail.lines).joined(separator: "\n") + "\n"
    try? text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
