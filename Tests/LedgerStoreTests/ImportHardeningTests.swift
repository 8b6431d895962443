import Foundation
import LedgerCore
import LedgerData
import LedgerStore
import LedgerStoreTestSupport
import LedgerTestSupport
import Testing

/// Imports follow the rules the commands follow, and CSV import is idempotent by id.
///
/// These check LedgerImporter's reading and validation, which refuse a file before any row
/// reaches a store, so they run on SQLite in memory; ExportImportTests runs the imports
/// that write on every backend.
@Suite("Import hardening")
struct ImportHardeningTests {
  /// A ledger with projects `Café` and `Other`, a category and an item, as JSON.
  func archive() throws -> String {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    try store.perform("seed") { writer in
      let project = try writer.addProject(ProjectDraft(name: "Café"))
      _ = try writer.addProject(ProjectDraft(name: "Other"))
      _ = try writer.addCategory(name: "Furniture", kind: .standard, accountID: nil)
      _ = try writer.addCategory(name: "Lighting", kind: .standard, accountID: nil)
      var item = ItemDraft(name: "Sofa")
      item.projectID = project.id
      _ = try writer.addItem(item)
    }
    var output = ""
    try LedgerExporter.writeJSON(from: store, to: &output)
    return output
  }

  /// Imports `text` into a new ledger, expecting a refusal; answers its message.
  func refusal(_ text: String) throws -> String {
    let target = try StoreBackend.sqliteInMemory.makeStore()
    let before = try target.counts()
    do {
      _ = try LedgerImporter.importJSON(Data(text.utf8), into: target, commandLine: "import")
    } catch let error as StoreError {
      #expect(try target.counts() == before)
      #expect(!error.message.contains("constraint"))
      return error.message
    }
    Issue.record("the import was not refused")
    return ""
  }

  @Test(
    "a JSON import with names that differ only in case or encoding is refused, naming the row",
    arguments: ["CAFÉ", "cafe\u{301}", "Cafe\u{301}"])
  func duplicateNames(clash: String) throws {
    let text = try archive().replacingOccurrences(of: "\"Other\"", with: "\"\(clash)\"")
    let message = try refusal(text)
    #expect(message.contains("projects[1]"))
    #expect(message.contains("a project named 'Café' is already in the file"))
    #expect(message.contains("line "))
  }

  @Test("duplicate category names are refused too")
  func duplicateCategories() throws {
    let text = try archive().replacingOccurrences(of: "\"Lighting\"", with: "\"FURNITURE\"")
    #expect(try refusal(text).contains("a category named 'Furniture' is already in the file"))
  }

  @Test("a negative quantity is a problem with its row, not a CHECK failure")
  func negativeQuantity() throws {
    let text = try archive().replacingOccurrences(of: "\"quantity\":1", with: "\"quantity\":-1")
    #expect(text.contains("\"quantity\":-1"))
    let message = try refusal(text)
    #expect(message.contains("items[0]"))
    #expect(message.contains("quantity -1 is not a whole number from 0 to 1000000"))
  }

  @Test(
    "a JSON item's quantity obeys item add's limit, so 'items' still works after",
    arguments: ["9223372036854775807", "1000001"])
  func hugeQuantity(quantity: String) throws {
    let text = try archive().replacingOccurrences(
      of: "\"quantity\":1", with: "\"quantity\":\(quantity)")
    #expect(text.contains("\"quantity\":\(quantity)"))
    let message = try refusal(text)
    #expect(message.contains("items[0]"), "\(message)")
    #expect(message.contains("is not a whole number from 0 to 1000000"), "\(message)")
  }

  @Test("a CSV item's quantity obeys item add's limit")
  func csvHugeQuantity() throws {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    #expect {
      _ = try LedgerImporter.importCSV(
        "name,quantity\nSofa,9223372036854775807\n", entity: .items, into: store,
        commandLine: "import")
    } throws: { error in
      let message = (error as? StoreError)?.message ?? ""
      return message.contains("line 2") && message.contains("from 0 to 1000000")
    }
    #expect(try store.counts().items == 0)
  }

  /// Imports `text` from a file (the streaming reader when it is laid out as export
  /// writes it), expecting a refusal; answers its message.
  func fileRefusal(_ text: String) throws -> String {
    let path = try TemporaryFolder.make().appendingPathComponent("ledger.json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let target = try StoreBackend.sqliteInMemory.makeStore()
    do {
      _ = try LedgerImporter.importFile(atPath: path, into: target)
    } catch let error as StoreError {
      #expect(try target.counts().items == 0)
      return error.message
    }
    Issue.record("the import was not refused")
    return ""
  }

  @Test(
    "valid JSON is never called not valid JSON: the field and its limit are named",
    arguments: [
      (
        "\"version\": 3,", "\"version\": 3.0000000001,",
        "version: 3.0000000001 is not an archive version"
      ),
      (
        "\"quantity\":1", "\"quantity\":1e20",
        "items[0].quantity: 1e+20 is not a whole number from 0 to 1000000"
      ),
      ("\"id\":1,\"isBookmarked\"", "\"id\":1.5,\"isBookmarked\"", "items[0].id: 1.5 is not an id"),
    ])
  func validJSONNamed(old: String, new: String, expected: String) throws {
    let text = try archive().replacingOccurrences(of: old, with: new)
    #expect(text.contains(new))
    for message in [try refusal(text), try fileRefusal(text)] {
      #expect(message.contains(expected), "\(message)")
      #expect(!message.contains("not valid JSON"), "\(message)")
    }
  }

  @Test("an archive's byteCount of 1e20 is named with the 25 MiB limit")
  func byteCountTooLargeForJSON() throws {
    let text = try archiveWithPicture().replacingOccurrences(
      of: "\"byteCount\":\(Self.png.count)", with: "\"byteCount\":1e20")
    for message in [try refusal(text), try fileRefusal(text)] {
      #expect(
        message.contains("attachments[0].byteCount: 1e+20 is not a size from 0 to 26214400"),
        "\(message)")
      #expect(!message.contains("not valid JSON"), "\(message)")
    }
  }

  @Test("JSON nested 100,000 deep is named by its depth, not called invalid")
  func deepNesting() throws {
    let depth = 100_000
    let text =
      "{\"format\":\"ledgersh-ledger\",\"version\":2,\"accounts\":"
      + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
    let message = try refusal(text)
    #expect(message.contains("more than 512 levels deep"), "\(message.prefix(300))")
    #expect(!message.contains("not valid JSON"))
  }

  @Test("a CSV whose lines end in CR alone (old Mac exports) is read line by line")
  func csvCarriageReturns() throws {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    let summary = try LedgerImporter.importCSV(
      "name,quantity,notes\rSofa,2,\"one\rtwo\"\rLamp,1,\r\nChair,3,\n", entity: .items,
      into: store, commandLine: "import")
    #expect(summary.counts.items == 3)
    let names = try store.items(ItemQuery(limit: 10)).map(\.name).sorted()
    #expect(names == ["Chair", "Lamp", "Sofa"])
    #expect(try store.items(ItemQuery(limit: 10)).first { $0.name == "Sofa" }?.notes == "one\rtwo")
  }

  @Test("a CSV header of 100,000 unknown columns gets a short error")
  func csvManyColumns() throws {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    let header = (0..<100_000).map { "column\($0)" }.joined(separator: ",")
    #expect {
      _ = try LedgerImporter.importCSV(
        "name," + header + "\n", entity: .items, into: store, commandLine: "import")
    } throws: { error in
      let message = (error as? StoreError)?.message ?? ""
      return message.count < 400 && message.contains("'column0'")
        && message.contains("and 99995 more")
    }
  }

  @Test(
    "names from JSON and CSV refuse bidirectional controls as they refuse control characters",
    arguments: ["\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}"])
  func bidiControls(control: String) throws {
    let text = try archive().replacingOccurrences(of: "\"Other\"", with: "\"B\(control)gnp.exe\"")
    let message = try refusal(text)
    #expect(message.contains("projects[1]"), "\(message)")
    #expect(message.contains("bidirectional control character"), "\(message)")
    let store = try StoreBackend.sqliteInMemory.makeStore()
    #expect(throws: StoreError.self) {
      _ = try LedgerImporter.importCSV(
        "name\nB\(control)gnp.exe\n", entity: .items, into: store, commandLine: "import")
    }
    #expect(try store.counts().items == 0)
  }

  /// A ledger with one item and a PNG attached to it, as JSON with the file's bytes.
  func archiveWithPicture(name: String = "sofa.png") throws -> String {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    let item = try store.perform("seed") { try $0.addItem(ItemDraft(name: "Sofa")) }
    let folder = try TemporaryFolder.make()
    let photo = folder.appendingPathComponent(name)
    try Data(Self.png).write(to: photo)
    _ = try store.perform("attach") {
      try $0.attachFile(atPath: photo.path, to: .item(item.id), primary: true)
    }
    var output = ""
    try LedgerExporter.writeJSON(from: store, to: &output)
    return output
  }

  /// The first bytes of a PNG picture: enough for the check attach makes.
  static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]

  /// The same archive, its one file's bytes (and their SHA-256) replaced by `bytes`, with
  /// the extension `fileExtension` and kind `kind`.
  func replacingFile(
    in text: String, with bytes: [UInt8], fileExtension: String = "png", kind: String = "image"
  ) -> String {
    let oldHash = SHA256.hex(Data(Self.png))
    let newHash = SHA256.hex(Data(bytes))
    return text.replacingOccurrences(of: oldHash, with: newHash)
      .replacingOccurrences(
        of: Data(Self.png).base64EncodedString(), with: Data(bytes).base64EncodedString()
      )
      .replacingOccurrences(
        of: "\"fileExtension\":\"png\"", with: "\"fileExtension\":\"\(fileExtension)\""
      )
      .replacingOccurrences(of: "\"kind\":\"image\"", with: "\"kind\":\"\(kind)\"")
  }

  @Test("an archive's picture whose bytes are a desktop file is refused, as attach refuses it")
  func archiveFileNotAPicture() throws {
    let text = try archiveWithPicture()
    #expect(
      try refusal(replacingFile(in: text, with: Array("[Desktop Entry]\n".utf8)))
        .contains("do not match its extension: it is text, not a picture"))
    let desktop = try refusal(
      replacingFile(in: text, with: Array("[Desktop Entry]\n".utf8), fileExtension: "desktop"))
    #expect(desktop.contains("'.desktop' files cannot be attached"), "\(desktop)")
    let pdfAsImage = try refusal(
      replacingFile(in: text, with: Array("%PDF-1.4\n".utf8), fileExtension: "pdf"))
    #expect(pdfAsImage.contains("kind is \"image\" but a .pdf file is \"pdf\""), "\(pdfAsImage)")
  }

  @Test("an archive's attachment over 25 MiB is refused, as attach refuses it")
  func archiveAttachmentTooLarge() throws {
    let text = try archiveWithPicture()
    let size = "\"byteCount\":\(Self.png.count)"
    #expect(text.contains(size))
    let message = try refusal(
      text.replacingOccurrences(of: size, with: "\"byteCount\":\(25 * 1024 * 1024 + 1)"))
    #expect(message.contains("byteCount 26214401 is not a size from 0 to 26214400"), "\(message)")
  }

  @Test(
    "an archive's original file name is kept as a bare file name",
    arguments: [
      ("~/.bash_login", "bash_login"), ("../../etc/passwd.png", "passwd.png"),
      ("a\u{202E}gnp.exe", "agnp.exe"), ("x\u{1B}]0;t\u{07}.png", "x]0;t.png"),
      ("..", "attachment"), ("sofa.png", "sofa.png"),
    ])
  func archiveOriginalName(given: String, kept: String) throws {
    let encoded = String(decoding: try JSONEncoder().encode(given), as: UTF8.self)
    let text = try archiveWithPicture().replacingOccurrences(
      of: "\"originalName\":\"sofa.png\"", with: "\"originalName\":\(encoded)")
    #expect(text.contains(encoded))
    let target = try StoreBackend.sqliteInMemory.makeStore()
    _ = try LedgerImporter.importJSON(Data(text.utf8), into: target, commandLine: "import")
    let item = try #require(try target.items(ItemQuery(limit: 1)).first)
    let attachment = try #require(try target.attachments(of: .item(item.id)).first)
    #expect(attachment.originalName == kept)
  }

  @Test("importing an exported CSV again adds nothing and says it skipped every row")
  func csvIdempotent() throws {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    try DemoLedger.build(
      into: store, options: DemoOptions(seed: 3, projects: 2, items: 20, transactions: 30))
    for entity in [CSVEntity.items, .transactions] {
      var text = ""
      try LedgerExporter.writeCSV(entity, from: store, to: &text)
      let before = try store.counts()
      let summary = try LedgerImporter.importCSV(
        text, entity: entity, into: store, commandLine: "import again")
      #expect(try store.counts() == before)
      #expect(summary.skipped == (entity == .items ? 20 : 30))
      #expect(summary.counts.items == 0 && summary.counts.transactions == 0)
    }
  }

  @Test("a CSV row without an id, or with one the ledger lacks, is added")
  func csvNewRows() throws {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    let text = "id,name\n,Lamp\n999,Chair\n"
    let summary = try LedgerImporter.importCSV(
      text, entity: .items, into: store, commandLine: "import")
    #expect(summary.counts.items == 2)
    #expect(summary.skipped == 0)
    #expect(throws: StoreError.self) {
      try LedgerImporter.importCSV(
        "id,name\nx,Lamp\n", entity: .items, into: store, commandLine: "import")
    }
  }

  @Test("a CSV item cannot be linked to another account's transaction")
  func csvTransactionOfAnotherAccount() throws {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    let day = try #require(CalendarDay.parse("2026-11-02"))
    let paris = try store.perform("seed") { writer in
      let paris = try writer.addAccount(name: "Paris", currency: .eur)
      _ = try writer.addTransaction(
        TransactionDraft(
          projectID: nil, source: "Maison", amount: Money(minorUnits: 8000, currency: .eur),
          date: day, accountID: paris.id))
      return paris
    }
    let theirs = try #require(try store.transactions(TransactionQuery(accountID: paris.id)).first)
    let before = try store.counts()
    #expect {
      try LedgerImporter.importCSV(
        "name,transaction_id\nSofa,\(theirs.id.rawValue)\n", entity: .items, into: store,
        commandLine: "import")
    } throws: { error in
      (error as? StoreError)?.message.contains(
        "transaction_id: no transaction \(theirs.id.rawValue) in this account") == true
    }
    #expect(try store.counts() == before)
  }

  @Test("a CSV item of a project links only to a transaction of that project")
  func csvTransactionOfAnotherProject() throws {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    let day = try #require(CalendarDay.parse("2026-11-02"))
    let kitchen = try store.perform("seed") { writer in
      _ = try writer.addProject(ProjectDraft(name: "Smith"))
      let jones = try writer.addProject(ProjectDraft(name: "Jones"))
      return try writer.addTransaction(
        TransactionDraft(
          projectID: jones.id, source: "Maison", amount: Money(minorUnits: 8000, currency: .usd),
          date: day))
    }
    let before = try store.counts()
    #expect {
      try LedgerImporter.importCSV(
        "name,project,transaction_id\nLamp,Jones,\(kitchen.id.rawValue)\n"
          + "Sofa,Smith,\(kitchen.id.rawValue)\n", entity: .items, into: store,
        commandLine: "import")
    } throws: { error in
      let message = (error as? StoreError)?.message ?? ""
      return message.contains(
        "line 3: transaction_id: transaction \(kitchen.id.rawValue) is in project 'Jones', not "
          + "'Smith': an item links only to a transaction of its own project")
        && !message.contains("line 2")
    }
    #expect(try store.counts() == before)
    // An inventory item may keep the transaction it came from, as item add allows.
    let summary = try LedgerImporter.importCSV(
      "name,transaction_id\nVase,\(kitchen.id.rawValue)\n", entity: .items, into: store,
      commandLine: "import")
    #expect(summary.counts.items == 1)
  }

  @Test("a JSON item's transaction and space are of its own project")
  func jsonLinksOfAnotherProject() throws {
    let source = try StoreBackend.sqliteInMemory.makeStore()
    let day = try #require(CalendarDay.parse("2026-11-02"))
    try source.perform("seed") { writer in
      let smith = try writer.addProject(ProjectDraft(name: "Smith"))
      let jones = try writer.addProject(ProjectDraft(name: "Jones"))
      _ = try writer.addSpace(SpaceDraft(projectID: jones.id, name: "Kitchen"))
      _ = try writer.addTransaction(
        TransactionDraft(
          projectID: jones.id, source: "Maison", amount: Money(minorUnits: 8000, currency: .usd),
          date: day))
      _ = try writer.addItem(ItemDraft(name: "Lamp", projectID: smith.id))
    }
    var document = ""
    try LedgerExporter.writeJSON(from: source, to: &document)
    let item = try #require(document.range(of: "\"name\":\"Lamp\""))
    for (field, problem) in [
      ("\"spaceID\":1,", "space #1 is in project #2, not the item's project #1"),
      (
        "\"transactionID\":1,",
        "transaction #1 is in project #2, not the item's project #1: an item links only"
      ),
    ] {
      var edited = document
      edited.insert(contentsOf: field, at: item.lowerBound)
      let target = try StoreBackend.sqliteInMemory.makeStore()
      #expect {
        try LedgerImporter.importJSON(
          Data(edited.utf8), into: target, commandLine: "import", source: "x.json")
      } throws: { error in
        (error as? StoreError)?.message.contains(problem) == true
      }
      #expect(try target.isEmpty())
    }
    // The export as it is imports.
    let target = try StoreBackend.sqliteInMemory.makeStore()
    _ = try LedgerImporter.importJSON(
      Data(document.utf8), into: target, commandLine: "import", source: "x.json")
    #expect(try target.counts().items == 1)
  }

  @Test("a CSV transaction needs a source, as tx add does")
  func csvTransactionSource() throws {
    let store = try StoreBackend.sqliteInMemory.makeStore()
    let text = "source,amount,date\n,5,2026-01-01\n\"   \",6,2026-01-01\nIkea,7,2026-01-01\n"
    #expect {
      try LedgerImporter.importCSV(
        text, entity: .transactions, into: store, commandLine: "import")
    } throws: { error in
      let message = (error as? StoreError)?.message ?? ""
      return message.contains("line 2") && message.contains("line 3")
        && message.contains("a transaction needs a source") && !message.contains("line 4")
    }
    #expect(try store.counts().transactions == 0)
  }
}
