import Foundation
import LedgerCore
import LedgerData
import LedgerStore
import LedgerStoreTestSupport
import LedgerTestSupport
import Testing

/// Export and import carry the attached files' bytes; older archives without them import.
@Suite("Export and import of attached files")
struct ArchiveFilesTests {
  static let backends = StoreBackend.allCases

  func json(_ store: any Store) throws -> String {
    var output = ""
    try LedgerExporter.writeJSON(from: store, to: &output)
    return output
  }

  /// A ledger with a PNG and a PDF attached to an item, a transaction and a space.
  func ledgerWithFiles(_ backend: StoreBackend) throws -> any Store {
    let store = try backend.makeStore()
    let folder = try TemporaryFolder.make()
    let png = try TestFiles.write(TestFiles.png(width: 64, height: 48), "photo.png", in: folder)
    let pdf = try TestFiles.write(TestFiles.pdf, "receipt.pdf", in: folder)
    try store.perform("setup") { writer in
      let project = try writer.addProject(ProjectDraft(name: "Loft"))
      let space = try writer.addSpace(SpaceDraft(projectID: project.id, name: "Kitchen"))
      let transaction = try writer.addTransaction(
        TransactionDraft(
          projectID: project.id, source: "IKEA", amount: try Money.parse("20", currency: .usd),
          date: try #require(CalendarDay.parse("2026-05-01"))))
      let item = try writer.addItem(
        ItemDraft(name: "Lamp", projectID: project.id, spaceID: space.id))
      for owner in [AttachmentOwner.item(item.id), .transaction(transaction.id), .space(space.id)] {
        _ = try writer.attachFile(atPath: png, to: owner, primary: false)
        _ = try writer.attachFile(atPath: pdf, to: owner, primary: false)
      }
    }
    return store
  }

  @Test(
    "export, import into a fresh ledger, export: byte-identical, files and all",
    arguments: backends)
  func roundTrip(backend: StoreBackend) throws {
    let source = try ledgerWithFiles(backend)
    let first = try json(source)
    #expect(first.contains("\"files\": [\n    {\"base64\":"))
    #expect(first.hasSuffix("\n  ]\n}\n"))
    let archive = try JSONDecoder().decode(LedgerArchive.self, from: Data(first.utf8))
    #expect(archive.files?.count == 2)
    #expect(archive.attachments.count == 6)
    #expect(archive.attachments.filter { $0.pixelWidth == 64 }.count == 3)

    // Through the streaming importer (a file laid out as export writes it)…
    let path = try TemporaryFolder.make().appendingPathComponent("ledger.json").path
    try Data(first.utf8).write(to: URL(fileURLWithPath: path))
    let streamed = try backend.makeStore()
    let summary = try LedgerImporter.importFile(atPath: path, into: streamed)
    #expect(summary.counts.attachments == 6)
    #expect(try json(streamed) == first)
    // …and through the whole-document one.
    let decoded = try backend.makeStore()
    _ = try LedgerImporter.importJSON(Data(first.utf8), into: decoded, commandLine: "import")
    #expect(try json(decoded) == first)

    for attachment in archive.attachments {
      let copy = try #require(decoded.attachmentPath(attachment))
      let original = try #require(source.attachmentPath(attachment))
      #expect(
        FileManager.default.contents(atPath: copy) == FileManager.default.contents(atPath: original)
      )
      let attributes = try FileManager.default.attributesOfItem(atPath: copy)
      #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }
  }

  @Test("an archive of version 1, without file bytes, still imports", arguments: backends)
  func versionOne(backend: StoreBackend) throws {
    let source = try ledgerWithFiles(backend)
    var text = try json(source)
    let files = try #require(text.range(of: "],\n  \"files\": ["))
    text = String(text[..<files.lowerBound]) + "]\n}\n"
    text = text.replacingOccurrences(of: "\"version\": 3,", with: "\"version\": 1,")
    let path = try TemporaryFolder.make().appendingPathComponent("old.json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    for viaFile in [true, false] {
      let target = try backend.makeStore()
      let summary =
        viaFile
        ? try LedgerImporter.importFile(atPath: path, into: target)
        : try LedgerImporter.importJSON(Data(text.utf8), into: target, commandLine: "import")
      #expect(summary.counts.attachments == 6)
      #expect(try target.counts().attachments == 6)
      // The records came; the files did not, so a new export has no bytes to carry.
      #expect(try json(target).hasSuffix("\"files\": []\n}\n"))
    }
  }

  @Test(
    "a file whose bytes do not match its SHA-256 is refused, nothing imported",
    arguments: backends)
  func tamperedFile(backend: StoreBackend) throws {
    let source = try ledgerWithFiles(backend)
    let text = try json(source)
    let archive = try JSONDecoder().decode(LedgerArchive.self, from: Data(text.utf8))
    let file = try #require(archive.files?.first)
    let forged = text.replacingOccurrences(
      of: file.base64, with: Data("forged".utf8).base64EncodedString())
    let path = try TemporaryFolder.make().appendingPathComponent("forged.json").path
    try Data(forged.utf8).write(to: URL(fileURLWithPath: path))
    let target = try backend.makeStore()
    do {
      _ = try LedgerImporter.importFile(atPath: path, into: target)
      Issue.record("forged bytes imported")
    } catch let error as StoreError {
      #expect(error.message.contains("do not match their SHA-256"))
    }
    #expect(try target.isEmpty())
    #expect(try target.counts().attachments == 0)
  }
}
