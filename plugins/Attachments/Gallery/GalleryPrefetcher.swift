import Foundation
import LedgerViews
import TerminalImages

/// Draws the gallery's pictures on a background queue ahead of time: while one is on
/// screen, the next and the previous are decoded and drawn, so that moving to them only
/// writes them out (a 12-megapixel photo takes longer to decode than a key press allows).
final class GalleryPrefetcher: @unchecked Sendable {
  /// One picture drawn at one screen size.
  struct Key: Hashable {
    var index: Int
    var columns: Int
    var rows: Int
  }

  private let pictures: [AttachmentPicture]
  private let renderer: ImageRenderer
  /// Runs one drawing at a time: asking for a picture waits for the one being drawn.
  private let queue = DispatchQueue(label: "ledgersh.gallery.prefetch")
  private let lock = NSLock()
  private var drawn: [Key: Result<RenderedImage, AttachmentPictureError>] = [:]

  /// Creates a prefetcher of `pictures`, drawn with `renderer`.
  init(_ pictures: [AttachmentPicture], renderer: ImageRenderer) {
    self.pictures = pictures
    self.renderer = renderer
  }

  /// The picture `key` names, drawn now unless it was drawn ahead.
  func picture(_ key: Key) -> Result<RenderedImage, AttachmentPictureError> {
    queue.sync { draw(key) }
  }

  /// Starts drawing the neighbours of `key`'s picture, forgetting the others.
  func prefetchNeighbours(of key: Key) {
    let wanted = [key.index + 1, key.index - 1].filter { pictures.indices.contains($0) }
      .map { Key(index: $0, columns: key.columns, rows: key.rows) }
    lock.withLock {
      let keep = Set(wanted + [key])
      drawn = drawn.filter { keep.contains($0.key) }
    }
    for neighbour in wanted {
      queue.async { _ = self.draw(neighbour) }
    }
  }

  private func draw(_ key: Key) -> Result<RenderedImage, AttachmentPictureError> {
    if let done = lock.withLock({ drawn[key] }) { return done }
    let picture = pictures[key.index]
    let renderer = self.renderer
    let result = Result { () throws(AttachmentPictureError) -> RenderedImage in
      try picture.render(with: renderer, columns: key.columns, rows: key.rows)
    }
    lock.withLock { drawn[key] = result }
    return result
  }
}
