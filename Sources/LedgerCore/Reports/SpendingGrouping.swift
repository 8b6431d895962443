/// How a spending report groups transactions into bars.
public enum SpendingGrouping: String, Hashable, Sendable, CaseIterable {
  /// Calendar months, keyed `YYYY-MM`.
  case month
  /// ISO 8601 weeks (Monday to Sunday), keyed `YYYY-Www`.
  case week
  /// Budget categories, keyed by the category's id (empty for none).
  case category
  /// Vendors, keyed by the transaction's source as typed.
  case vendor
  /// Projects, keyed by the project's id (empty for business inventory).
  case project

  /// Whether the bars are periods of time, shown in order with empty ones as zero.
  public var isPeriod: Bool { self == .month || self == .week }

  /// The key of the bar `transaction` belongs to.
  public func key(of transaction: Transaction) -> String {
    switch self {
    case .month: transaction.date.monthKey
    case .week: transaction.date.isoWeekKey
    case .category: transaction.categoryID.map { String($0.rawValue) } ?? ""
    case .vendor: transaction.source
    case .project: transaction.projectID.map { String($0.rawValue) } ?? ""
    }
  }

  /// Every period key from the one holding `first` to the one holding `last`, in order;
  /// empty for groupings that are not periods.
  public func periodKeys(from first: CalendarDay, to last: CalendarDay) -> [String] {
    guard first <= last else { return [] }
    switch self {
    case .month:
      var (year, month, _) = first.components
      let end = last.components
      var keys: [String] = []
      while (year, month) <= (end.year, end.month) {
        keys.append(CalendarDay.monthKey(year: year, month: month))
        (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
      }
      return keys
    case .week:
      var monday = first.isoMonday
      var keys: [String] = []
      while monday <= last {
        keys.append(monday.isoWeekKey)
        monday = monday.adding(days: 7)
      }
      return keys
    case .category, .vendor, .project:
      return []
    }
  }
}
