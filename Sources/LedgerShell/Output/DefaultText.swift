import Foundation

/// The text drawing used when a command gives data but no text view of its own.
enum DefaultText {
  /// One record as aligned `label  value` lines.
  static func detail(_ record: Record, style: OutputStyle) -> String {
    let labelWidth = record.fields.map { $0.name.count }.max() ?? 0
    return record.fields.map { field in
      field.name.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  "
        + field.value.plainText
    }.joined(separator: "\n")
  }

  /// Records as a table with one column per field.
  static func table(_ records: [Record], columns: [String], style: OutputStyle) -> String {
    let rows = records.map { record in columns.map { record[$0]?.plainText ?? "" } }
    var widths = columns.map(\.count)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingTrailingSpaces()
    }
    return ([line(columns)] + rows.map(line)).joined(separator: "\n")
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
