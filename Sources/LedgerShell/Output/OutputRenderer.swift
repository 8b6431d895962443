import TerminalUI

/// Turns a command's result into the text of the chosen format.
public enum OutputRenderer {
  /// The text to print for `result` in `format`, drawn for `style`.
  public static func render(_ result: CommandResult, format: OutputFormat, style: OutputStyle)
    -> String
  {
    switch format {
    case .text:
      // For people: the command's own drawing, else its status line, else the data.
      if let text = result.text {
        var drawn = text(style)
        if let heading = result.heading {
          let line = CommandResult.wrapped(heading, style: style)
          drawn = style.renderContext.paint(line, .dim) + "\n\n" + drawn
        }
        if let footer = result.footer {
          drawn += "\n\n" + CommandResult.wrapped(footer, style: style)
        }
        return drawn
      }
      // A status line wraps at spaces to the width, as paragraphs do: the terminal would
      // break it inside a word.
      if let message = result.message {
        return TextWrapper.wrap(message, width: style.width).joined(separator: "\n")
      }
      switch result.data {
      case .none: return ""
      case .record(let record):
        return DefaultText.detail(record, style: style)
      case .records(let records, let columns):
        if records.isEmpty { return "(none)" }
        return DefaultText.table(records, columns: columns, style: style)
      }
    case .json:
      switch result.data {
      case .none:
        guard let message = result.message else { return "" }
        return JSONWriter.encodePretty(.record(Record(["message": .string(message)])))
      case .record(let record): return JSONWriter.encodePretty(.record(record))
      case .records(let records, _):
        return JSONWriter.encodePretty(.list(records.map(FieldValue.record)))
      }
    case .jsonl:
      switch result.data {
      case .none:
        guard let message = result.message else { return "" }
        return JSONWriter.encode(.record(Record(["message": .string(message)])))
      case .record(let record): return JSONWriter.encode(.record(record))
      case .records(let records, _):
        return records.map { JSONWriter.encode(.record($0)) }.joined(separator: "\n")
      }
    case .csv, .tsv:
      let tabs = format == .tsv
      switch result.data {
      case .none:
        guard let message = result.message else { return "" }
        return DelimitedWriter.encode(
          [Record(["message": .string(message)])], columns: ["message"], tabs: tabs)
      case .record(let record):
        return DelimitedWriter.encode([record], columns: record.names, tabs: tabs)
      case .records(let records, let columns):
        // Nothing of no known kind (an empty selection): no rows and no header, not an
        // empty header line.
        if records.isEmpty, columns.isEmpty { return "" }
        return DelimitedWriter.encode(records, columns: columns, tabs: tabs)
      }
    }
  }
}
