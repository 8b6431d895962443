import CalendarDays
import Foundation
import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import StatementImport

/// Decides, for each row of a statement, its vendor, category and project (and where each
/// came from), and whether it is added, a duplicate, linked to a hand-entered transaction,
/// left for review or skipped.
struct StatementPlanner {
  typealias Planned = StatementImportCommand.Planned

  let account: Account
  let context: CommandContext
  let unmatched: String
  let match: String
  let project: Project?
  let vendors: StatementVendorMatch
  let categories: [BudgetCategory]
  let projects: [Project]
  let history: [Transaction]
  let existingKeys: Set<String>
  let today: CalendarDay

  init(
    store: any Store, account: Account, context: CommandContext, unmatched: String,
    match: String, project: Project?
  ) throws {
    self.account = account
    self.context = context
    self.unmatched = unmatched
    self.match = match
    self.project = project
    vendors = StatementVendorMatch(
      vendors: try store.vendors(accountID: account.id),
      aliases: try store.vendorAliases(accountID: account.id))
    categories = try store.categories(accountID: account.id, includeArchived: false)
    projects = try store.projects(ProjectQuery(accountID: account.id))
    history = try store.transactions(
      TransactionQuery(accountID: account.id, descending: false))
    existingKeys = try store.transactionSourceKeys(accountID: account.id)
    today = context.today
  }

  /// Past transactions by folded vendor name.
  var historyByVendor: [String: [Transaction]] {
    Dictionary(grouping: history, by: { StatementVendorMatch.fold($0.source) })
  }

  func plan(_ statement: Statement, path: String) throws -> [Planned] {
    let byVendor = historyByVendor
    var claimed: Set<EntityID> = []
    var seenKeys = existingKeys
    var planned: [Planned] = []
    var unmatchedRows: [Int] = []
    var categoryNamed: [String: BudgetCategory?] = [:]
    var projectNamed: [String: Project?] = [:]
    let currency = account.currency
    for (row, key) in zip(statement.rows, statement.sourceKeys) {
      // The vendor: a rule's, else the one the description names, else a name made of it.
      let vendorName: String
      let vendorFrom: String
      var vendor: Vendor?
      if let given = row.assigned[.vendor] {
        vendor = vendors.vendor(for: given.value)
        vendorName = vendor?.name ?? given.value
        vendorFrom = given.source.description
      } else if let found = vendors.match(row.description) {
        vendor = found.vendor
        vendorName = found.vendor.name
        vendorFrom = found.from
      } else {
        vendorName = StatementVendorMatch.name(from: row.description)
        vendorFrom = "description"
      }
      var plan = Planned(
        row: row, key: key, outcome: .added, vendor: vendorName, vendorFrom: vendorFrom)
      if row.skippedBy != nil {
        plan.outcome = .skippedByRule
        planned.append(plan)
        continue
      }
      if let code = row.currency, !code.isEmpty, code.uppercased() != currency.code,
        Currency(code: code) != nil
      {
        throw ShellError.failure(
          "\(path) line \(row.line): the amount is in \(code.uppercased()), the account in "
            + currency.code,
          hint: "import it into an account in \(code.uppercased()) with --account")
      }
      if row.amount.isZero {
        plan.outcome = .zero
        planned.append(plan)
        continue
      }
      guard let scaled = row.magnitude.rescaled(to: currency.minorUnitDigits) else {
        throw ShellError.failure(
          "\(path) line \(row.line): \(row.magnitude) has more decimals than \(currency.code)")
      }
      let amount = Money(minorUnits: scaled.value, currency: currency)
      let folded = StatementVendorMatch.fold(vendorName)
      let past = byVendor[folded] ?? []
      // The category: a rule's, else the vendor's default, else its most used.
      var categoryID: EntityID?
      if let given = row.assigned[.category] {
        // Looked up once per name: a rule names the same few categories on every line.
        let category: BudgetCategory?
        if let known = categoryNamed[given.value] {
          category = known
        } else {
          category = categories.first(where: { same($0.name, given.value) })
          categoryNamed[given.value] = category
        }
        guard let category else {
          throw ShellError.failure(
            "\(path) line \(row.line): no category is named '\(given.value)' (\(given.source))",
            hint: "add it with 'category add', or fix the rule")
        }
        categoryID = category.id
        plan.categoryFrom = given.source.description
      } else if let id = vendor?.defaultCategoryID {
        categoryID = id
        plan.categoryFrom = "vendor default"
      } else {
        let counts = Dictionary(grouping: past.compactMap(\.categoryID), by: { $0 })
          .mapValues(\.count)
        if let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) {
          categoryID = best.key
          plan.categoryFrom = "history"
        }
      }
      plan.category = categories.first { $0.id == categoryID }?.name
      // The project: a rule's, else --project, else the vendor's one project of 90 days.
      var projectID: EntityID?
      var review = false
      if let given = row.assigned[.project] {
        let found: Project?
        if let known = projectNamed[given.value] {
          found = known
        } else {
          found = projects.first(where: { same($0.name, given.value) })
          projectNamed[given.value] = found
        }
        guard let found else {
          throw ShellError.failure(
            "\(path) line \(row.line): no project is named '\(given.value)' (\(given.source))",
            hint: "add it with 'project add', or fix the rule")
        }
        projectID = found.id
        plan.projectFrom = given.source.description
      } else if let project {
        projectID = project.id
        plan.projectFrom = "--project"
      } else {
        let recent = Set(
          past.filter { $0.date >= today.adding(days: -90) }.compactMap(\.projectID))
        if recent.count == 1, let only = recent.first {
          projectID = only
          plan.projectFrom = "history"
          review = true
        }
      }
      plan.project = projects.first { $0.id == projectID }?.name
      let type: TransactionType = row.isReturn ? .return : .purchase
      var reimbursement = Reimbursement.none
      if let given = row.assigned[.reimbursement] {
        guard let value = Reimbursement(rawValue: given.value.lowercased()) else {
          throw ShellError.failure(
            "\(path) line \(row.line): reimbursement is none, owed-to-client or "
              + "owed-to-company, not '\(given.value)' (\(given.source))")
        }
        reimbursement = value
      }
      if let given = row.assigned[.review] { review = StatementRules.flag(given.value) ?? true }
      // Already imported (or twice in this file): the same key.
      if !seenKeys.insert(key).inserted {
        plan.outcome = .duplicate
        planned.append(plan)
        continue
      }
      // Entered by hand (no source key): the same amount, type and vendor, a date within
      // 3 days. An imported one is a statement line of its own, though it looks the same.
      if match != "add" {
        let candidates = past.filter {
          $0.sourceKey == nil && !claimed.contains($0.id) && $0.amount == amount
            && $0.type == type
            && abs($0.date.daysSince1970 - row.date.daysSince1970) <= 3
        }
        // One on the very day is the one (the same line imported before, or entered the
        // day it was spent); else the window must hold exactly one.
        let sameDay = candidates.filter { $0.date == row.date }
        let chosen = sameDay.first ?? (candidates.count == 1 ? candidates.first : nil)
        if let found = chosen {
          var link = true
          if match == "ask" {
            // A script without answers cannot say: it is told what it can pass instead.
            _ = try context.requireInteraction(instead: "--match link or --match add")
            link = try context.confirm(
              "Line \(row.line) (\(row.date) \(row.description) \(amount.formatted)) looks like "
                + "transaction \(found.id) of \(found.date): the same?")
          }
          if link {
            claimed.insert(found.id)
            plan.outcome = .linked
            plan.linkedTo = found.id
            planned.append(plan)
            continue
          }
        }
      }
      if projectID == nil || categoryID == nil {
        switch unmatched {
        case "skip":
          plan.outcome = .skippedUnmatched
          planned.append(plan)
          continue
        case "fail":
          unmatchedRows.append(row.line)
        default:
          review = true
        }
      }
      if review { plan.outcome = .review }
      plan.draft = TransactionDraft(
        projectID: projectID, source: vendorName, amount: amount, date: row.date, type: type,
        reimbursement: reimbursement, categoryID: categoryID, needsReview: review,
        notes: row.assigned[.notes]?.value ?? "", accountID: account.id, sourceKey: key)
      planned.append(plan)
    }
    if !unmatchedRows.isEmpty {
      let lines = unmatchedRows.prefix(20).map(String.init).joined(separator: ", ")
      throw ShellError.failure(
        "\(unmatchedRows.count) \(unmatchedRows.count == 1 ? "row has" : "rows have") no "
          + "project or category (lines \(lines)\(unmatchedRows.count > 20 ? ", …" : "")): "
          + "nothing imported",
        hint: "give them one with rules or --project, or use --unmatched review|skip")
    }
    return planned
  }

  func same(_ left: String, _ right: String) -> Bool {
    left.compare(right, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
  }
}
