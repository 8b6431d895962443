import Foundation
import LedgerCore
import LedgerStore
import LedgerStoreTestSupport
import Testing

@testable import LedgerData

/// The fast JSON writer must give exactly the bytes of the model's `Codable` form.
@Suite("JSON record writer")
struct JSONRecordWriterTests {
  static let awkward: String = {
    var text = "Quote \" backslash \\ slash / é 😀 \u{2028} \u{7F} 陈宅 "
    for value in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
    return text
  }()

  func encoded(_ record: LedgerRecord) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data: Data
    switch record {
    case .account(let value): data = try encoder.encode(value)
    case .vendor(let value): data = try encoder.encode(value)
    case .category(let value): data = try encoder.encode(value)
    case .spaceTemplate(let value): data = try encoder.encode(value)
    case .project(let value): data = try encoder.encode(value)
    case .budget(let value): data = try encoder.encode(value)
    case .space(let value): data = try encoder.encode(value)
    case .transaction(let value): data = try encoder.encode(value)
    case .item(let value): data = try encoder.encode(value)
    case .attachment(let value): data = try encoder.encode(value)
    case .vendorAlias(let value): data = try encoder.encode(value)
    }
    return String(decoding: data, as: UTF8.self)
  }

  @Test("every record of a demo ledger, and awkward text, matches JSONEncoder")
  func matchesEncoder() throws {
    // The writer's bytes against JSONEncoder's, whatever store the records come from.
    let store = try StoreBackend.sqliteInMemory.makeStore()
    try DemoLedger.build(
      into: store, options: DemoOptions(seed: 12, projects: 3, items: 80, transactions: 80))
    var records: [LedgerRecord] = []
    try store.forEachRecord { records.append($0) }
    let time = Timestamp(millisecondsSince1970: -1)
    let yen = Money(minorUnits: -1250, currency: .jpy)
    records += [
      .project(
        Project(
          id: EntityID(99), accountID: EntityID(1), name: Self.awkward, clientName: "",
          description: Self.awkward, createdAt: time, updatedAt: time)),
      .item(
        Item(
          id: EntityID(7), accountID: EntityID(2), projectID: nil, name: Self.awkward,
          purchasePrice: yen, quantity: 0, createdAt: time, updatedAt: time)),
      .spaceTemplate(
        SpaceTemplate(id: EntityID(3), accountID: EntityID(1), name: "T", checklist: [Self.awkward])
      ),
      .space(
        Space(
          id: EntityID(4), projectID: EntityID(1), name: "S",
          checklist: [ChecklistEntry(text: Self.awkward, isDone: true)], createdAt: time,
          updatedAt: time)),
      .attachment(
        Attachment(
          id: EntityID(5), owner: .transaction(EntityID(9)), sha256: "ab", fileExtension: "pdf",
          kind: .pdf, originalName: Self.awkward, byteCount: 1 << 40, isPrimary: false,
          createdAt: time)),
      .attachment(
        Attachment(
          id: EntityID(6), owner: .item(EntityID(9)), sha256: "cd", fileExtension: "png",
          kind: .image, originalName: "a.png", byteCount: 0, isPrimary: true, createdAt: time)),
      .attachment(
        Attachment(
          id: EntityID(8), owner: .space(EntityID(4)), sha256: "ef", fileExtension: "webp",
          kind: .image, originalName: "w.webp", byteCount: 10, isPrimary: true, createdAt: time,
          pixelWidth: 4096, pixelHeight: 1)),
      .spaceTemplate(
        SpaceTemplate(id: EntityID(10), accountID: EntityID(1), name: "U", position: 7)),
      .vendorAlias(
        VendorAlias(
          id: EntityID(11), accountID: EntityID(1), vendorID: EntityID(2), text: Self.awkward)),
    ]
    for record in records {
      #expect(JSONRecordWriter.json(record) == (try encoded(record)))
    }
  }
}
