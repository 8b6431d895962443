/// Whether a budget category tracks money spent (`standard`) or fees received (`fee`).
public enum CategoryKind: String, Hashable, Sendable, Codable, CaseIterable {
  case standard
  case fee
}
