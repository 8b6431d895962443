/// Whether a transaction spends money (`purchase`) or gets it back (`return`).
public enum TransactionType: String, Hashable, Sendable, Codable, CaseIterable {
  case purchase
  case `return`
}
