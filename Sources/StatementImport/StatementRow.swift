import CalendarDays

/// One line of a statement, read: its date, description and amount, whether it is a purchase
/// or a return, and what the rules set on it, each value with where it came from.
public struct StatementRow: Sendable, Equatable {
  /// Where a value came from.
  public enum Source: Sendable, Equatable, CustomStringConvertible {
    /// An assignment at this line of the rules file.
    case rule(line: Int)
    /// A column of the file (`fields` naming a ledgersh field, or the amount's sign).
    case column(String)

    public var description: String {
      switch self {
      case .rule(let line): "rule line \(line)"
      case .column(let name): "column \(name)"
      }
    }
  }

  /// A value and where it came from.
  public struct Value: Sendable, Equatable {
    public var value: String
    public var source: Source

    public init(_ value: String, source: Source) {
      self.value = value
      self.source = source
    }
  }

  /// The line of the file the record starts on.
  public var line: Int
  public var date: CalendarDay
  public var description: String
  /// The amount with the bank's sign: negative when money left the account.
  public var amount: StatementAmount
  /// Money coming back (a return or refund) rather than leaving (a purchase).
  public var isReturn: Bool
  /// Where `isReturn` came from: a rule's `type`, else the amount column.
  public var typeSource: Source
  public var currency: String?
  public var balance: StatementAmount?
  /// OFX's `FITID`, the bank's own key for the line.
  public var fitid: String?
  /// What the rules (or `fields`) set, by field.
  public var assigned: [StatementRules.Field: Value]
  /// The rule line whose `skip` leaves this row out, if any.
  public var skippedBy: Int?
  /// The record's columns by name (and by number, `1`, `2`, …).
  public var columns: [String: String]

  /// The amount's size: what the purchase or return is for.
  public var magnitude: StatementAmount { amount.magnitude }
}

/// A statement read: its rows oldest first, and what was said about reading it.
public struct Statement: Sendable {
  public enum Format: String, Sendable { case csv, ofx }
  public var format: Format
  public var rows: [StatementRow]
  public var warnings: [String]
  /// The date format used (given or guessed), for CSV.
  public var dateFormat: String?
  /// Records left out because their date cell was empty (totals, notes).
  public var blankRecords: Int

  /// The key that finds each row again in a later import of the same or an overlapping
  /// statement: `ofx:FITID`, or for CSV `csv:DATE|AMOUNT|DESCRIPTION|N`, the description
  /// folded to lower case with runs of spaces as one, N counting the same line on that day.
  public var sourceKeys: [String] {
    var seen: [String: Int] = [:]
    return rows.map { row in
      if let fitid = row.fitid, !fitid.isEmpty { return "ofx:" + fitid }
      let folded = row.description.lowercased().split(whereSeparator: \.isWhitespace)
        .joined(separator: " ")
      let base = "csv:\(row.date.iso8601)|\(row.amount)|\(folded.prefix(200))"
      let occurrence = (seen[base] ?? 0) + 1
      seen[base] = occurrence
      return "\(base)|\(occurrence)"
    }
  }
}
