import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI
import Testing

/// ItemCard and GroupedItemCard as `items` draws them, and their fit at every width.
@Suite("Item cards")
struct ItemGoldenTests {
  @Test(
    "items renders match their golden files",
    arguments: [("items", "items"), ("items --expand", "items-expand")], [40, 80, 120])
  func render(command: (line: String, golden: String), width: Int) throws {
    let harness = try ItemLedger.harness(width: width)
    let output = try harness.script([command.line])
    GoldenFile.expectMatches(output, named: "\(command.golden)-\(width)")
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(DisplayWidth.of(String(line)) <= width, "too wide at \(width): \(line)")
    }
  }

  static let now = Timestamp(millisecondsSince1970: 0)

  static func item(_ id: Int64, _ name: String, price: Int64? = 89_900, space: Bool = true)
    -> Item
  {
    Item(
      id: EntityID(id), accountID: EntityID(1), projectID: EntityID(1), name: name,
      sku: "SKU-陈宅-\(id)", source: "無印良品 MUJI 🛋️",
      purchasePrice: price.map { Money(minorUnits: $0, currency: .usd) },
      projectPrice: price.map { Money(minorUnits: $0 * 2, currency: .usd) }, quantity: 3,
      spaceID: space ? EntityID(2) : nil, isBookmarked: true, createdAt: now, updatedAt: now)
  }

  static let picture = Attachment(
    id: EntityID(9), owner: .item(EntityID(1)), sha256: "00", fileExtension: "jpg", kind: .image,
    originalName: "ソファ.jpg", byteCount: 1000, isPrimary: true, createdAt: now,
    pixelWidth: 4032, pixelHeight: 3024)

  @Test("every card fits every width from 20 to 200, in Chinese, Japanese and emoji")
  func fits() throws {
    let names = ["陈宅 沙发", "ソファ・リビング用の大きなソファ", "🛋️🛋️🛋️ Lounge Chair", "A"]
    for (index, name) in names.enumerated() {
      let one = Self.item(
        Int64(index + 1), name, price: index == 3 ? nil : 89_900, space: index != 2)
      let two = Self.item(Int64(index + 10), name)
      let group = try #require(try ItemGroup.group([two, two]).first)
      let cards: [any Renderable] = [
        ItemCard(one, spaceName: "Living Room 客厅", projectName: "東京オフィス"),
        ItemCard(one, spaceName: nil, primaryAttachment: Self.picture),
        GroupedItemCard(group),
        GroupedItemCard(
          group, members: [.init(two, spaceName: "寝室"), .init(one, spaceName: nil)],
          expanded: true),
      ]
      for width in 20...200 {
        let context = RenderContext.plain(width: width)
        for card in cards {
          let lines = Grid([card]).render(in: context)
          #expect(!lines.isEmpty)
          for line in lines where DisplayWidth.of(line) > width {
            Issue.record("\(name) too wide at \(width): \(line)")
          }
        }
      }
    }
  }

  @Test("outside UTF-8 locales the cards draw in ASCII")
  func ascii() throws {
    var item = Self.item(1, "Oak Stool")
    item.sku = "OS-1"
    item.source = "Etsy"
    let group = try #require(try ItemGroup.group([item, item]).first)
    let context = RenderContext(width: 60, color: false, unicode: false, isTerminal: false)
    let cards: [any Renderable] = [
      ItemCard(item, spaceName: "Bedroom", primaryAttachment: Self.picture),
      GroupedItemCard(group, members: [.init(item, spaceName: nil)], expanded: true),
    ]
    let text = Grid(cards).render(in: context).joined(separator: "\n")
    let isASCII = text.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(isASCII, "\(text)")
    #expect(text.contains("x6 - $10,788.00"))
    #expect(text.contains("[img] JPEG") && text.contains("4032x3024"))
    #expect(text.contains("* Oak Stool"))
  }

  @Test("the picture placeholder names the kind and size, or says there is none")
  func imageLabel() {
    #expect(ItemCard.imageLabel(Self.picture) == "▧ JPEG 4032×3024")
    #expect(ItemCard.imageLabel(nil) == "▧ no image")
    var pdf = Self.picture
    pdf.fileExtension = "pdf"
    pdf.pixelWidth = nil
    #expect(ItemCard.imageLabel(pdf) == "▧ PDF")
  }

  @Test("a group card shows the count and the total")
  func groupSummary() throws {
    let harness = try ItemLedger.harness()
    let output = try harness.script(["items"])
    #expect(output.contains("×3 · $2,697.00"))
    #expect(output.contains("#2 #3 #4"))
    #expect(output.contains("▧ PNG 1200×800"))
    #expect(output.contains("★ 陈宅 沙发"))
    #expect(output.contains("⚠ No price · no space"))
  }
}
