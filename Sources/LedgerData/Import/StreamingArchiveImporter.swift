import Foundation
import LedgerCore
import LedgerStore

/// Imports a JSON archive laid out as `export` writes it (one record per line) while
/// reading it, so a ledger of millions of records imports in little memory.
///
/// Every record is checked; loading stops at the first bad one but checking goes on, and
/// any problem rolls the whole import back, listing bad records by line.
enum StreamingArchiveImporter {
  /// The file is not laid out as `export` writes it; decode it whole instead.
  struct UnknownLayout: Error {}

  private static let recordPrefix = Array("    {".utf8)

  /// Imports the archive at `path`; throws `UnknownLayout` (having written nothing)
  /// when the file is valid-looking JSON of another layout.
  ///
  /// `progress` is told how many records are loaded, of a total estimated from how much
  /// of the file they took.
  static func importArchive(
    atPath path: String, into store: any Store, commandLine: String,
    progress: ProgressHandler? = nil
  ) throws -> ImportSummary {
    let handle = try ReadableFile.open(path)
    defer { try? handle.close() }
    var reader = LineReader(handle: handle, source: path)
    let versions = (1...LedgerArchive.currentVersion).map { "  \"version\": \($0)," }
    let header = [["{"], ["  \"format\": \"\(LedgerArchive.formatName)\","], versions]
    for expected in header {
      guard let line = try reader.next(),
        expected.contains(String(decoding: line, as: UTF8.self))
      else { throw UnknownLayout() }
    }
    // A ledgersh export: only now is the ledger's content what stops it, not the file's.
    try LedgerImporter.requireEmpty(store)
    let dataDirectory = store.dataDirectory
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    var counts = LedgerCounts()
    let ledgerAccount = try store.accounts().first
    try LedgerImporter.loadingIntoEmpty(store) {
      try store.performBulk(commandLine, expectedRows: size / 350) { loader in
        try LedgerImporter.requireEmpty(loader)
        var checker = ArchiveChecker(ledgerAccount: ledgerAccount)
        var problems: [ImportProblem] = []
        var section: LedgerRecord.Kind?
        var inFiles = false
        var index = 0
        let decoder = JSONDecoder()
        var loaded = 0
        while let line = try reader.next() {
          if line.starts(with: recordPrefix), inFiles {
            let json = line.last == UInt8(ascii: ",") ? line.dropLast() : line
            // Decoding takes several copies of a long record: a lack of memory is said.
            if json.count > 1 << 20, !ReadableFile.canAllocate(json.count * 10) {
              throw LineReader.outOfMemory(
                line: reader.lineNumber, bytes: json.count, source: path)
            }
            let place = "files[\(index)]"
            index += 1
            do {
              let file = try decoder.decode(ArchiveFile.self, from: Data(json))
              if let problem = file.problem() {
                problems.append(
                  ImportProblem(line: reader.lineNumber, message: "\(place): \(problem)"))
              } else if problems.isEmpty, let dataDirectory {
                try file.write(into: dataDirectory)
              }
            } catch let error as DecodingError {
              let messages = JSONNumberCheck.problems(Data(json), place: place)
              problems +=
                (messages.isEmpty
                ? ["\(place): \(LedgerImporter.describe(error))"] : messages).map {
                  ImportProblem(line: reader.lineNumber, message: $0)
                }
            }
            continue
          }
          if line.starts(with: recordPrefix) {
            guard let kind = section else { throw UnknownLayout() }
            let json = line.last == UInt8(ascii: ",") ? line.dropLast() : line
            // Decoding takes several copies of a long record: a lack of memory is said.
            if json.count > 1 << 20, !ReadableFile.canAllocate(json.count * 10) {
              throw LineReader.outOfMemory(
                line: reader.lineNumber, bytes: json.count, source: path)
            }
            let place = "\(kind.pluralName)[\(index)]"
            index += 1
            let record: LedgerRecord
            do {
              record = try decode(kind, Data(json), decoder)
            } catch let error as DecodingError {
              let messages = JSONNumberCheck.problems(Data(json), place: place)
              problems +=
                (messages.isEmpty
                ? ["\(place): \(LedgerImporter.describe(error))"] : messages).map {
                  ImportProblem(line: reader.lineNumber, message: $0)
                }
              continue
            }
            let messages = checker.check(record)
            problems += messages.map {
              ImportProblem(line: reader.lineNumber, message: "\(place) (\(record.id)): \($0)")
            }
            if problems.isEmpty {
              try loader.load(ArchiveChecker.loaded(record), keepingID: true)
              counts.add(kind)
              loaded += 1
              if let progress, loaded % 500 == 0, reader.bytesRead > 0 {
                progress(loaded, max(loaded, loaded * size / reader.bytesRead))
              }
            }
            continue
          }
          let text = String(decoding: line, as: UTF8.self)
          switch text {
          case "  ],", "  ]", "}", "":
            section = nil
            inFiles = false
          case "  \"files\": [":
            section = nil
            inFiles = true
            index = 0
          case "  \"files\": []":
            section = nil
          default:
            guard text.hasPrefix("  \""),
              let kind = LedgerRecord.Kind.allCases.first(where: {
                text.hasPrefix("  \"\($0.pluralName)\": [")
              })
            else { throw UnknownLayout() }
            let rest = text.dropFirst("  \"\(kind.pluralName)\": [".count)
            switch rest {
            case "": section = kind
            case "],", "]": section = nil
            default: throw UnknownLayout()
            }
            index = 0
          }
        }
        if !problems.isEmpty { throw LedgerImporter.refusal(problems, source: path) }
        progress?(loaded, loaded)
      }
    }
    return ImportSummary(format: "json", counts: counts)
  }

  static func decode(_ kind: LedgerRecord.Kind, _ data: Data, _ decoder: JSONDecoder)
    throws -> LedgerRecord
  {
    switch kind {
    case .account: return .account(try decoder.decode(Account.self, from: data))
    case .vendor: return .vendor(try decoder.decode(Vendor.self, from: data))
    case .category: return .category(try decoder.decode(BudgetCategory.self, from: data))
    case .spaceTemplate:
      return .spaceTemplate(try decoder.decode(SpaceTemplate.self, from: data))
    case .project: return .project(try decoder.decode(Project.self, from: data))
    case .budget: return .budget(try decoder.decode(CategoryBudget.self, from: data))
    case .space: return .space(try decoder.decode(Space.self, from: data))
    case .transaction: return .transaction(try decoder.decode(Transaction.self, from: data))
    case .vendorAlias: return .vendorAlias(try decoder.decode(VendorAlias.self, from: data))
    case .item: return .item(try decoder.decode(Item.self, from: data))
    case .attachment: return .attachment(try decoder.decode(Attachment.self, from: data))
    }
  }
}
