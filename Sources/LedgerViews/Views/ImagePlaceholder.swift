import LedgerCore
import TerminalUI

/// The placeholder block of a card's primary picture: its kind and pixel size, such as
/// `▧ PNG 1200×800`, or `▧ no image` when there is none; or the picture itself, small,
/// when a thumbnail was drawn for a colour terminal and fits the width.
public struct ImagePlaceholder: Renderable {
  /// The primary attachment, if any.
  public var attachment: Attachment?
  /// The picture drawn small, shown instead of the line when it fits.
  public var thumbnail: ImageThumbnail?

  /// Creates the placeholder of `attachment`, or its `thumbnail`.
  public init(_ attachment: Attachment?, thumbnail: ImageThumbnail? = nil) {
    self.attachment = attachment
    self.thumbnail = thumbnail
  }

  /// The words after the mark.
  public var label: String {
    guard let attachment else { return "no image" }
    guard attachment.kind == .image else { return "PDF, no image" }
    var text = attachment.fileExtension.uppercased()
    if text == "JPG" { text = "JPEG" }
    if let width = attachment.pixelWidth, let height = attachment.pixelHeight {
      text += " \(width)×\(height)"
    }
    return text
  }

  func line(_ context: RenderContext) -> UnbrokenLine {
    UnbrokenLine((context.unicode ? "▧ " : "[img] ") + label, role: .dim)
  }

  /// The thumbnail's lines when there is one that fits `context`'s width.
  func thumbnailLines(_ context: RenderContext) -> [String]? {
    guard let thumbnail, thumbnail.columns <= context.width, !thumbnail.lines.isEmpty else {
      return nil
    }
    return thumbnail.lines
  }

  public func measure(in context: RenderContext) -> Measurement {
    let placeholder = line(context).measure(in: context)
    guard let thumbnail else { return placeholder }
    // Narrower than the thumbnail, the card shows the placeholder line instead.
    return Measurement(
      minimum: placeholder.minimum, maximum: max(placeholder.maximum, thumbnail.columns),
      ideal: placeholder.ideal)
  }

  public func render(in context: RenderContext) -> [String] {
    if let lines = thumbnailLines(context) { return lines }
    return line(context).render(in: context)
  }
}
