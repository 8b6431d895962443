import LedgerCore
import LedgerShell

extension Transaction {
  /// The field names of a transaction in JSON, CSV and TSV, in order.
  public static let recordFields = [
    "id", "project_id", "project", "date", "source", "amount", "signed_amount", "currency", "type",
    "reimbursement", "category_id", "category", "needs_review", "receipt", "notes", "created_at",
    "updated_at", "kind",
  ]

  /// The transaction as a record with stable field names; amounts are decimal strings;
  /// `receipt` is null when it was not looked up; `kind` is purchase, return or fee (any
  /// transaction in a fee category), last so that the columns before it keep their places.
  public func record(projectName: String?, categoryName: String?, hasReceipt: Bool?, isFee: Bool)
    -> Record
  {
    Record([
      "id": .int(id.rawValue),
      "project_id": projectID.map { .int($0.rawValue) } ?? .null,
      "project": .optional(projectName),
      "date": .string(date.iso8601),
      "source": .string(source),
      "amount": .decimal(amount.decimalString),
      "signed_amount": .decimal(signedAmount.decimalString),
      "currency": .string(amount.currency.code),
      "type": .string(type.rawValue),
      "reimbursement": .string(reimbursement.rawValue),
      "category_id": categoryID.map { .int($0.rawValue) } ?? .null,
      "category": .optional(categoryName),
      "needs_review": .bool(needsReview),
      "receipt": hasReceipt.map(FieldValue.bool) ?? .null,
      "notes": .string(notes),
      "created_at": .string(createdAt.iso8601),
      "updated_at": .string(updatedAt.iso8601),
      "kind": .string(TransactionKind.of(self, isFee: isFee).rawValue),
    ])
  }
}
