import Foundation
import LedgerCore
import LedgerShell
import LedgerViews

/// The option specs the transaction commands share.
enum TransactionOptions {
  static let project = OptionSpec(
    "project", "The project (default: the current one, see 'use')", type: .reference("project"),
    completion: .named(.projects))
  static let source = OptionSpec(
    "source", "The vendor; ones already used complete with Tab", completion: .named(.vendors)
  ).suggested(for: "vendor", "payee", "store", "shop")
  static let amount = OptionSpec(
    "amount", "The amount, such as 1249.99 or 1,249.99 (never negative)", type: .money
  ).suggested(for: "price", "cost", "total")
  static let date = OptionSpec("date", "The day of the transaction", type: .date)
  static let category = OptionSpec(
    "category", "The budget category", type: .reference("category"),
    completion: .named(.categories))
  static let type = OptionSpec(
    "type", "Whether money was spent or returned",
    type: .choice(TransactionType.allCases.map(\.rawValue)), defaultValue: "purchase")
  static let reimbursement = OptionSpec(
    "reimbursement", "Who owes whom for it",
    type: .choice(Reimbursement.allCases.map(\.rawValue)), defaultValue: "none")
  static let needsReview = OptionSpec.flag("needs-review", "Mark it as needing review")
  static let notes = OptionSpec("notes", "Free text; the first two lines show on its card")
    .suggested(for: "note", "memo", "description")
  // The kinds listed from the ones accepted, so that help cannot name another (it said gif).
  static let receipt = OptionSpec(
    "receipt",
    "Attach a receipt ("
      + AttachmentKind.acceptedExtensions.dropLast().joined(separator: ", ") + " or "
      + (AttachmentKind.acceptedExtensions.last ?? "pdf") + ")", type: .path)
  /// The `--receipt` path, if given; an empty one is a usage error rather than the folder
  /// it would resolve to.
  static func receiptPath(_ arguments: ParsedArguments) throws -> String? {
    guard let path = arguments.value("receipt") else { return nil }
    guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw ShellError.usage(
        "--receipt needs the path of a file, not an empty string",
        hint: "such as --receipt ~/Receipts/lamp.pdf")
    }
    try AttachableFile.check(path)
    return path
  }

  static let transactionArgument = ArgumentSpec(
    "transaction", "The transaction's id, such as #12", type: .reference("transaction"))
}
