import CalendarDays
import Foundation
import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import StatementImport
import TerminalUI

/// `import statement FILE [--rules FILE] …`: a bank's or card's CSV or OFX statement in.
enum StatementImportCommand {
  static let spec = CommandSpec(
    "import statement",
    summary: "Read a bank or card statement (CSV or OFX) as transactions",
    discussion: """
      Reads the CSV or OFX/QFX file a bank or card offers. Money leaving the account is a \
      purchase, money coming back a return. A CSV is read with the rules file given (see \
      STATEMENT RULES in the manual: hledger's CSV rules, a subset), else by its header row \
      (Date, Description, Amount or Debit and Credit). The vendor is the rules' or the one \
      the description names: by an alias ('vendor alias add'), else by name ignoring case, \
      accents, store numbers and SQ *, TST*, PAYPAL * prefixes; the category the rules', else the vendor's default, else the one its past \
      transactions use most; the project the rules', else --project, else the one project \
      the vendor's transactions of the last 90 days went to (marked needs-review). A line \
      already imported (the same OFX FITID, or the same date, amount and description) is \
      skipped; one matching a transaction entered by hand (same amount, vendor, a date \
      within 3 days) is linked to it, not added: on a terminal it asks first, in a script \
      --match says (link, the default, when one transaction fits; add; or ask). Rows left without a project or \
      category are reviewed, skipped or refused (--unmatched): on a terminal, review shows \
      each one in a numbered menu (choose its project ›, category › or vendor ›, add it, \
      skip it, add it and the rest as they are, or "always for this vendor": its other \
      lines take the same, and it is remembered as a rule at the end of the --rules file, \
      else as a vendor alias and the vendor's default category; q cancels the import), \
      and in a script it imports them marked needs-review. The whole import is one 'undo', with a \
      progress bar on a terminal past 2,000 lines; --dry-run writes nothing and shows each \
      row with where its fields came from, as --format json does.
      """,
    arguments: [ArgumentSpec("file", "The statement: CSV, TSV, OFX or QFX", type: .path)],
    options: [
      OptionSpec("rules", "An hledger-style rules file", type: .path),
      OptionSpec("account", "The account the statement is of", completion: .named(.accounts)),
      OptionSpec(
        "project", "The project of rows no rule gives one", type: .reference("project"),
        completion: .named(.projects)),
      .flag("dry-run", "Show what would be imported; write nothing"),
      OptionSpec(
        "unmatched", "Rows without a project or category: review (default), skip or fail",
        type: .choice(["review", "skip", "fail"])),
      OptionSpec(
        "match",
        "A line like a hand-entered transaction: link, add or ask (default: ask on a "
          + "terminal, else link)",
        type: .choice(["link", "add", "ask"])),
    ],
    examples: [
      CommandExample("import statement amex.csv --rules amex.rules", "A card's export"),
      CommandExample("import statement bank.ofx --dry-run", "See what an OFX file would add"),
      CommandExample(
        "import statement bank.csv --project Loft --unmatched skip",
        "Everything to one project; leave out what no rule places"),
    ]
  ) { context in try run(context) }

  /// A statement of more lines than this shows a progress bar on a terminal.
  static let progressThreshold = 2000

  /// What became of a row.
  enum Outcome: String {
    case added, duplicate, linked, review = "left for review", skippedByRule = "skipped by rule"
    case skippedUnmatched = "skipped unmatched", zero = "zero amount"
  }

  /// A row with what ledgersh makes of it.
  struct Planned {
    var row: StatementRow
    var key: String
    var outcome: Outcome
    var draft: TransactionDraft?
    var linkedTo: EntityID?
    var addedAs: EntityID?
    var vendor: String
    var vendorFrom: String
    var category: String?
    var categoryFrom: String?
    var project: String?
    var projectFrom: String?
  }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let path = context.arguments.value("file") ?? ""
    let store = try context.store()
    let account: Account
    if let name = context.arguments.value("account") {
      account = try EntityLookup.account(name, in: store)
    } else {
      account = try context.account()
    }
    let bytes = try readBytes(path)
    var rules: StatementRules?
    if let rulesPath = context.arguments.value("rules") {
      let rulesBytes = try readBytes(rulesPath)
      do {
        rules = try StatementRules.parse(
          String(decoding: rulesBytes, as: UTF8.self), fileName: rulesPath)
      } catch {
        throw ShellError.failure(error.message, hint: error.hint)
      }
    }
    let statement: Statement
    do {
      statement = try StatementReader.read(
        bytes, fileName: path, rules: rules,
        decimalMark: account.currency.writesDecimalComma ? "," : ".")
    } catch {
      throw ShellError.failure("\(path): \(error.message)", hint: error.hint)
    }
    for warning in statement.warnings { context.warning("\(path): \(warning)") }
    // A line like a hand-entered transaction: on a terminal the user says (unless a dry
    // run); in a script it is linked, unless --match says otherwise.
    let dryRun = context.arguments.flag("dry-run")
    let match =
      context.arguments.value("match")
      ?? (context.interaction != nil && !dryRun ? "ask" : "link")
    let planner = try StatementPlanner(
      store: store, account: account, context: context,
      unmatched: context.arguments.value("unmatched") ?? "review",
      match: match,
      project: context.arguments.value("project").map { try context.project(named: $0) })
    var planned = try planner.plan(statement, path: path)
    // On a terminal, the rows without a project or category go through a menu first,
    // before the ledger is written (or locked).
    var always: [StatementAlways] = []
    if !dryRun, (context.arguments.value("unmatched") ?? "review") == "review",
      let interaction = context.interaction,
      planned.contains(where: { StatementReview.needsReview($0) })
    {
      try context.refuseIfReadOnly()
      always = try StatementReview(
        context: context, interaction: interaction, store: store, accountID: account.id,
        rulesPath: context.arguments.value("rules")
      ).review(&planned)
    }
    var said: [String] = []
    if !dryRun, planned.contains(where: { $0.draft != nil || $0.linkedTo != nil }) {
      let rows = planned
      let ids = try context.perform { writer in
        // "Always for this vendor" without a rules file: an alias and a default category,
        // in the import's one undo.
        for remembered in always {
          said += try remembered.writeToLedger(writer, accountID: account.id)
        }
        return try addRows(rows, writer: writer, context: context)
      }
      for (index, id) in ids.enumerated() { planned[index].addedAs = id }
    }
    // With a rules file, a rule at its end, once the import is in.
    for remembered in always {
      do {
        if let text = try remembered.writeRule() { said.append(text) }
      } catch let error as StatementAlwaysError {
        context.warning(error.message)
      }
    }
    for text in said { context.notice(text) }
    let counts = Dictionary(grouping: planned, by: \.outcome).mapValues(\.count)

    func count(_ outcome: Outcome) -> Int { counts[outcome] ?? 0 }
    var parts = ["\(count(.added) + count(.review)) added"]
    if count(.review) > 0 { parts.append("\(count(.review)) of them left for review") }
    parts.append("\(count(.duplicate)) duplicates skipped")
    parts.append("\(count(.linked)) linked")
    parts.append("\(count(.skippedByRule)) skipped by rules")
    if count(.zero) > 0 { parts.append("\(count(.zero)) of zero amount left out") }
    if count(.skippedUnmatched) > 0 {
      parts.append("\(count(.skippedUnmatched)) unmatched skipped")
    }
    let message =
      (dryRun ? "Dry run, nothing written: " : "Imported \(path): ")
      + parts.joined(separator: ", ") + "."
    let records = planned.map(record)
    let showRows = dryRun || context.format != .text
    var result = CommandResult(
      data: showRows
        ? .list(records)
        : .record(
          Record([
            "added": .int(count(.added) + count(.review)), "review": .int(count(.review)),
            "duplicates": .int(count(.duplicate)), "linked": .int(count(.linked)),
            "skipped_by_rules": .int(count(.skippedByRule)),
            "skipped_unmatched": .int(count(.skippedUnmatched)),
          ])),
      message: message, isConfirmation: true)
    if showRows, dryRun {
      // The rows on stdout, the summary below them (on stderr when piped).
      result.message = nil
      result.isConfirmation = false
      result.footer = message
      let lines = planned.map(describe)
      // Each row fits the width: wrapped between words, its later lines indented.
      result.text = { style in
        lines.flatMap { line -> [String] in
          let wrapped = TextWrapper.wrapAtWords(line, width: max(20, style.width))
          guard wrapped.count > 1 else { return wrapped }
          let rest = TextWrapper.wrapAtWords(
            wrapped.dropFirst().joined(separator: " "), width: max(16, style.width - 4))
          return [wrapped[0]] + rest.map { "    " + $0 }
        }.joined(separator: "\n")
      }
    }
    return result
  }

  /// Adds the rows to add, links the linked; answers each row's new transaction's id.
  static func addRows(_ rows: [Planned], writer: any LedgerWriter, context: CommandContext)
    throws -> [EntityID?]
  {
    // A bar on a terminal for a long statement; nothing on a pipe.
    try context.withProgress("Importing") { update in
      let report = rows.count > progressThreshold ? update : nil
      var ids: [EntityID?] = []
      ids.reserveCapacity(rows.count)
      for (index, plan) in rows.enumerated() {
        if index % 256 == 0 { report?(index, rows.count) }
        if let draft = plan.draft {
          ids.append(try writer.addTransaction(draft).id)
          continue
        }
        // A line linked to a transaction entered by hand: that one is now the line's,
        // so the next import of the file skips it as a duplicate.
        if let linked = plan.linkedTo {
          try writer.setSourceKey(plan.key, ofTransaction: linked)
        }
        ids.append(nil)
      }
      report?(rows.count, rows.count)
      return ids
    }
  }

  /// `line 2  2026-11-03  purchase 129.99  Amazon (rule line 11) · Office supplies
  /// (vendor default) · no project → left for review`.
  static func describe(_ plan: Planned) -> String {
    let row = plan.row
    var text =
      "line \(row.line)  \(row.date)  "
      + (row.amount.isZero ? "" : row.isReturn ? "return " : "purchase ")
      + "\(row.magnitude)  \(plan.vendor) (\(plan.vendorFrom))"
    if row.skippedBy == nil, plan.outcome != .zero {
      text += " · " + (plan.category.map { "\($0) (\(plan.categoryFrom ?? ""))" } ?? "no category")
      text += " · " + (plan.project.map { "\($0) (\(plan.projectFrom ?? ""))" } ?? "no project")
    }
    text += " → \(plan.outcome.rawValue)"
    if let skipped = row.skippedBy { text += " (rule line \(skipped))" }
    if let linked = plan.linkedTo { text += " \(linked)" }
    return text
  }

  static func record(_ plan: Planned) -> Record {
    let row = plan.row
    var fields: [(String, FieldValue)] = [
      ("line", .int(row.line)), ("date", .string(row.date.iso8601)),
      ("description", .string(row.description)),
      ("amount", .decimal(row.magnitude.description)),
      ("type", .string(row.isReturn ? "return" : "purchase")),
      ("type_from", .string(row.typeSource.description)),
      ("outcome", .string(plan.outcome.rawValue)),
      ("vendor", .string(plan.vendor)), ("vendor_from", .string(plan.vendorFrom)),
      ("category", plan.category.map(FieldValue.string) ?? .null),
      ("category_from", plan.categoryFrom.map(FieldValue.string) ?? .null),
      ("project", plan.project.map(FieldValue.string) ?? .null),
      ("project_from", plan.projectFrom.map(FieldValue.string) ?? .null),
      ("source_key", .string(plan.key)),
    ]
    fields.append(("linked_to", plan.linkedTo.map { .int($0.rawValue) } ?? .null))
    fields.append(("id", plan.addedAs.map { .int($0.rawValue) } ?? .null))
    if let skipped = row.skippedBy {
      fields.append(("skipped_by", .string("rule line \(skipped)")))
    } else {
      fields.append(("skipped_by", .null))
    }
    return Record(fields: fields.map { Record.Field(name: $0.0, value: $0.1) })
  }

  static func readBytes(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ShellError.failure("cannot read '\(path)'", hint: "check the path and permissions")
    }
    return Array(data)
  }
}
