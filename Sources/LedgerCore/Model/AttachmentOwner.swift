/// The entity a file is attached to: an item's photos, a transaction's receipt, or a
/// space's pictures and plans.
public enum AttachmentOwner: Hashable, Sendable {
  case item(EntityID)
  case transaction(EntityID)
  case space(EntityID)

  /// The owner's id.
  public var id: EntityID {
    switch self {
    case .item(let id), .transaction(let id), .space(let id): return id
    }
  }

  /// The owner's kind as a word: "item", "transaction" or "space".
  public var kindName: String {
    switch self {
    case .item: return "item"
    case .transaction: return "transaction"
    case .space: return "space"
    }
  }
}

extension AttachmentOwner: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind
    case id
  }

  /// Decodes `{"kind": "item", "id": 12}` (or `"transaction"`, `"space"`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = try container.decode(EntityID.self, forKey: .id)
    switch try container.decode(String.self, forKey: .kind) {
    case "item": self = .item(id)
    case "transaction": self = .transaction(id)
    case "space": self = .space(id)
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container,
        debugDescription: "'\(other)' is not an attachment owner (item, transaction or space)")
    }
  }

  /// Encodes `{"kind": "item", "id": 12}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kindName, forKey: .kind)
    try container.encode(id, forKey: .id)
  }
}
