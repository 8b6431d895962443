import LedgerCore
import TerminalUI

/// The placeholder block of a card's primary picture: its kind and pixel size, such as
/// `▧ PNG 1200×800`, or `▧ no image` when there is none.
public struct ImagePlaceholder: Renderable {
  /// The primary attachment, if any.
  public var attachment: Attachment?

  /// Creates the placeholder of `attachment`.
  public init(_ attachment: Attachment?) {
    self.attachment = attachment
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

  public func measure(in context: RenderContext) -> Measurement {
    line(context).measure(in: context)
  }

  public func render(in context: RenderContext) -> [String] {
    line(context).render(in: context)
  }
}
