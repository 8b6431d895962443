import FilePaths
import Foundation
import LedgerData
import LedgerShell
import LedgerStore
import TextOutput

/// Where `report budget` and `report ffe` go: the terminal (cards), a machine format, or
/// an HTML page for the client, on standard output or into `--to FILE`.
enum ReportOutput {
  /// The format names these reports take: the output formats and `html`.
  static let formats = OutputFormat.allNames + ["html"]

  static let formatOption = OptionSpec(
    "format", "html (a page for the client), text, json, jsonl, csv or tsv",
    type: .choice(formats))

  static let toOption = OptionSpec(
    "to", "Write to FILE instead of standard output (replaced whole)", type: .path)

  /// The format asked for: this command's --format, else the session's.
  static func format(_ context: CommandContext) -> String {
    context.arguments.value("format") ?? context.format.rawValue
  }

  /// Shows or writes `result`, or the page `html` builds when the format is html.
  ///
  /// - Parameter what: the document in the confirmation ("the FF&E schedule of 'Smith'").
  static func deliver(
    _ context: CommandContext, result: CommandResult, what: String,
    html: () throws -> String
  ) throws -> CommandResult {
    let name = format(context)
    let destination = context.arguments.value("to").map { PathText.expandingTilde($0) }
    let text: String
    if name == "html" {
      text = try html()
    } else {
      let chosen = OutputFormat(rawValue: name) ?? .text
      guard destination != nil || chosen != context.format else { return result }
      // A file gets plain text (no colour, no terminal cuts); standard output the session's
      // style.
      let style =
        destination == nil
        ? context.style
        : OutputStyle(width: 100, color: false, unicode: true, isTerminal: false)
      text = OutputRenderer.render(result, format: chosen, style: style) + "\n"
    }
    guard let destination else {
      try context.streamOutput(
        toDescriptor: { descriptor in
          var output = DescriptorOutputStream(descriptor: descriptor, path: nil)
          output.write(text)
          try output.flush()
        },
        toStream: { stream in stream.write(text) })
      return .empty
    }
    try write(text, to: destination, context: context)
    let size = byteText(text.utf8.count)
    return CommandResult(
      data: .record(
        Record([
          "path": .string(destination), "format": .string(name),
          "bytes": .integer(Int64(text.utf8.count)),
        ])),
      message: "Wrote \(what) as \(name.uppercased()) to \(destination) (\(size))",
      isConfirmation: true)
  }

  /// Writes `text` to `path` whole (a partial file renamed over it), refusing a folder
  /// and the ledger's own files.
  static func write(_ text: String, to path: String, context: CommandContext) throws {
    let store = try context.store()
    if let problem = LedgerOwnFiles.problem(
      writing: path, ledgerFiles: store.ledgerFiles, dataDirectory: store.dataDirectory,
      command: "\(context.spec.name) --to")
    {
      throw ShellError.failure(problem.message, hint: problem.hint)
    }
    if FileKind.of(path) == .directory {
      throw ShellError.failure(
        "'\(path)' is a folder; --to needs a file name", hint: "try --to \(path)/report.html")
    }
    do {
      let target = try ExportTarget.resolve(path, command: "\(context.spec.name) --to")
      try target.write(path: path) { output in output.write(text) }
    } catch let error as OutputWriteError {
      throw ShellError.failure(error.description)
    } catch let error as StoreError {
      throw ShellError.failure(error.message)
    }
  }

  /// `12.4 MB`, `830 kB`, `912 bytes`.
  static func byteText(_ count: Int) -> String {
    if count < 1_000 { return "\(count) bytes" }
    if count < 1_000_000 { return "\(count / 1_000) kB" }
    return String(format: "%.1f MB", Double(count) / 1_000_000)
  }
}
