/// The entity a file is attached to: an item's photos, or a transaction's receipt.
public enum AttachmentOwner: Hashable, Sendable, Codable {
  case item(EntityID)
  case transaction(EntityID)
}
