import LedgerCore
import LedgerShell

extension Attachment {
  /// The field names of an attachment in JSON, CSV and TSV, in order.
  public static let recordFields = [
    "id", "owner_kind", "owner_id", "name", "kind", "bytes", "width", "height", "primary",
    "sha256",
  ]

  /// The owner's kind as the commands spell it: `item`, `tx` or `space`.
  public var ownerKindName: String { owner.commandNoun }

  /// The attachment as a record with stable field names; `width` and `height` are null
  /// when the file is not a picture whose size could be read.
  public func record() -> Record {
    Record([
      "id": .int(id.rawValue),
      "owner_kind": .string(ownerKindName),
      "owner_id": .int(owner.id.rawValue),
      "name": .string(originalName),
      "kind": .string(kind.rawValue),
      "bytes": .int(byteCount),
      "width": pixelSize.map { .int($0.width) } ?? .null,
      "height": pixelSize.map { .int($0.height) } ?? .null,
      "primary": .bool(isPrimary),
      "sha256": .string(sha256),
    ])
  }

  /// The picture's size in pixels, when known.
  public var pixelSize: (width: Int, height: Int)? {
    guard let pixelWidth, let pixelHeight else { return nil }
    return (pixelWidth, pixelHeight)
  }
}

extension AttachmentOwner {
  /// The owner's kind as the commands spell it: `item`, `tx` or `space`.
  public var commandNoun: String {
    switch self {
    case .item: return "item"
    case .transaction: return "tx"
    case .space: return "space"
    }
  }
}
