/// The order of a transaction list; ties are broken by id in the same direction.
public enum TransactionSort: String, Hashable, Sendable, CaseIterable {
  case date
  case amount
}
