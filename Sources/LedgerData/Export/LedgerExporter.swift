import Foundation
import LedgerCore
import LedgerStore
import TextOutput

/// Writes a ledger out as JSON (everything) or CSV (one entity of one account), streaming
/// row by row.
public enum LedgerExporter {
  /// Writes the export to an open file descriptor (such as standard output).
  ///
  /// Stops at the first failed write and throws `OutputWriteError` (named by `path`, or
  /// standard output when nil); a ledger that cannot be read throws its `StoreError`.
  /// A CSV export holds the rows of the account `accountID` (the ledger's default when nil).
  public static func export(
    from store: any Store, format: ExportFormat, entity: CSVEntity?, accountID: EntityID? = nil,
    toDescriptor descriptor: Int32, path: String? = nil, progress: ProgressHandler? = nil
  ) throws {
    try checkEntity(format: format, entity: entity)
    var output = DescriptorOutputStream(descriptor: descriptor, path: path)
    _ = try write(
      from: store, format: format, entity: entity, accountID: accountID, to: &output,
      progress: progress)
    try output.flush()
  }

  /// Writes the export to the file at `path`, private to its owner (mode 0600).
  ///
  /// A regular file is replaced only once the export is complete: a failed export leaves
  /// no half-written file. A symbolic link is followed (the file it points to is replaced,
  /// the link stays); a FIFO or character device is written through; a folder, block
  /// device or socket is refused with `StoreError(.invalid)`. Failed writes throw
  /// `OutputWriteError`. A CSV export holds the rows of the account `accountID` (the
  /// ledger's default when nil); it returns how many rows it wrote (nil for JSON).
  @discardableResult
  public static func export(
    from store: any Store, format: ExportFormat, entity: CSVEntity?, accountID: EntityID? = nil,
    toPath path: String, progress: ProgressHandler? = nil
  ) throws -> Int? {
    try checkEntity(format: format, entity: entity)
    let target = try ExportTarget.resolve(path)
    var rows: Int?
    try target.write(path: path) { output in
      rows = try write(
        from: store, format: format, entity: entity, accountID: accountID, to: &output,
        progress: progress)
    }
    return rows
  }

  private static func checkEntity(format: ExportFormat, entity: CSVEntity?) throws {
    guard format == .csv, entity == nil else { return }
    let names = CSVEntity.allCases.map(\.rawValue).joined(separator: ", ")
    throw StoreError(.invalid, "a CSV export is of one entity: name one of \(names)")
  }

  /// Writes the export and returns how many CSV rows it wrote (nil for JSON).
  private static func write(
    from store: any Store, format: ExportFormat, entity: CSVEntity?, accountID: EntityID?,
    to output: inout DescriptorOutputStream, progress: ProgressHandler?
  ) throws -> Int? {
    do {
      switch format {
      case .json:
        try writeJSON(from: store, to: &output, progress: progress)
        return nil
      case .csv:
        guard let entity else { return nil }
        return try writeCSV(
          entity, from: store, accountID: accountID, to: &output, progress: progress)
      }
    } catch {
      // A failed write stops the reading; the store may wrap it: say what failed first.
      try output.check()
      throw error
    }
  }

  /// Stops an export whose output has failed, instead of formatting rows nobody reads.
  private static func stopIfFailed(_ output: some TextOutputStream) throws {
    if let stream = output as? DescriptorOutputStream { try stream.check() }
  }

  /// Writes the whole ledger as a `LedgerArchive` JSON document.
  ///
  /// One record per line, keys sorted, so the same ledger always gives the same bytes
  /// and `import` of the output into an empty ledger exports identically. After the
  /// records, `files` holds each attached file's bytes once (by SHA-256, then extension);
  /// a file missing from the data folder is left out.
  public static func writeJSON(
    from store: any Store, to output: inout some TextOutputStream,
    progress: ProgressHandler? = nil
  ) throws {
    output.write("{\n")
    output.write("  \"format\": \"\(LedgerArchive.formatName)\",\n")
    output.write("  \"version\": \(LedgerArchive.currentVersion),\n")
    let kinds = LedgerRecord.Kind.allCases
    var current = 0
    var first = true
    func open(_ index: Int) {
      output.write("  \"\(kinds[index].pluralName)\": [")
    }
    func close(_ index: Int) {
      output.write(first ? "]" : "\n  ]")
      output.write(",\n")
    }
    var files: Set<FileName> = []
    var counter = try ProgressCounter(records: Set(kinds), in: store, progress)
    open(0)
    try store.forEachRecord { record in
      try stopIfFailed(output)
      counter.step()
      guard let index = kinds.firstIndex(of: record.kind) else { return }
      if case .attachment(let attachment) = record {
        files.insert(FileName(sha256: attachment.sha256, fileExtension: attachment.fileExtension))
      }
      while current < index {
        close(current)
        current += 1
        first = true
        open(current)
      }
      output.write(first ? "\n    " : ",\n    ")
      first = false
      output.write(JSONRecordWriter.json(record))
    }
    while current < kinds.count - 1 {
      close(current)
      current += 1
      first = true
      open(current)
    }
    close(current)
    counter.finish()
    output.write("  \"files\": [")
    var firstFile = true
    for name in files.sorted() {
      let attachment = ArchiveFile(
        sha256: name.sha256, fileExtension: name.fileExtension, base64: "")
      guard let dataDirectory = store.dataDirectory,
        let bytes = FileManager.default.contents(
          atPath: URL(fileURLWithPath: dataDirectory).appendingPathComponent(
            attachment.relativePath
          ).path)
      else { continue }
      var file = attachment
      file.base64 = bytes.base64EncodedString()
      output.write(firstFile ? "\n    " : ",\n    ")
      firstFile = false
      output.write(file.json)
    }
    output.write(firstFile ? "]\n" : "\n  ]\n")
    output.write("}\n")
  }

  /// An attached file's name in the data folder, ordered by hash then extension.
  private struct FileName: Hashable, Comparable {
    var sha256: String
    var fileExtension: String

    static func < (lhs: FileName, rhs: FileName) -> Bool {
      (lhs.sha256, lhs.fileExtension) < (rhs.sha256, rhs.fileExtension)
    }
  }

  /// Writes one entity of one account as CSV with a header row (`CSVEntity.columns`), and
  /// returns how many rows it wrote.
  ///
  /// The rows are those of the account `accountID` (the ledger's default when nil), as CSV
  /// import puts a file's rows in one account: importing the export into the same account
  /// skips every row. Projects, spaces and categories are written by name; amounts as plain
  /// decimals (`1249.99`); flags as `true`/`false`; dates as `YYYY-MM-DD`.
  @discardableResult
  public static func writeCSV(
    _ entity: CSVEntity, from store: any Store, accountID: EntityID? = nil,
    to output: inout some TextOutputStream, progress: ProgressHandler? = nil
  ) throws -> Int {
    let account = try accountID ?? store.defaultAccount().id
    output.write(CSVFormat.line(entity.columns))
    var rows = 0
    // The account's projects, spaces and categories, by id: a row names them, and a space
    // is the account's when its project is.
    var projectNames: [EntityID: String] = [:]
    var spaceNames: [EntityID: String] = [:]
    var categoryNames: [EntityID: String] = [:]
    let kinds: Set<LedgerRecord.Kind>
    switch entity {
    case .items: kinds = [.project, .space, .item]
    case .transactions: kinds = [.project, .category, .transaction]
    case .projects: kinds = [.project]
    case .categories: kinds = [.category]
    case .spaces: kinds = [.project, .space]
    case .vendors: kinds = [.vendor]
    }
    var counter = try ProgressCounter(records: kinds, in: store, progress)
    defer { counter.finish() }
    let flag = { (value: Bool) in value ? "true" : "false" }
    let name = { (names: [EntityID: String], id: EntityID?) in id.flatMap { names[$0] } ?? "" }
    try store.forEachRecord(of: kinds) { record in
      try stopIfFailed(output)
      counter.step()
      var fields: [String]?
      switch (record, entity) {
      case (.project(let project), _) where project.accountID == account:
        projectNames[project.id] = project.name
        if entity == .projects {
          fields = [
            "\(project.id.rawValue)", project.name, project.clientName, project.description,
            flag(project.isArchived), project.createdAt.iso8601,
          ]
        }
      case (.space(let space), _) where projectNames[space.projectID] != nil:
        spaceNames[space.id] = space.name
        if entity == .spaces {
          fields = [
            "\(space.id.rawValue)", name(projectNames, space.projectID), space.name,
            space.notes, space.templateID.map { "\($0.rawValue)" } ?? "",
          ]
        }
      case (.category(let category), _) where category.accountID == account:
        categoryNames[category.id] = category.name
        if entity == .categories {
          fields = [
            "\(category.id.rawValue)", category.name, category.kind.rawValue,
            "\(category.position)", flag(category.isArchived),
          ]
        }
      case (.vendor(let vendor), .vendors) where vendor.accountID == account:
        fields = ["\(vendor.id.rawValue)", vendor.name]
      case (.item(let item), .items) where item.accountID == account:
        fields = [
          "\(item.id.rawValue)", name(projectNames, item.projectID),
          name(spaceNames, item.spaceID), item.name, item.sku, item.source,
          item.purchasePrice?.decimalString ?? "", item.projectPrice?.decimalString ?? "",
          "\(item.quantity)", flag(item.isBookmarked),
          item.transactionID.map { "\($0.rawValue)" } ?? "", item.notes,
          item.createdAt.iso8601,
        ]
      case (.transaction(let transaction), .transactions) where transaction.accountID == account:
        fields = [
          "\(transaction.id.rawValue)", name(projectNames, transaction.projectID),
          transaction.date.iso8601, transaction.source, transaction.amount.decimalString,
          transaction.type.rawValue, transaction.reimbursement.rawValue,
          name(categoryNames, transaction.categoryID), flag(transaction.needsReview),
          transaction.notes, transaction.createdAt.iso8601, transaction.sourceKey ?? "",
        ]
      default:
        break
      }
      if let fields {
        output.write(CSVFormat.line(fields))
        rows += 1
      }
    }
    return rows
  }
}
