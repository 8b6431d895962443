import Foundation
import LedgerData
import LedgerShell
import LedgerStore
import LedgerViews

/// `import FILE [--as items|transactions]`: reads a JSON archive or a CSV file.
enum ImportCommand {
  static let spec = CommandSpec(
    "import", summary: "Read a JSON export, or a CSV of items or transactions",
    discussion:
      "A JSON file from 'export' is loaded with every id and time kept (into an empty ledger). A CSV needs a header row with the columns 'export items' or 'export transactions' write; its kind is guessed from the header unless --as says. The CSV of a listing ('items --format csv', 'txs --format csv') imports as well: its price column is purchase_price, the ids beside names (project_id, space_id, category_id) and the derived columns (signed_amount, currency, receipt, kind, updated_at) are accepted and not read, so names resolve in the ledger imported into (an id column alone, without its name column, is read as that name), and a row whose currency is not the account's is refused. A row whose id is already in this account is skipped, not updated, and a new row keeps its id, so importing an export or the same file again adds nothing; the summary says how many were skipped. A transaction whose source_key (the statement line 'import statement' read it from) is already in this account is skipped the same way. A row with another account's id, or with an id below the ledger's last one that it no longer holds, is refused: clear its id to add it with a new one. Every row is checked first: if any is bad, nothing is imported and the bad rows are listed by line number. One import is one 'undo'. A file named *.json must be an export (it starts with '{') unless --as says it is a CSV. Rows are checked by the rules the commands follow: names unique in any case and Unicode encoding, no control characters, amounts in range, quantities from 0 to 1000000. An export's attached files are checked as 'attach' checks a file (a PNG, JPEG, HEIC, WebP or PDF that holds what its extension says, at most 25 MiB), and an attachment's original name is kept as a bare file name (no /, ~, .., control or bidirectional characters). Of several JSON imports into one new file at once, one wins and the others are refused as needing an empty ledger. A CSV's lines may end in LF, CRLF or CR alone; amounts may carry zeros past the currency's decimals (1.50000000 is 1.50). A record too long for the memory left is refused with exit status 3, naming its line; nothing is imported. Rows without an id are added with new ids. A CSV's ids are those of the ledger it was exported from, and an item's transaction_id names a transaction of this ledger, so move a whole ledger with a JSON export, not CSV. As with 'item link', an item of a project links only to a transaction of that project, and in a JSON file an item's space and transaction are those of its own project; a row that breaks this is refused with its line.",
    arguments: [ArgumentSpec("file", "The file to read", type: .path)],
    options: [
      OptionSpec("as", "What the CSV holds", type: .choice(["items", "transactions"]))
    ],
    examples: [
      CommandExample("import ledger.json", "Restore a backup into a new ledger"),
      CommandExample("import purchases.csv --as transactions", "Add transactions from a sheet"),
    ]
  ) { context in
    let path = context.arguments.value("file") ?? ""
    let entity = context.arguments.value("as").flatMap(CSVEntity.init(rawValue:))
    if entity == nil {
      try requireArchive(ifNamedJSON: path)
      try refuseOtherExports(path)
    }
    let store = try context.store()
    let accountID = try context.account().id
    let summary = try context.performJournaled { commandLine in
      try context.withProgress("Importing") { update in
        try LedgerImporter.importFile(
          atPath: path, into: store, entity: entity, accountID: accountID,
          commandLine: commandLine, progress: update)
      }
    }
    var message = "Imported \(summary.counts.summary) from \(path)"
    if summary.skipped > 0 {
      message +=
        "; skipped \(summary.skipped) \(summary.skipped == 1 ? "row" : "rows") whose id is "
        + "already in this account (import adds, it does not update)"
    }
    return CommandResult(
      data: .record(
        Record([
          "format": .string(summary.format), "counts": .record(summary.counts.record),
          "skipped": .int(summary.skipped),
        ])),
      message: message, isConfirmation: true)
  }

  /// Refuses a `.json` file whose text does not start with `{`: it is not an export.
  ///
  /// Said so, instead of reading it as a CSV whose header names no known column. Only a
  /// regular file is looked at (reading a FIFO would take what the import needs).
  static func requireArchive(ifNamedJSON path: String) throws {
    guard path.lowercased().hasSuffix(".json"), let start = head(of: path) else { return }
    // A byte-order mark and white space may come first.
    let first = start.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.first
    guard let first else {
      throw ShellError.failure(
        "'\(path)' is empty: a ledgersh JSON export starts with '{'",
        hint: "export the ledger with 'export --to FILE.json'")
    }
    guard first != UInt8(ascii: "{") else { return }
    throw ShellError.failure(
      "'\(path)' is not a ledgersh JSON export: an export starts with '{'",
      hint: "import a CSV as items or transactions with --as items|transactions")
  }

  /// Refuses a CSV whose header is exactly that of an export `import` does not read
  /// (projects, categories, spaces, vendors), naming it.
  ///
  /// The vendors' header, `id,name`, would otherwise pass for an items CSV, and importing it
  /// made one inventory item per vendor; `--as items` still reads such a file as items.
  static func refuseOtherExports(_ path: String) throws {
    guard let start = head(of: path) else { return }
    guard
      let end = start.firstIndex(where: { $0 == 0x0A || $0 == 0x0D })
        ?? (start.count < 4096 ? start.endIndex : nil)
    else { return }
    var header = String(decoding: start[start.startIndex..<end], as: UTF8.self)
    if header.hasPrefix("\u{FEFF}") { header.removeFirst() }
    let columns = header.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    guard
      let entity = CSVEntity.allCases.first(where: { !$0.isImportable && $0.columns == columns })
    else { return }
    throw ShellError.failure(
      "'\(path)' is the CSV that 'export \(entity.rawValue)' writes: import reads items and "
        + "transactions (as 'export items' and 'export transactions' write them)",
      hint: entity == .vendors
        ? "a sheet of item names with ids reads as items with --as items"
        : "export the items or transactions to import them")
  }

  /// The first 4 KiB of `path` when it is a regular file that can be read, else nil: only a
  /// regular file is looked at before the import (reading a FIFO would take what it needs).
  static func head(of path: String) -> Data? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      let handle = FileHandle(forReadingAtPath: path)
    else { return nil }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: 4096)) ?? Data()
  }
}
