import Foundation
import TerminalUI
import TextOutput

/// Writes records as CSV (RFC 4180 quoting) or TSV (tabs and newlines escaped).
///
/// In both, a cell a spreadsheet would run as a formula gets a leading `'`
/// (`CSVFormat.spreadsheetSafe`); numbers stay numbers. Any other control character (fields
/// refuse them, but `echo` prints what it is given and an older ledgersh stored some) is
/// written as its visible escape, `\x1b`, as text views show it: never raw.
public enum DelimitedWriter {
  /// The header line followed by one line per record.
  public static func encode(_ records: [Record], columns: [String], tabs: Bool) -> String {
    var lines = [columns.map { cell($0, tabs: tabs) }.joined(separator: tabs ? "\t" : ",")]
    for record in records {
      let cells = columns.map { cell(record[$0].map(text(of:)) ?? "", tabs: tabs) }
      lines.append(cells.joined(separator: tabs ? "\t" : ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A value as one cell: its plain text, except that a list is its JSON array
  /// (`["a; b","c"]`), since "; " joined two lists into the same cell when an entry held "; ".
  static func text(of value: FieldValue) -> String {
    guard case .list = value else { return value.plainText }
    return JSONWriter.encode(value)
  }

  static func cell(_ text: String, tabs: Bool) -> String {
    if tabs {
      // `VisibleText.escape` writes a tab, newline and carriage return as `\t` `\n` `\r`,
      // TSV's own escapes, and every other control character as `\x1b`.
      return CSVFormat.spreadsheetSafe(text).replacingScalars { scalar in
        scalar == "\\" ? "\\\\" : VisibleText.escape(for: scalar)
      }
    }
    return CSVFormat.field(
      text.replacingScalars { scalar in
        scalar == "\t" || scalar == "\n" || scalar == "\r" ? nil : VisibleText.escape(for: scalar)
      })
  }
}
