import LedgerCore
import LedgerShell

/// `bulk set-reimbursement`: sets who owes whom for the selected transactions.
enum BulkSetReimbursementCommand {
  static let spec = CommandSpec(
    "bulk set-reimbursement",
    summary: "Set the reimbursement of the selected transactions",
    discussion:
      "Asks first on a terminal when more than 3 transactions change; scripts then pass --yes.",
    arguments: [
      ArgumentSpec(
        "reimbursement",
        "Who owes whom: \(Reimbursement.allCases.map(\.rawValue).joined(separator: ", "))",
        type: .choice(Reimbursement.allCases.map(\.rawValue)))
    ],
    options: [BulkActions.yes],
    examples: [
      CommandExample("bulk set-reimbursement owed-to-client --yes", "The client owes for them")
    ]
  ) { context in
    let selection = try SelectionSnapshot.require(context, kind: .transactions)
    let text = context.arguments.value("reimbursement") ?? ""
    guard let value = Reimbursement(rawValue: text) else {
      throw ShellError.usage("no reimbursement '\(text)'")
    }
    return try BulkActions.setReimbursement(context, selection, value)
  }
}
