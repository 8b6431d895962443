import LedgerCore
import LedgerShell

/// One bar of a spending report: its label and the total behind it.
struct SpendingBar {
  var label: String
  var total: SpendingTotal
  var currency: Currency

  var amount: Money { Money(minorUnits: total.net, currency: currency) }

  /// The fields of a bar's record, in order; documented in the command's help.
  static let recordFields = [
    "section", "label", "key", "amount", "purchases", "returns", "currency", "count",
  ]

  /// The bar as a record with stable field names; amounts are decimal strings.
  var record: Record {
    Record([
      "section": .string(total.isFee ? "fees" : "spending"),
      "label": .string(label),
      "key": .string(total.key),
      "amount": .decimal(amount.decimalString),
      "purchases": .decimal(Money(minorUnits: total.purchases, currency: currency).decimalString),
      "returns": .decimal(Money(minorUnits: total.returns, currency: currency).decimalString),
      "currency": .string(currency.code),
      "count": .integer(Int64(total.count)),
    ])
  }
}
