import LedgerShell
import TerminalUI

/// Draws a plugin's records the way its `view` asks — cards in a responsive grid, a
/// table, or label–value text — and gives them as data for the machine formats.
enum PluginResultView {
  /// The command result for a plugin's `result`.
  static func result(_ result: PluginResult) -> CommandResult {
    // A plugin's own text is shown, never obeyed: no escape code reaches the terminal.
    let message = result.message.map { VisibleText.escaping($0) }
    let title = result.view.title.map { VisibleText.escaping($0, keepingNewlines: false) }
    let columns = result.view.fields ?? allNames(result.records)
    // Records that already have exactly these fields in order (such as a command's records
    // passed back) are kept as they are.
    let records =
      result.records.allSatisfy { $0.fields.map(\.name) == columns }
      ? result.records
      : result.records.map { record in
        var picked = Record(fields: [])
        for name in columns { picked.append(name, record[name] ?? .null) }
        return picked
      }
    guard !records.isEmpty else {
      // The protocol shows a plugin's message alone when it gives no records: it is the
      // command's result (for text; machines get the empty list), not a note.
      let shown = message ?? "(none)"
      return CommandResult(data: .records([], columns: columns)) { style in
        TextWrapper.wrap(shown, width: style.width).joined(separator: "\n")
      }
    }
    let view = result.view
    return CommandResult(
      data: .records(records, columns: columns), message: message
    ) { style in
      var lines: [String] = []
      if let title, !title.isEmpty {
        lines.append(style.renderContext.paint(title, .bold))
      }
      switch view.kind {
      case .table:
        lines.append(DefaultText.table(records, columns: columns, style: style))
      case .text:
        lines.append(
          records.map { DefaultText.detail($0, style: style) }.joined(separator: "\n\n"))
      case .cards:
        let cards = records.map(card)
        lines += Grid(cards).render(in: style.renderContext)
      }
      // Escaped above, so wrapped here at the width the escapes take.
      if let message {
        lines.append(TextWrapper.wrap(message, width: style.width).joined(separator: "\n"))
      }
      return lines.joined(separator: "\n")
    }
  }

  /// A card titled with the record's first field, its other fields as rows.
  static func card(_ record: Record) -> TitledCard {
    let title = record.fields.first?.value.plainText ?? ""
    let rows = record.fields.dropFirst().map { DetailRow($0.name, $0.value.plainText) }
    return TitledCard(title: title, rows: rows)
  }

  /// Every field name of `records`, in the order first seen.
  static func allNames(_ records: [Record]) -> [String] {
    var names: [String] = []
    var seen: Set<String> = []
    for record in records {
      for name in record.names where seen.insert(name).inserted { names.append(name) }
    }
    return names
  }

  /// A result's data as `--format json` gives it, for a reply to a plugin's call: a
  /// result with only a message gives `{"message": …}`.
  static func data(of result: CommandResult) -> FieldValue {
    switch result.data {
    case .none: return result.message.map { .record(Record(["message": .string($0)])) } ?? .null
    case .record(let record): return .record(record)
    case .records(let records, _): return .list(records.map(FieldValue.record))
    }
  }
}
