import Foundation
import LedgerCore
import LedgerStore
import ReportPages
import TerminalImages

/// The pictures a report page carries: each attached picture decoded, scaled down to at
/// most `longSide` pixels on its long side and encoded as JPEG (PNG when transparent),
/// on every core.
enum PagePictures {
  /// The longest side of a picture on a page, in pixels.
  static let longSide = 400
  /// The JPEG quality: the pictures print about an inch wide.
  static let quality = 78

  /// The pictures of the image attachments among `attachments`, by SHA-256; one that
  /// cannot be read or decoded is left out (the page shows its placeholder).
  static func embed(_ attachments: [Attachment], store: any Store) -> [String: EmbeddedPicture] {
    var found: [(sha256: String, path: String)] = []
    var seen = Set<String>()
    for attachment in attachments where attachment.kind == .image {
      guard seen.insert(attachment.sha256).inserted,
        let path = store.attachmentPath(attachment)
      else { continue }
      found.append((attachment.sha256, path))
    }
    let paths = found
    let results = Results(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      guard let data = FileManager.default.contents(atPath: paths[index].path),
        let picture = try? ScaledPicture.make(
          Array(data), longSide: longSide, quality: quality)
      else { return }
      results.set(
        index,
        EmbeddedPicture(
          mediaType: picture.mediaType, bytes: picture.bytes, width: picture.width,
          height: picture.height))
    }
    var pictures: [String: EmbeddedPicture] = [:]
    for (index, entry) in paths.enumerated() {
      if let picture = results.get(index) { pictures[entry.sha256] = picture }
    }
    return pictures
  }

  /// A picture file (the studio's logo) for a page, or why it cannot be one.
  static func embed(file path: String) -> Result<EmbeddedPicture, PictureProblem> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(PictureProblem(description: "'\(path)' cannot be read"))
    }
    do {
      let picture = try ScaledPicture.make(Array(data), longSide: longSide, quality: 90)
      return .success(
        EmbeddedPicture(
          mediaType: picture.mediaType, bytes: picture.bytes, width: picture.width,
          height: picture.height))
    } catch {
      return .failure(PictureProblem(description: "'\(path)': \(error)"))
    }
  }

  struct PictureProblem: Error, CustomStringConvertible {
    var description: String
  }

  /// Slots written from several threads, each once.
  private final class Results: @unchecked Sendable {
    private var slots: [EmbeddedPicture?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ picture: EmbeddedPicture) {
      lock.lock()
      slots[index] = picture
      lock.unlock()
    }

    func get(_ index: Int) -> EmbeddedPicture? {
      lock.lock()
      defer { lock.unlock() }
      return slots[index]
    }
  }
}
