import LedgerCore
import LedgerStore

/// A spending report ready to draw or list: the spending bars and, apart, the fee bars.
struct SpendingReport {
  var grouping: SpendingGrouping
  /// What the report covers: a project's name or "All projects".
  var scope: String
  var from: CalendarDay?
  var to: CalendarDay?
  var currency: Currency
  var spending: [SpendingBar]
  var fees: [SpendingBar]
  /// The span of the range, when it held too many periods to chart them all.
  var unfilledSpan: (first: String, last: String, periods: Int)?

  /// The most periods a report fills with zero bars on its own; a longer span (a date
  /// typed as 9999) lists the periods that have transactions only.
  static let fillLimit = 1_200

  /// Loads the totals of `query` and names and orders its bars.
  static func load(
    _ query: SpendingQuery, scope: String, currency: Currency, from store: any Store
  ) throws -> SpendingReport {
    var totals = try store.spendingTotals(query)
    if query.grouping == .vendor {
      totals = try vendorsTogether(totals, accountID: query.accountID, store: store)
    }
    let labels = try Labels(grouping: query.grouping, accountID: query.accountID, store: store)
    let span = unfilledSpan(totals, query: query)
    func bars(_ isFee: Bool) -> [SpendingBar] {
      var chosen = totals.filter { $0.isFee == isFee }
      // Fees get zero bars only when there are fees at all; spending whenever the range
      // has any transactions.
      if query.grouping.isPeriod, span == nil, !(isFee ? chosen : totals).isEmpty {
        chosen = filled(chosen, allTotals: totals, query: query, isFee: isFee)
      }
      let made = chosen.map {
        SpendingBar(label: labels.label(for: $0.key), total: $0, currency: currency)
      }
      guard !query.grouping.isPeriod else { return made }
      return made.sorted {
        $0.total.net != $1.total.net
          ? $0.total.net > $1.total.net : $0.label.lowercased() < $1.label.lowercased()
      }
    }
    return SpendingReport(
      grouping: query.grouping, scope: scope, from: query.from, to: query.to,
      currency: currency, spending: bars(false), fees: bars(true), unfilledSpan: span)
  }

  /// The span of the periods, when filling it would take more than `fillLimit` periods.
  ///
  /// The span is the range --from to --to, else as far as the transactions go on the
  /// side not given. A range typed as `--from 1038-11-01 --to 8528-11-30` would list 390,817 weeks.
  private static func unfilledSpan(_ totals: [SpendingTotal], query: SpendingQuery)
    -> (first: String, last: String, periods: Int)?
  {
    guard query.grouping.isPeriod else { return nil }
    let starts = totals.compactMap { periodStart($0.key, query.grouping) }
    guard let first = query.from ?? starts.min(),
      let last = query.to ?? starts.max().map({ max($0, first) }), first <= last
    else { return nil }
    guard query.grouping == .month else {
      // Weeks are counted and named as ISO weeks, as the bars are (`2026-W02`).
      let weeks = Int((last.isoMonday.daysSince1970 - first.isoMonday.daysSince1970) / 7) + 1
      guard weeks > fillLimit else { return nil }
      return (first.isoWeekKey, last.isoWeekKey, weeks)
    }
    let (start, end) = (first.components, last.components)
    let months = (end.year - start.year) * 12 + end.month - start.month + 1
    guard months > fillLimit else { return nil }
    return (first.monthKey, last.monthKey, months)
  }

  /// One total per vendor however its name was typed ("west elm", "WEST ELM"), as
  /// `vendors` counts them: named as the vendor list spells it, else as most of its
  /// transactions do.
  private static func vendorsTogether(
    _ totals: [SpendingTotal], accountID: EntityID?, store: any Store
  ) throws -> [SpendingTotal] {
    let known = Dictionary(
      try store.vendorNames(accountID: accountID).map { (EntityName.caseKey($0), $0) }
    ) { first, _ in first }
    var merged: [String: SpendingTotal] = [:]
    var spellings: [String: [String: Int]] = [:]
    for total in totals {
      let slot = (total.isFee ? "fee:" : "spend:") + EntityName.caseKey(total.key)
      spellings[slot, default: [:]][total.key, default: 0] += total.count
      var sum =
        merged[slot]
        ?? SpendingTotal(key: total.key, isFee: total.isFee, purchases: 0, returns: 0, count: 0)
      sum.purchases &+= total.purchases
      sum.returns &+= total.returns
      sum.count += total.count
      merged[slot] = sum
    }
    return merged.map { slot, total in
      var total = total
      let common = spellings[slot]?.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
      total.key = known[EntityName.caseKey(total.key)] ?? common ?? total.key
      return total
    }
  }

  /// The totals with every period of the range present, zero where nothing was bought.
  ///
  /// The range is --from to --to where given, else the first to the last period with any
  /// transactions (spending or fees alike).
  private static func filled(
    _ totals: [SpendingTotal], allTotals: [SpendingTotal], query: SpendingQuery, isFee: Bool
  ) -> [SpendingTotal] {
    let starts = allTotals.compactMap { periodStart($0.key, query.grouping) }
    // A --from inside the last period (the 5th of the month) still charts that period.
    guard let first = query.from ?? starts.min(),
      let last = query.to ?? starts.max().map({ max($0, first) })
    else {
      return totals
    }
    let byKey = Dictionary(totals.map { ($0.key, $0) }) { first, _ in first }
    return query.grouping.periodKeys(from: first, to: last).map {
      byKey[$0] ?? SpendingTotal(key: $0, isFee: isFee, purchases: 0, returns: 0, count: 0)
    }
  }

  /// The first day of the period `key` names (`YYYY-MM` or `YYYY-Www`).
  static func periodStart(_ key: String, _ grouping: SpendingGrouping) -> CalendarDay? {
    switch grouping {
    case .month:
      return CalendarDay.parse(key + "-01")
    case .week:
      let parts = key.split(separator: "-")
      guard parts.count == 2, let year = Int(parts[0]), parts[1].hasPrefix("W"),
        let week = Int(parts[1].dropFirst()),
        let january4 = CalendarDay(year: year, month: 1, day: 4)
      else { return nil }
      return january4.isoMonday.adding(days: (week - 1) * 7)
    case .category, .vendor, .project:
      return nil
    }
  }

  var spendingTotal: Int64 { spending.reduce(0) { $0 &+ $1.total.net } }
  var feeTotal: Int64 { fees.reduce(0) { $0 &+ $1.total.net } }
  var count: Int { spending.reduce(0) { $0 + $1.total.count } }
  var bars: [SpendingBar] { spending + fees }
}
