import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `report owed` / `receivables`: what each project's client owes, project by project.
enum ReportOwedCommand {
  static let spec = CommandSpec(
    "report owed", aliases: ["receivables"],
    summary: "What each client owes: purchases to reimburse, fees, balance",
    discussion: """
      One card per project of the account (or only --project P) with anything to show: \
      the client, the purchases owed to the company not yet paid back ('To reimburse', \
      with how many), those paid back ('tx reimbursed'), what the company owes the client \
      back (owed-to-client), the fees received (transactions in fee categories) and the \
      balance: what the client still owes, less what the company owes back. Returns count \
      against purchases. Transactions in no project show as Business inventory. --format \
      json, jsonl, csv and tsv give one row per project with the fields project_id, \
      project, client, owed, open (how many to reimburse), paid_back, owed_to_client, \
      fees, balance and currency. 'txs --all --reimbursement owed-to-company' lists the \
      transactions.
      """,
    options: [
      OptionSpec(
        "project", "Only this project", type: .reference("project"),
        completion: .named(.projects))
    ],
    examples: [
      CommandExample("report owed", "What every client owes"),
      CommandExample("receivables --project \"Smith Residence\"", "One project's client"),
      CommandExample("report owed --format csv", "As CSV, one row per project"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let store = try context.store()
    let account = try context.account()
    var project: Project?
    if let text = context.arguments.value("project") { project = try context.project(named: text) }
    let projects = try store.projects(ProjectQuery(accountID: account.id, includeArchived: true))
    var receivables = try store.receivables(accountID: account.id)
    if let project { receivables = receivables.filter { $0.projectID == project.id } }
    let rows = receivables.map { receivable in
      let owner = receivable.projectID.flatMap { id in projects.first { $0.id == id } }
      return OwedRow(
        receivable: receivable, project: owner?.name ?? "Business inventory",
        client: owner?.clientName ?? "", currency: account.currency)
    }
    let scope = project?.name ?? "All projects"
    let message =
      "Nothing owed and no fees in \(project.map { "'\($0.name)'" } ?? "this account"). Mark a "
      + "purchase reimbursable with 'tx add … --reimbursement owed-to-company'."
    let view = OwedReportView(rows: rows, scope: scope, currency: account.currency)
    return CommandResult(
      data: .records(rows.map(\.record), columns: OwedRow.recordFields),
      message: rows.isEmpty ? message : nil
    ) { style in
      guard !rows.isEmpty else { return CommandResult.wrapped(message, style: style) }
      return style.draw(view)
    }
  }
}
