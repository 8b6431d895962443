import LedgerCore
import LedgerShell

/// `bulk mark-reviewed`: marks the selected transactions reviewed.
enum BulkMarkReviewedCommand {
  static let spec = CommandSpec(
    "bulk mark-reviewed",
    summary: "Mark the selected transactions reviewed",
    discussion:
      "Asks first on a terminal when more than 3 transactions change; scripts then pass --yes.",
    options: [BulkActions.yes],
    examples: [CommandExample("bulk mark-reviewed --yes", "Done reviewing them")]
  ) { context in
    let selection = try SelectionSnapshot.require(context, kind: .transactions)
    return try BulkActions.markReviewed(context, selection)
  }
}
