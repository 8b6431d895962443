import LedgerCore
import LedgerShell
import TerminalUI

/// A transaction as a card: source, date and amount, its id and a row of badges (type,
/// reimbursement, receipt, needs review, category) and the first two lines of the notes.
///
/// ```
/// ┌──────────────────────────────┐
/// │ West Elm                     │
/// ├──────────────────────────────┤
/// │ 2026-11-02         $1,249.99 │
/// │ #12 [Purchase] [Receipt]     │
/// │ [Furnishings]                │
/// │ Sofa for the living room     │
/// └──────────────────────────────┘
/// ```
public struct TransactionCard: Renderable {
  /// The transaction shown.
  public var transaction: Transaction
  /// The name of its category, if it has one.
  public var categoryName: String?
  /// Whether it has a receipt attached.
  public var hasReceipt: Bool
  /// Whether its category is a fee: money the client paid the studio, not a purchase.
  public var isFee: Bool

  /// Creates a card.
  public init(
    _ transaction: Transaction, categoryName: String?, hasReceipt: Bool, isFee: Bool = false
  ) {
    self.transaction = transaction
    self.categoryName = categoryName
    self.hasReceipt = hasReceipt
    self.isFee = isFee
  }

  /// The badges of the transaction, in the order the card shows them.
  public var badges: [Badge] {
    var badges = [
      isFee
        ? Badge("Fee", role: .accent)
        : transaction.type == .purchase
          ? Badge("Purchase", role: .dim) : Badge("Return", role: .success)
    ]
    switch transaction.reimbursement {
    case .none: break
    case .owedToClient: badges.append(Badge("Owed to client", role: .warning))
    case .owedToCompany: badges.append(Badge("Owed to company", role: .warning))
    }
    if hasReceipt { badges.append(Badge("Receipt", role: .success)) }
    if transaction.needsReview { badges.append(Badge("Needs review", role: .error)) }
    if let categoryName { badges.append(Badge(categoryName, role: .accent)) }
    return badges
  }

  var card: TitledCard {
    var body: [any Renderable] = [BadgeRow(badges, leading: transaction.id.description)]
    if !transaction.notes.isEmpty { body.append(NotesPreview(transaction.notes)) }
    return TitledCard(
      title: transaction.source.isEmpty ? "(no source)" : transaction.source,
      rows: [
        DetailRow(
          transaction.date.shown, transaction.signedAmount.formatted,
          valueRole: transaction.type == .return ? .success : .plain)
      ],
      body: body)
  }

  public func measure(in context: RenderContext) -> Measurement {
    card.measure(in: context)
  }

  public func render(in context: RenderContext) -> [String] {
    card.render(in: context)
  }

  public func render(in context: RenderContext, height: Int) -> [String] {
    card.render(in: context, height: height)
  }
}
