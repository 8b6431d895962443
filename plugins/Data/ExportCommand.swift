import Foundation
import LedgerShell
import LedgerStore

/// `export [ENTITY] [--format json|csv] [--to FILE]`: writes the ledger out.
enum ExportCommand {
  static let entities = CSVEntity.allCases.map(\.rawValue)

  static let spec = CommandSpec(
    "export", summary: "Write the whole ledger as JSON, or one entity as CSV",
    discussion:
      "Without ENTITY, writes everything as JSON with full fidelity: 'import' of that file into an empty ledger gives back the same ledger, and exporting it again gives the same bytes. With ENTITY (items, transactions, projects, categories, spaces, vendors), writes that entity as CSV with a header row. Writes to standard output unless --to names a file; the file is replaced only when the export is complete.",
    group: "Ledger",
    arguments: [
      ArgumentSpec("entity", "One entity, as CSV", type: .choice(entities), optional: true)
    ],
    options: [OptionSpec("to", "Write to FILE instead of standard output", type: .path)],
    examples: [
      CommandExample("export --to ledger.json", "Back up the whole ledger"),
      CommandExample("export items --format csv --to items.csv", "Items for a spreadsheet"),
      CommandExample("export | jq '.projects | length'", "Count projects with jq"),
    ]
  ) { context in
    let entity = context.arguments.value("entity").flatMap(CSVEntity.init(rawValue:))
    let asCSV: Bool
    switch (context.format, entity) {
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
      throw ShellError.usage("export writes json or csv, not \(context.format.rawValue)")
    }
    let store = try context.store()
    let destination = context.arguments.value("to")
    func write(to handle: FileHandle) throws {
      var output = FileHandleOutputStream(handle)
      if let entity, asCSV {
        try LedgerExporter.writeCSV(entity, from: store, to: &output)
      } else {
        try LedgerExporter.writeJSON(from: store, to: &output)
      }
      try output.flush()
    }
    guard let destination else {
      try write(to: FileHandle.standardOutput)
      return .empty
    }
    try ExportFile.replace(at: destination) { handle in try write(to: handle) }
    let what = entity.map { "\($0.rawValue) as CSV" } ?? "the ledger as JSON"
    let counts = try store.counts()
    return CommandResult(
      data: .record(Record(["path": .string(destination), "counts": .record(counts.record)])),
      message: "Exported \(what) to \(destination) (\(counts.summary))")
  }
}

/// Writes a file through a temporary sibling, so a failed export leaves the old file.
enum ExportFile {
  static func replace(at path: String, _ body: (FileHandle) throws -> Void) throws {
    let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
      throw ShellError.failure(
        "cannot write '\(path)': the folder does not exist or is not writable")
    }
    do {
      let handle = try FileHandle(forWritingTo: temporary)
      defer { try? handle.close() }
      try body(handle)
      if FileManager.default.fileExists(atPath: url.path) {
        _ = try FileManager.default.replaceItemAt(url, withItemAt: temporary)
      } else {
        try FileManager.default.moveItem(at: temporary, to: url)
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}
