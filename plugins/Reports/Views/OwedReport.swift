import LedgerCore
import LedgerShell
import TerminalUI

/// One project's row of `report owed`: what its client owes and has paid.
struct OwedRow {
  var receivable: ProjectReceivable
  /// The project's name, or "Business inventory" for transactions in no project.
  var project: String
  var client: String
  var currency: Currency

  func money(_ minorUnits: Int64) -> Money { Money(minorUnits: minorUnits, currency: currency) }

  /// The fields of a row's record, in order; documented in the command's help.
  static let recordFields = [
    "project_id", "project", "client", "owed", "open", "paid_back", "owed_to_client", "fees",
    "balance", "currency",
  ]

  /// The row as a record with stable field names; amounts are decimal strings.
  var record: Record {
    Record([
      "project_id": receivable.projectID.map { .int($0.rawValue) } ?? .null,
      "project": .string(project),
      "client": .string(client),
      "owed": .decimal(money(receivable.owed).decimalString),
      "open": .integer(Int64(receivable.openCount)),
      "paid_back": .decimal(money(receivable.paidBack).decimalString),
      "owed_to_client": .decimal(money(receivable.owedToClient).decimalString),
      "fees": .decimal(money(receivable.fees).decimalString),
      "balance": .decimal(money(receivable.balance).decimalString),
      "currency": .string(currency.code),
    ])
  }

  /// The row as a card.
  var card: TitledCard {
    let balance = receivable.balance
    let badge =
      balance > 0
      ? Badge("Owes", role: .warning)
      : balance < 0 ? Badge("Owed back", role: .accent) : Badge("Settled", role: .success)
    var rows: [any Renderable] = []
    if !client.isEmpty { rows.append(TextDetailRow("Client", client)) }
    let open = receivable.openCount
    rows.append(
      DetailRow(
        "To reimburse (\(open))", money(receivable.owed).formatted,
        valueRole: receivable.owed > 0 ? .warning : .plain))
    if receivable.paidBack != 0 {
      rows.append(DetailRow("Paid back", money(receivable.paidBack).formatted))
    }
    if receivable.owedToClient != 0 {
      rows.append(DetailRow("Owed to client", money(receivable.owedToClient).formatted))
    }
    rows.append(DetailRow("Fees received", money(receivable.fees).formatted, valueRole: .success))
    rows.append(DetailRow("Balance", money(balance).formatted))
    return TitledCard(title: project, badges: [badge], rows: rows)
  }
}

/// The text of `report owed`: a heading, one card per project in a grid, and the totals.
struct OwedReportView: Renderable {
  var rows: [OwedRow]
  var scope: String
  var currency: Currency

  func total(_ figure: (ProjectReceivable) -> Int64) -> String {
    Money(minorUnits: rows.reduce(Int64(0)) { $0 &+ figure($1.receivable) }, currency: currency)
      .formatted
  }

  var stack: VerticalStack {
    VerticalStack(
      [
        Paragraph("Owed by clients · \(scope)", role: .bold),
        Grid(rows.map(\.card)),
        VerticalStack([
          AmountRow("To reimburse", total(\.owed)),
          AmountRow("Fees received", total(\.fees)),
          AmountRow("Balance", total(\.balance)),
        ]),
      ], spacing: 1)
  }

  func measure(in context: RenderContext) -> Measurement { stack.measure(in: context) }

  func render(in context: RenderContext) -> [String] { stack.render(in: context) }
}
