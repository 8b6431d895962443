import LedgerCore
import LedgerShell
import LedgerStore

/// The filters and order of a transaction list, as `txs`, `txs filter` and `select txs`
/// take them.
///
/// A value set with `txs filter` or `txs sort` is kept in the session
/// (`session[state: TransactionFilters.self]`) and applies to every later `txs` and
/// `select txs`; options given on a command line override it for that command.
public struct TransactionFilters: Sendable, Equatable {
  /// Only this budget category.
  public var categoryID: EntityID?
  /// Only transactions needing review.
  public var needsReview = false
  /// First day included.
  public var from: CalendarDay?
  /// Last day included.
  public var to: CalendarDay?
  /// Only this vendor (ignoring case).
  public var source: String?
  /// Only purchases, returns or fees.
  public var kind: TransactionKind?
  /// Only this reimbursement.
  public var reimbursement: Reimbursement?
  /// Smallest amount included.
  public var minAmount: Money?
  /// Largest amount included.
  public var maxAmount: Money?
  /// The order, newest or largest first; nil is the default (by date).
  public var sort: TransactionSort?

  /// No filters, the default order.
  public init() {}

  /// Whether nothing is filtered and the order is the default.
  public var isEmpty: Bool { self == TransactionFilters() }

  /// The options that filter (without the order, the limit or the project).
  public static let filterOptions: [OptionSpec] = [
    OptionSpec(
      "category", "Only this budget category", type: .reference("category"),
      completion: .named(.categories)),
    .flag("needs-review", "Only transactions needing review"),
    OptionSpec("from", "First day included", type: .date),
    OptionSpec("to", "Last day included", type: .date),
    OptionSpec("since", "The same as --from", type: .date),
    OptionSpec("until", "The same as --to", type: .date),
    OptionSpec(
      "source", "Only this vendor (ignoring case; a listed vendor, accents too)",
      completion: .named(.vendors)),
    OptionSpec("vendor", "The same as --source", completion: .named(.vendors)),
    OptionSpec(
      "type", "Only purchases, returns or fees (transactions in a fee category)",
      type: .choice(TransactionKind.allCases.map(\.rawValue))),
    OptionSpec(
      "reimbursement", "Only this reimbursement",
      type: .choice(Reimbursement.allCases.map(\.rawValue))),
    OptionSpec("min", "Smallest amount included", type: .money),
    OptionSpec("max", "Largest amount included", type: .money),
  ]

  /// The `--all` option: every project of the account instead of one.
  public static let allOption = OptionSpec.flag(
    "all", "Every project of the account, and business inventory")

  /// The `--sort` option.
  public static let sortOption = OptionSpec(
    "sort", "Order, newest or largest first", type: .choice(["date", "amount"]),
    defaultValue: "date")

  /// The `--limit` option.
  public static let limitOption = OptionSpec(
    "limit", "Show at most N", type: .integer(1...1_000_000_000))

  /// The `--project` option.
  public static let projectOption = OptionSpec(
    "project", "The project (default: the current one, see 'use')", type: .reference("project"),
    completion: .named(.projects))

  /// Every option of a transaction listing: the filters, the order, the limit, the project.
  public static let options: [OptionSpec] =
    filterOptions + [sortOption, limitOption, projectOption, allOption]

  /// Whether the command line gave any filter or order option.
  public static func given(in arguments: ParsedArguments) -> Bool {
    (filterOptions + [sortOption]).contains { arguments.has($0.name) }
  }

  /// The session's filters with the command line's filter and order options laid over them.
  public static func current(_ context: CommandContext) throws -> TransactionFilters {
    var filters = context.session[state: TransactionFilters.self] ?? TransactionFilters()
    try filters.apply(context)
    return filters
  }

  /// Lays the command line's filter and order options over these filters.
  public mutating func apply(_ context: CommandContext) throws {
    let arguments = context.arguments
    if let text = arguments.value("category") {
      categoryID = try context.category(named: text).id
    }
    if arguments.flag("needs-review") { needsReview = true }
    let range = try LedgerCalendar.range(
      from: try Self.either("from", "since", in: arguments),
      to: try Self.either("to", "until", in: arguments))
    if let first = range.from { from = first }
    if let last = range.to { to = last }
    if let first = from, let last = to, first > last {
      throw ShellError.usage(
        "--from \(first) is after --to \(last); give the earlier day first",
        hint: "'txs filter --clear' forgets the session's filters")
    }
    if arguments.has("source"), arguments.has("vendor") {
      throw ShellError.usage(
        "give --source or --vendor, not both", hint: "they are the same filter")
    }
    if let text = arguments.value("source") ?? arguments.value("vendor") {
      source = try VendorSpelling.of(text, context: context)
    }
    if let text = arguments.value("type") { kind = TransactionKind(rawValue: text) }
    if let text = arguments.value("reimbursement") {
      reimbursement = Reimbursement(rawValue: text)
    }
    if let amount = arguments.money("min") { minAmount = amount }
    if let amount = arguments.money("max") { maxAmount = amount }
    if let low = minAmount, let high = maxAmount, low.minorUnits > high.minorUnits {
      throw ShellError.usage(
        "--min \(low.formatted) is more than --max \(high.formatted); give the smaller first",
        hint: "'txs filter --clear' forgets the session's filters")
    }
    if let text = arguments.value("sort") { sort = TransactionSort(rawValue: text) }
  }

  /// The date option `name` or its other spelling `alias`; both given is a usage error.
  static func either(_ name: String, _ alias: String, in arguments: ParsedArguments) throws
    -> CalendarDay?
  {
    if arguments.has(name), arguments.has(alias) {
      throw ShellError.usage(
        "give --\(name) or --\(alias), not both", hint: "they are the same filter")
    }
    return arguments.date(name) ?? arguments.date(alias)
  }

  /// The query of the target project (`--project P` or the current one), or of the whole
  /// account with `--all`, with the session's filters, the command line's options over
  /// them, and `--limit` when given.
  public static func query(_ context: CommandContext) throws -> TransactionQuery {
    let filters = try current(context)
    var query: TransactionQuery
    if context.arguments.flag("all") {
      if context.arguments.has("project") {
        throw ShellError.usage(
          "give --project or --all, not both", hint: "--all covers every project of the account")
      }
      query = filters.query(projectID: nil)
      query.accountID = try context.account().id
    } else {
      query = filters.query(projectID: try context.targetProject().id)
    }
    query.limit = context.arguments.integer("limit")
    return query
  }

  /// The query these filters make for a project's transactions.
  public func query(projectID: EntityID?) -> TransactionQuery {
    var query = TransactionQuery(projectID: projectID)
    query.categoryID = categoryID
    if needsReview { query.needsReview = true }
    query.from = from
    query.to = to
    query.source = source
    if let kind { query.restrict(to: kind) }
    query.reimbursement = reimbursement
    query.minAmount = minAmount?.minorUnits
    query.maxAmount = maxAmount?.minorUnits
    query.sort = sort ?? .date
    return query
  }

  /// What is in force, such as `Category: Lighting · needs review · by amount ↓`; nil when
  /// nothing is.
  ///
  /// - Parameters:
  ///   - categoryName: the name of the category, looked up by the caller.
  ///   - separator: the separator between the pieces (`·`, or `-` without Unicode).
  ///   - arrow: the mark of a descending order (`↓`, or `v` without Unicode).
  public func summary(categoryName: String?, separator: String, arrow: String) -> String? {
    var pieces: [String] = []
    if let categoryID { pieces.append("Category: \(categoryName ?? "\(categoryID)")") }
    if let source { pieces.append("Source: \(source)") }
    if let kind { pieces.append("Type: \(kind.rawValue)") }
    if let reimbursement { pieces.append("Reimbursement: \(reimbursement.rawValue)") }
    if needsReview { pieces.append("needs review") }
    switch (minAmount, maxAmount) {
    case (let low?, let high?): pieces.append("\(low.formatted) to \(high.formatted)")
    case (let low?, nil): pieces.append("at least \(low.formatted)")
    case (nil, let high?): pieces.append("at most \(high.formatted)")
    case (nil, nil): break
    }
    switch (from, to) {
    case (let first?, let last?): pieces.append("\(first) to \(last)")
    case (let first?, nil): pieces.append("from \(first)")
    case (nil, let last?): pieces.append("to \(last)")
    case (nil, nil): break
    }
    if let sort { pieces.append("by \(sort.rawValue) \(arrow)") }
    return pieces.isEmpty ? nil : pieces.joined(separator: " \(separator) ")
  }
}
