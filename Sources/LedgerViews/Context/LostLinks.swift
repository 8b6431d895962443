import LedgerCore

/// What a move to another project takes away: an item links only to a transaction of its own
/// project, so one moved out of the project keeps no link to that project's transaction.
///
/// `item move`, the item menu and `bulk move` say it in the same words.
public enum LostLinks {
  /// How many item ids a sentence names before it says how many more there are.
  static let namedAtMost = 8

  /// A sentence naming the items whose link `before` held and `after` no longer holds, or
  /// nil when every link stayed.
  public static func sentence(before: [Item], after: [Item]) -> String? {
    let unlinked = Set(after.filter { $0.transactionID == nil }.map(\.id))
    let lost = before.filter { $0.transactionID != nil && unlinked.contains($0.id) }
    guard let first = lost.first, let transaction = first.transactionID else { return nil }
    if lost.count == 1 {
      return "\(first.id) no longer links to transaction \(transaction), of another project."
    }
    var ids = lost.prefix(namedAtMost).map(\.id.description).joined(separator: " ")
    if lost.count > namedAtMost { ids += " and \(lost.count - namedAtMost) more" }
    return "\(ids) no longer link to their transactions, of another project."
  }
}
