import TerminalUI

/// The text drawing used when a command gives data but no text view of its own.
public enum DefaultText {
  /// One record as aligned `label  value` lines.
  public static func detail(_ record: Record, style: OutputStyle) -> String {
    // Names and values can come from a plugin: shown, never obeyed.
    let labels = record.fields.map { VisibleText.escaping($0.name, keepingNewlines: false) }
    let labelWidth = labels.map(\.displayWidth).max() ?? 0
    return zip(labels, record.fields).map { label, field in
      DisplayWidth.pad(label, to: labelWidth) + "  " + VisibleText.escaping(field.value.plainText)
    }.joined(separator: "\n")
  }

  /// Records as a table with one column per field, numbers right-aligned.
  public static func table(_ records: [Record], columns: [String], style: OutputStyle) -> String {
    let tableColumns = columns.map { name -> TableColumn in
      let numeric = records.allSatisfy { record in
        switch record[name] {
        case .integer, .decimal, .none, .null: return true
        default: return false
        }
      }
      return numeric ? .numeric(name) : TableColumn(name)
    }
    let rows = records.map { record in columns.map { record[$0]?.plainText ?? "" } }
    let table = Table(columns: tableColumns, rows: rows)
    return table.render(in: style.renderContext).joined(separator: "\n")
  }
}
