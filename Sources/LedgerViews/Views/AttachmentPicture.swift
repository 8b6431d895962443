import Foundation
import LedgerCore
import TerminalImages
import TerminalUI

/// An attachment's picture for a terminal: its stored file decoded (a PDF's first page
/// through poppler's pdftoppm, when installed) and drawn with an `ImageRenderer`.
public struct AttachmentPicture: Sendable {
  /// The attachment shown.
  public var attachment: Attachment
  /// The absolute path of its stored file.
  public var path: String
  /// The environment, whose PATH is searched for pdftoppm.
  public var environment: [String: String]

  /// Creates the picture of `attachment`, stored at `path`.
  public init(_ attachment: Attachment, path: String, environment: [String: String]) {
    self.attachment = attachment
    self.path = path
    self.environment = environment
  }

  /// Decodes the picture at the size `renderer` needs for `columns`×`rows` cells.
  public func decode(
    for renderer: ImageRenderer, columns: Int, rows: Int?
  ) throws(AttachmentPictureError) -> DecodedImage {
    let box = renderer.decodingBox(columns: columns, rows: rows)
    let bytes: [UInt8]
    if attachment.kind == .pdf {
      bytes = try PDFFirstPage.render(path: path, box: box, environment: environment)
    } else {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .missingFile(path)
      }
      bytes = Array(data)
    }
    do {
      return try ImageDecoder.decode(bytes, box: box)
    } catch {
      throw .undecodable(error)
    }
  }

  /// Draws the picture in at most `columns`×`rows` cells (nil rows: no height limit).
  public func render(
    with renderer: ImageRenderer, columns: Int, rows: Int?
  ) throws(AttachmentPictureError) -> RenderedImage {
    let image = try decode(for: renderer, columns: columns, rows: rows)
    return renderer.render(image, columns: columns, rows: rows)
  }

  /// The line under the picture: `★ sofa.png · PNG image · 1200×800 · 14.2 kB · #4`.
  public func caption(_ context: RenderContext) -> String {
    let separator = " \(context.symbols.separator) "
    var parts = [
      (attachment.isPrimary ? "★ " : "") + attachment.originalName,
      AttachmentCard.kindText(attachment),
    ]
    if let size = attachment.pixelSize { parts.append("\(size.width)×\(size.height)") }
    parts.append(AttachmentCard.sizeText(attachment.byteCount))
    parts.append("\(attachment.id)")
    let text = parts.joined(separator: separator)
    return TextWrapper.wrap(text, width: context.width).joined(separator: "\n")
  }
}
