/// The entity a file is attached to: an item's photos, or a transaction's receipt.
public enum AttachmentOwner: Hashable, Sendable {
  case item(EntityID)
  case transaction(EntityID)

  /// The owner's id.
  public var id: EntityID {
    switch self {
    case .item(let id), .transaction(let id): return id
    }
  }
}

extension AttachmentOwner: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind
    case id
  }

  /// Decodes `{"kind": "item", "id": 12}` (or `"transaction"`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = try container.decode(EntityID.self, forKey: .id)
    switch try container.decode(String.self, forKey: .kind) {
    case "item": self = .item(id)
    case "transaction": self = .transaction(id)
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container,
        debugDescription: "'\(other)' is not an attachment owner (item or transaction)")
    }
  }

  /// Encodes `{"kind": "item", "id": 12}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .item(let id):
      try container.encode("item", forKey: .kind)
      try container.encode(id, forKey: .id)
    case .transaction(let id):
      try container.encode("transaction", forKey: .kind)
      try container.encode(id, forKey: .id)
    }
  }
}
