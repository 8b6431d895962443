import FilePaths
import Foundation
import LedgerCore
import LedgerData
import LedgerShell
import LedgerStore
import LedgerViews

/// `export [ENTITY] [--format json|csv] [--to FILE]`: writes the ledger out.
enum ExportCommand {
  static let entities = CSVEntity.allCases.map(\.rawValue)

  static let spec = CommandSpec(
    "export", summary: "Write the whole ledger as JSON, or one entity as CSV",
    discussion:
      "Without ENTITY, writes everything as JSON with full fidelity (vendors with their defaults and statement aliases, attachments with their files): 'import' of that file into an empty ledger gives back the same ledger, and exporting it again gives the same bytes. With ENTITY (items, transactions, projects, categories, spaces, vendors), writes that entity of the current account as CSV with a header row; 'import' reads the items and transactions ones back into one account (the others are for spreadsheets and other tools, and 'import' refuses them by their header). With --format journal, writes the transactions as an hledger / ledger-cli journal (see JOURNAL EXPORT in the manual). Writes to standard output unless --to names a file; the file is replaced only when the export is complete, from a partial file beside it that is private (mode 0600) from its creation, and is readable by its owner only (mode 0600). A symbolic link is followed (the file it points to is replaced, the link stays); a FIFO or a character device (a terminal, /dev/null) is written through, never replaced, and a FIFO waits for its reader; a folder, a block device, a socket or an SQLite database is refused, and so is a name ending in -wal, -shm or -journal (SQLite's names for a database's own files) or any path that is one of the ledger's files. A failed write (a full disk) is a failed command (exit status 1), leaving any old FILE whole. A cell a spreadsheet would run as a formula, one starting with =, +, -, @, a tab or a carriage return, is written with a leading ' (as OWASP recommends against CSV injection), in --format csv and tsv listings too; plain numbers such as -12.50 are left as they are, and 'import' takes the ' off again. Text that already starts with ' before such a character gets one more, so every value imports back as it was; so do the spaces and tabs around notes, which import keeps.",
    arguments: [
      ArgumentSpec("entity", "One entity, as CSV", type: .choice(entities), optional: true)
    ],
    options: [
      OptionSpec("to", "Write to FILE instead of standard output", type: .path),
      JournalExport.formatOption, JournalExport.projectOption,
    ],
    examples: [
      CommandExample("export --to ledger.json", "Back up the whole ledger"),
      CommandExample("export items --format csv --to items.csv", "Items for a spreadsheet"),
      CommandExample(
        "ledgersh -c export | jq '.projects | length'", "In the system shell: count projects"),
      JournalExport.example,
    ]
  ) { context in
    if context.arguments.value("format") == JournalExport.formatName {
      return try JournalExport.run(context)
    }
    if context.arguments.value("project") != nil {
      throw ShellError.usage(
        "--project applies to the journal export", hint: "add --format journal")
    }
    let entity = context.arguments.value("entity").flatMap(CSVEntity.init(rawValue:))
    // The file's format comes from this command's own --format, or else from ENTITY: the
    // session's default format (--format before -c, 'set format') says how results are
    // printed, and a script run with --format json still exports CSV of one entity.
    let given = context.arguments.value("format").flatMap(OutputFormat.init(rawValue:))
    let asCSV: Bool
    switch (given ?? (entity == nil ? .json : .csv), entity) {
    case (.json, nil), (.text, nil): asCSV = false
    case (.csv, .some), (.text, .some): asCSV = true
    case (.csv, nil), (.tsv, nil):
      throw ShellError.usage(
        "CSV export is one entity at a time",
        hint: "name one: export items --format csv (or: \(entities.joined(separator: ", ")))")
    case (.json, .some):
      throw ShellError.usage(
        "JSON export is the whole ledger",
        hint: "drop '\(entity?.rawValue ?? "")', or use --format csv")
    default:
      throw ShellError.usage(
        "export writes json or csv, not \(given?.rawValue ?? context.format.rawValue)")
    }
    let store = try context.store()
    let format: ExportFormat = asCSV ? .csv : .json
    // A CSV file is one account's rows, as 'import' puts a CSV's rows in one account.
    let accountID = asCSV ? try context.account().id : nil
    guard let destination = context.arguments.value("to").map({ PathText.expandingTilde($0) })
    else {
      try context.withProgress("Exporting", whenStdoutIsTerminal: false) { update in
        try context.streamOutput(
          toDescriptor: { descriptor in
            try LedgerExporter.export(
              from: store, format: format, entity: entity, accountID: accountID,
              toDescriptor: descriptor, progress: update)
          },
          toStream: { stream in
            if let entity, asCSV {
              try LedgerExporter.writeCSV(
                entity, from: store, accountID: accountID, to: &stream, progress: update)
            } else {
              try LedgerExporter.writeJSON(from: store, to: &stream, progress: update)
            }
          })
      }
      return .empty
    }
    try ExportDestination.check(destination, store: store)
    var rows: Int?
    do {
      try context.withProgress("Exporting") { update in
        rows = try LedgerExporter.export(
          from: store, format: format, entity: entity, accountID: accountID,
          toPath: destination, progress: update)
      }
    } catch let error as OutputWriteError {
      // The destination is at fault, not the ledger: a failed command, not a store error.
      throw ShellError.failure(error.description)
    }
    let counts = try store.counts()
    let summary: String
    if let entity, let rows {
      let noun = entity == .categories ? "category" : String(entity.rawValue.dropLast())
      summary = "\(entity.rawValue) as CSV (\(English.count(rows, noun)))"
    } else {
      summary = "the ledger as JSON (\(counts.summary))"
    }
    var record = Record(["path": .string(destination), "counts": .record(counts.record)])
    if let rows { record.append("rows", .integer(Int64(rows))) }
    return CommandResult(
      data: .record(record),
      message: "Exported \(summary) to \(destination)", isConfirmation: true)
  }
}

/// Guards the file an export is about to replace.
enum ExportDestination {
  /// Refuses a folder, a file that is an SQLite database (most likely a ledger, perhaps
  /// this one), and the ledger's own files or a name SQLite keeps for one
  /// (`LedgerOwnFiles`): an export replaces its destination whole.
  ///
  /// Only a regular file is read for its header: opening a FIFO would wait for a writer.
  static func check(_ path: String, store: any Store, command: String = "export --to") throws {
    let expanded = PathText.expandingTilde(path)
    // A database's side files (this ledger's among them): SQLite deletes or rewrites them
    // when the database closes, and the export with them.
    if let problem = LedgerOwnFiles.problem(
      writing: expanded, ledgerFiles: store.ledgerFiles, dataDirectory: store.dataDirectory,
      command: command)
    {
      throw ShellError.failure(problem.message, hint: problem.hint)
    }
    guard let kind = FileKind.of(expanded) else { return }
    if kind == .directory {
      throw ShellError.failure(
        "'\(path)' is a folder; --to needs a file name", hint: "try --to \(path)/ledger.json")
    }
    if isSQLite(expanded) {
      throw ShellError.failure(
        "'\(path)' is an SQLite database (perhaps a ledger); an export would replace it",
        hint: "choose another file name")
    }
  }

  /// Whether `path` is a regular file that starts as an SQLite database does.
  private static func isSQLite(_ path: String) -> Bool {
    guard FileKind.of(path) == .regular else { return false }
    let header = FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 16) }
    return header == Data("SQLite format 3\0".utf8)
  }
}
