import LedgerCore
import TerminalImages
import TerminalUI

/// An attached file in a gallery (FR-3.3, FR-1.10): its name (★ on the primary one), kind,
/// size on disk and, for pictures, pixel size.
///
/// ```
/// ┌──────────────────────────┐
/// │ ★ sofa-front.png         │
/// ├──────────────────────────┤
/// │ Kind           PNG image │
/// │ Size             14.2 kB │
/// │ Pixels          1200×800 │
/// ├──────────────────────────┤
/// │ #4 · primary             │
/// └──────────────────────────┘
/// ```
public struct AttachmentCard: Renderable {
  /// The attachment shown.
  public var attachment: Attachment
  /// A PDF's number of pages, when known.
  public var pageCount: Int?
  /// The picture drawn small, shown under the details when it fits.
  public var thumbnail: ImageThumbnail?
  /// The format the picture's bytes are in, when read: a PNG saved as `.jpg` is a PNG.
  public var pictureFormat: ImageFormat?

  /// Creates the card of `attachment`.
  public init(_ attachment: Attachment, pageCount: Int? = nil) {
    self.attachment = attachment
    self.pageCount = pageCount
  }

  /// The card this one is drawn as.
  public func card(_ context: RenderContext) -> TitledCard {
    var rows = [
      DetailRow("Kind", Self.kindText(attachment, format: pictureFormat)),
      DetailRow("Size", Self.sizeText(attachment.byteCount)),
    ]
    if let size = attachment.pixelSize {
      rows.append(DetailRow("Pixels", "\(size.width)×\(size.height)"))
    }
    if let pageCount { rows.append(DetailRow("Pages", "\(pageCount)")) }
    var footer = "\(attachment.id)"
    if attachment.isPrimary { footer += " \(context.symbols.separator) primary" }
    let body: [any Renderable] =
      thumbnail == nil ? [] : [ImagePlaceholder(attachment, thumbnail: thumbnail)]
    return TitledCard(
      title: attachment.isPrimary ? "★ " + attachment.originalName : attachment.originalName,
      rows: rows, body: body, footer: [footer])
  }

  /// What the file is, such as `PNG image` or `PDF`.
  public static func kindText(_ attachment: Attachment, format: ImageFormat? = nil) -> String {
    switch attachment.kind {
    case .pdf: return "PDF"
    case .image:
      // Named by the extension its bytes call for when they were read, else by its own.
      let fileExtension = format.map { AttachableFile.described($0).1 } ?? attachment.fileExtension
      return (fileExtension == "jpg" ? "JPEG" : fileExtension.uppercased()) + " image"
    }
  }

  /// A byte count the way file browsers show it: `812 B`, `14.2 kB`, `2.4 MB` (powers of 1000).
  public static func sizeText(_ bytes: Int64) -> String {
    guard bytes >= 1000 else { return "\(bytes) B" }
    let units = ["kB", "MB", "GB", "TB"]
    var value = Double(bytes) / 1000
    var unit = 0
    while value >= 999.95, unit < units.count - 1 {
      value /= 1000
      unit += 1
    }
    let tenths = Int((value * 10).rounded())
    let text = tenths >= 1000 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    return "\(text) \(units[unit])"
  }

  public func measure(in context: RenderContext) -> Measurement {
    card(context).measure(in: context)
  }

  public func render(in context: RenderContext) -> [String] {
    card(context).render(in: context)
  }

  public func render(in context: RenderContext, height: Int) -> [String] {
    card(context).render(in: context, height: height)
  }
}
