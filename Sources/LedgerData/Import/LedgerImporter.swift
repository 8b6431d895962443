import Foundation
import LedgerCore
import LedgerStore

/// Reads a JSON archive or a CSV of items or transactions into a ledger.
///
/// Every row is validated before anything is written; then everything is loaded in one
/// bulk command (one journal entry, one `undo`). When any row is bad nothing is
/// imported and the error lists the bad rows by line number.
public enum LedgerImporter {
  /// How many problems an error message lists before "and N more".
  public static let reportedProblemLimit = 25

  /// Imports the file at `path`: a JSON archive when it starts with `{`, else CSV whose
  /// entity is `entity` or, when nil, guessed from the header (`amount` and `date` mean
  /// transactions, otherwise items).
  ///
  /// `progress` is told how many records are loaded. A CSV's rows go to the account
  /// `accountID` (the ledger's default when nil); a JSON archive holds its own accounts.
  public static func importFile(
    atPath path: String, into store: any Store, entity: CSVEntity? = nil,
    accountID: EntityID? = nil, commandLine: String? = nil, progress: ProgressHandler? = nil
  ) throws -> ImportSummary {
    let command = commandLine ?? "import \(path)"
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw StoreError(.invalid, "'\(path)' is a folder; give the file to import")
    }
    let handle = try ReadableFile.open(path)
    let start = (try? handle.read(upToCount: 64)) ?? nil
    try? handle.close()
    if start?.first(where: { !isSpace($0) }) == UInt8(ascii: "{") {
      do {
        return try StreamingArchiveImporter.importArchive(
          atPath: path, into: store, commandLine: command, progress: progress)
      } catch is StreamingArchiveImporter.UnknownLayout {
        // Not laid out as export writes it: decode the whole document below.
      }
    }
    let data: Data
    do {
      let whole = try ReadableFile.open(path)
      defer { try? whole.close() }
      // Read whole and decoded in several copies: a lack of memory is said, not a crash.
      var info = stat()
      if fstat(whole.fileDescriptor, &info) == 0, info.st_size > 1 << 20,
        !ReadableFile.canAllocate(Int(info.st_size) * 10)
      {
        throw StoreError(
          .unavailable,
          "not enough memory to read '\(path)' (\(info.st_size / (1 << 20)) MB) as a whole; "
            + "nothing was imported: raise the memory limit ('ulimit -v') or split the file")
      }
      data = try whole.readToEnd() ?? Data()
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(.unavailable, "cannot read '\(path)': \(error.localizedDescription)")
    }
    if data.first(where: { !isSpace($0) }) == UInt8(ascii: "{") {
      return try importJSON(
        data, into: store, commandLine: command, source: path, progress: progress)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw StoreError(.invalid, "'\(path)' is not UTF-8 text; save it as UTF-8 CSV or JSON")
    }
    return try importCSV(
      text, entity: entity, into: store, accountID: accountID, commandLine: command,
      source: path, progress: progress)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0xEF
      || byte == 0xBB || byte == 0xBF
  }

  static func refusal(_ problems: [ImportProblem], source: String) -> StoreError {
    var lines = problems.prefix(reportedProblemLimit).map { "  \($0)" }
    if problems.count > reportedProblemLimit {
      lines.append("  … and \(problems.count - reportedProblemLimit) more")
    }
    let rows = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
    return StoreError(
      .invalid,
      "nothing imported from '\(source)': \(rows)\n" + lines.joined(separator: "\n"))
  }

  // MARK: JSON

  /// The `format` of a JSON document, when it has one as a string.
  private struct FormatProbe: Decodable {
    let format: String?
  }

  /// Imports a `LedgerArchive` into an empty ledger, keeping every id and time, so that
  /// exporting again gives the same bytes.
  public static func importJSON(
    _ data: Data, into store: any Store, commandLine: String, source: String = "input",
    progress: ProgressHandler? = nil
  ) throws -> ImportSummary {
    // Another tool's JSON is named as such, not by the first field it lacks.
    if let format = (try? JSONDecoder().decode(FormatProbe.self, from: data))?.format,
      format != LedgerArchive.formatName
    {
      throw refusal(
        [ImportProblem(line: nil, message: "\"format\" is '\(format)', not a ledgersh export")],
        source: source)
    }
    let archive: LedgerArchive
    do {
      archive = try JSONDecoder().decode(LedgerArchive.self, from: data)
    } catch let error as DecodingError {
      // Say what is wrong with every record, not only the first one the decoder met; then
      // a number or nesting the decoder calls "not valid JSON", by its field and limit.
      var problems = recordProblems(data)
      if problems.isEmpty {
        problems = JSONNumberCheck.problems(data).map { ImportProblem(line: nil, message: $0) }
      }
      throw refusal(
        problems.isEmpty ? [ImportProblem(line: nil, message: describe(error))] : problems,
        source: source)
    }
    guard archive.format == LedgerArchive.formatName else {
      throw refusal(
        [
          ImportProblem(
            line: nil, message: "\"format\" is '\(archive.format)', not a ledgersh export")
        ],
        source: source)
    }
    guard archive.version <= LedgerArchive.currentVersion else {
      throw refusal(
        [
          ImportProblem(
            line: nil,
            message: "archive version \(archive.version) is newer than this ledgersh reads")
        ], source: source)
    }
    let layout = RecordLines(data)
    // A fresh ledger has an account already (#1), which the archive may or may not replace.
    var problems = ArchiveChecker.problems(
      archive, ledgerAccount: try store.accounts().first, line: layout.line)
    for (index, file) in (archive.files ?? []).enumerated() {
      if let problem = file.problem() {
        problems.append(ImportProblem(line: nil, message: "files[\(index)]: \(problem)"))
      }
    }
    guard problems.isEmpty else { throw refusal(problems, source: source) }
    try requireEmpty(store)
    try loadingIntoEmpty(store) {
      try store.performBulk(
        commandLine, expectedRows: archive.items.count + archive.transactions.count
      ) { loader in
        try requireEmpty(loader)
        var counter = ProgressCounter(total: archive.records.count, progress)
        for record in archive.records {
          try loader.load(ArchiveChecker.loaded(record), keepingID: true)
          counter.step()
        }
        counter.finish()
        if let dataDirectory = store.dataDirectory {
          for file in archive.files ?? [] { try file.write(into: dataDirectory) }
        }
      }
    }
    return ImportSummary(
      format: "json",
      counts: LedgerCounts(
        accounts: archive.accounts.count, projects: archive.projects.count,
        categories: archive.categories.count, budgets: archive.budgets.count,
        vendors: archive.vendors.count, spaceTemplates: archive.spaceTemplates.count,
        spaces: archive.spaces.count, transactions: archive.transactions.count,
        items: archive.items.count, attachments: archive.attachments.count,
        vendorAliases: archive.vendorAliases?.count ?? 0))
  }

  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let parts = context.codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }
      let joined = parts.joined()
      return joined.hasPrefix(".") ? String(joined.dropFirst()) : joined
    }
    switch error {
    case .dataCorrupted(let context):
      let at = path(context)
      return (at.isEmpty ? "" : "\(at): ") + readable(context.debugDescription)
    case .keyNotFound(let key, let context):
      let at = path(context)
      return (at.isEmpty ? "" : "\(at): ") + "missing \"\(key.stringValue)\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(path(context)): \(readable(context.debugDescription))"
    @unknown default:
      return "\(error)"
    }
  }

  /// The decoding problem of each record of an archive that did not decode as a whole,
  /// named by section and place (`transactions[3].amount: …`); empty when the records
  /// decode one by one (the problem is elsewhere) or the text is no JSON object.
  static func recordProblems(_ data: Data) -> [ImportProblem] {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return []
    }
    let decoder = JSONDecoder()
    var problems: [ImportProblem] = []
    for kind in LedgerRecord.Kind.allCases {
      guard let records = object[kind.pluralName] as? [Any] else { continue }
      for (index, record) in records.enumerated() {
        let place = "\(kind.pluralName)[\(index)]"
        guard
          let json = try? JSONSerialization.data(
            withJSONObject: record, options: [.fragmentsAllowed])
        else { continue }
        do {
          _ = try StreamingArchiveImporter.decode(kind, json, decoder)
        } catch let error as DecodingError {
          let numbers = JSONNumberCheck.problems(json, place: place)
          if !numbers.isEmpty {
            problems += numbers.map { ImportProblem(line: nil, message: $0) }
            continue
          }
          // The record's own path follows its place: transactions[3].amount.
          let nested: Bool
          switch error {
          case .dataCorrupted(let context), .keyNotFound(_, let context),
            .typeMismatch(_, let context), .valueNotFound(_, let context):
            nested = !context.codingPath.isEmpty
          @unknown default: nested = false
          }
          problems.append(
            ImportProblem(line: nil, message: place + (nested ? "." : ": ") + describe(error)))
        } catch {
          problems.append(ImportProblem(line: nil, message: "\(place): \(error)"))
        }
      }
    }
    return problems
  }

  /// Foundation's words for a value outside an enumeration ("Cannot initialize
  /// TransactionType from invalid String value gift") as a user would read them: the
  /// value, and the values the field takes.
  static func readable(_ description: String) -> String {
    // "Expected to decode Dictionary<String, Any> but found a string instead."
    if description.hasPrefix("Expected to decode "),
      let found = description.range(of: " but found ")
    {
      let type = description[
        description.index(description.startIndex, offsetBy: 19)..<found.lowerBound]
      let kinds: [(String, String)] = [
        ("Dictionary", "an object"), ("Array", "a list"), ("String", "text"),
        ("Bool", "true or false"),
        ("Int", "a number"), ("Double", "a number"), ("Decimal", "a number"),
      ]
      let expected = kinds.first { type.hasPrefix($0.0) }?.1 ?? String(type)
      let rest = description[found.upperBound...]
      let actual = rest.hasSuffix(" instead.") ? rest.dropLast(" instead.".count) : rest
      return "expected \(expected), found \(actual)"
    }
    let prefix = "Cannot initialize "
    guard description.hasPrefix(prefix),
      let from = description.range(of: " from invalid "),
      let value = description.range(of: " value ", range: from.upperBound..<description.endIndex)
    else { return description }
    let type = String(
      description[
        description.index(description.startIndex, offsetBy: prefix.count)..<from.lowerBound])
    let given = String(description[value.upperBound...])
    let choices: [String: [String]] = [
      "TransactionType": TransactionType.allCases.map(\.rawValue),
      "Reimbursement": Reimbursement.allCases.map(\.rawValue),
      "CategoryKind": CategoryKind.allCases.map(\.rawValue),
      "AttachmentKind": AttachmentKind.allCases.map(\.rawValue),
    ]
    guard let allowed = choices[type] else { return "'\(given)' is not a valid value" }
    return "'\(given)' is not one of: " + allowed.joined(separator: ", ")
  }

  /// Runs `load`, a full-ledger load that checked the ledger was empty; when it fails
  /// because another import or session filled the ledger meanwhile (eight imports into one
  /// new file at once), says so as `requireEmpty` does, not as the clash it met
  /// ("UNIQUE constraint failed: vendors.id").
  static func loadingIntoEmpty<T>(_ store: any Store, _ load: () throws -> T) throws -> T {
    do {
      return try load()
    } catch let error as StoreError where error.kind == .conflict || error.kind == .busy {
      try requireEmpty(store)
      throw error
    }
  }

  /// Throws, inside a full-ledger load's transaction, when the ledger is no longer empty:
  /// another import or session wrote to it since `requireEmpty(store)` looked.
  static func requireEmpty(_ loader: any BulkLoader) throws {
    guard loader.itemsBefore == 0, loader.transactionsBefore == 0,
      try loader.projectNames(accountID: nil).isEmpty,
      try loader.vendorNames(accountID: nil).isEmpty,
      try loader.categories(accountID: nil, includeArchived: true).isEmpty
    else {
      throw StoreError(
        .conflict,
        "a full-ledger JSON import needs an empty ledger, and another import or session "
          + "filled this one meanwhile; nothing was imported: import into a new file with "
          + "--db NEW.db")
    }
  }

  /// Throws unless the ledger holds nothing but its first account.
  static func requireEmpty(_ store: any Store) throws {
    let counts = try store.counts()
    // What is there, by name: a category or a second account stops the import as surely as
    // a project does.
    var held = [
      (counts.projects, "project"), (counts.categories, "category"),
      (counts.vendors, "vendor"), (counts.spaceTemplates, "space template"),
      (counts.budgets, "budget"), (counts.spaces, "space"),
      (counts.transactions, "transaction"), (counts.items, "item"),
    ].filter { $0.0 > 0 }.map { English.count($0.0, $0.1) }
    if counts.accounts > 1 { held.append(English.count(counts.accounts, "account")) }
    guard held.isEmpty else {
      throw StoreError(
        .conflict,
        "a full-ledger JSON import needs an empty ledger, and this one has data "
          + "(\(held.joined(separator: ", "))); import into a new file with --db NEW.db")
    }
  }

  public static func importCSV(
    _ text: String, entity: CSVEntity?, into store: any Store, accountID: EntityID? = nil,
    commandLine: String, source: String = "input", progress: ProgressHandler? = nil
  ) throws -> ImportSummary {
    let records: [CSVReader.Record]
    do {
      records = try CSVReader.records(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
    } catch {
      throw refusal([ImportProblem(line: error.line, message: error.message)], source: source)
    }
    guard let header = records.first else {
      throw refusal(
        [ImportProblem(line: 1, message: "the file is empty; expected a header row")],
        source: source)
    }
    let columns = header.fields.map {
      $0.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: " ", with: "_")
    }
    let chosen =
      entity ?? (columns.contains("amount") && columns.contains("date") ? .transactions : .items)
    guard chosen.isImportable else {
      throw StoreError(
        .invalid, "only items and transactions can be imported from CSV, not \(chosen.rawValue)")
    }
    let rows = try CSVRowValidator(
      store: store, entity: chosen, header: header, columns: columns, accountID: accountID
    ).validate(Array(records.dropFirst()))
    guard rows.problems.isEmpty else { throw refusal(rows.problems, source: source) }
    guard !rows.records.isEmpty else {
      return ImportSummary(format: chosen.rawValue, counts: LedgerCounts(), skipped: rows.skipped)
    }
    try store.performBulk(commandLine, expectedRows: rows.records.count) { loader in
      let unkept = zip(rows.records, rows.lines).filter {
        $0.0.id != EntityID(0) && !loader.canKeepID(of: $0.0)
      }
      guard unkept.isEmpty else {
        throw refusal(
          unkept.map { record, line in
            ImportProblem(
              line: line,
              message: "id: \(chosen == .items ? "item" : "transaction") \(record.id) is not in "
                + "this ledger but below its last id, so it cannot be kept (was it deleted?); "
                + "clear the id column to add the row with a new id")
          }, source: source)
      }
      for vendor in rows.newVendors { try loader.load(.vendor(vendor), keepingID: false) }
      var counter = ProgressCounter(total: rows.records.count, progress)
      // Rows that keep their ids first: a new id is one above the highest, so it can never
      // take an id a later row of the file keeps.
      let kept = rows.records.filter { $0.id != EntityID(0) }
      for record in kept + rows.records.filter({ $0.id == EntityID(0) }) {
        try loader.load(record, keepingID: record.id != EntityID(0))
        counter.step()
      }
      counter.finish()
    }
    var counts = LedgerCounts(vendors: rows.newVendors.count)
    if chosen == .items {
      counts.items = rows.records.count
    } else {
      counts.transactions = rows.records.count
    }
    return ImportSummary(format: chosen.rawValue, counts: counts, skipped: rows.skipped)
  }
}
