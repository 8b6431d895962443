/// What a transaction is in listings and totals: a purchase, a return, or a fee received
/// from the client (any transaction in a fee category).
public enum TransactionKind: String, Hashable, Sendable, CaseIterable {
  case purchase
  case `return`
  case fee

  /// The kind of `transaction`, given whether its category is a fee category.
  public static func of(_ transaction: Transaction, isFee: Bool) -> TransactionKind {
    if isFee { return .fee }
    return transaction.type == .return ? .return : .purchase
  }
}

extension TransactionQuery {
  /// Only transactions of this kind: a purchase or return outside the fee categories, or
  /// any transaction in one.
  public mutating func restrict(to kind: TransactionKind) {
    switch kind {
    case .purchase:
      type = .purchase
      fee = false
    case .return:
      type = .return
      fee = false
    case .fee:
      type = nil
      fee = true
    }
  }
}
