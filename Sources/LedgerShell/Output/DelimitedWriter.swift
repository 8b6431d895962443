import Foundation
import LedgerCore
import LedgerStore

/// Writes records as CSV (RFC 4180 quoting) or TSV (tabs and newlines escaped).
///
/// In both, a cell a spreadsheet would run as a formula gets a leading `'`
/// (`CSVFormat.spreadsheetSafe`); numbers stay numbers.
public enum DelimitedWriter {
  /// The header line followed by one line per record.
  public static func encode(_ records: [Record], columns: [String], tabs: Bool) -> String {
    var lines = [columns.map { cell($0, tabs: tabs) }.joined(separator: tabs ? "\t" : ",")]
    for record in records {
      let cells = columns.map { cell(record[$0]?.plainText ?? "", tabs: tabs) }
      lines.append(cells.joined(separator: tabs ? "\t" : ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func cell(_ text: String, tabs: Bool) -> String {
    if tabs {
      return CSVFormat.spreadsheetSafe(text).replacingScalars { scalar in
        switch scalar {
        case "\\": "\\\\"
        case "\t": "\\t"
        case "\n": "\\n"
        case "\r": "\\r"
        default: nil
        }
      }
    }
    return CSVFormat.field(text)
  }
}
