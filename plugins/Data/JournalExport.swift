import Foundation
import LedgerData
import LedgerShell
import LedgerStore
import LedgerViews
import TextOutput

/// `export --format journal [--project P] [--to FILE]`: transactions as an hledger /
/// ledger-cli journal.
enum JournalExport {
  /// The `--format` value that asks for a journal.
  static let formatName = "journal"

  /// `export`'s own `--format`: the output formats plus `journal`.
  static let formatOption = OptionSpec(
    "format", "Output format: json, csv (with ENTITY) or journal (hledger / ledger-cli)",
    type: .choice([OutputFormat.json.rawValue, OutputFormat.csv.rawValue, formatName]))

  /// Limits a journal to one project's transactions.
  static let projectOption = OptionSpec(
    "project", "With --format journal: only this project's transactions",
    type: .reference("project"), completion: .named(.projects))

  static let example = CommandExample(
    "export --format journal --to ledger.journal", "For hledger: hledger -f ledger.journal bal")

  static func run(_ context: CommandContext) throws -> CommandResult {
    if let entity = context.arguments.value("entity") {
      throw ShellError.usage(
        "a journal holds transactions only", hint: "drop '\(entity)' from the command")
    }
    let store = try context.store()
    let projectID = try context.arguments.value("project").map { _ in
      try context.targetProject().id
    }
    guard let destination = context.arguments.value("to") else {
      try context.withProgress("Exporting", whenStdoutIsTerminal: false) { update in
        try context.streamOutput(
          toDescriptor: { descriptor in
            try JournalExporter.export(
              from: store, projectID: projectID, toDescriptor: descriptor, progress: update)
          },
          toStream: { stream in
            try JournalExporter.write(
              from: store, projectID: projectID, to: &stream, progress: update)
          })
      }
      return .empty
    }
    try ExportDestination.check(destination, store: store)
    do {
      try context.withProgress("Exporting") { update in
        try JournalExporter.export(
          from: store, projectID: projectID, toPath: destination, progress: update)
      }
    } catch let error as OutputWriteError {
      // The destination is at fault, not the ledger: a failed command, not a store error.
      throw ShellError.failure(error.description)
    }
    return CommandResult(
      data: .record(Record(["path": .string(destination)])),
      message: "Exported the transactions as a journal to \(destination)", isConfirmation: true)
  }
}
