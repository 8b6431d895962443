import Foundation
import LedgerCore
import LedgerShell
import LedgerTestSupport
import TerminalImages
import Testing

/// The client's reports, `report budget` and `report ffe`.
///
/// The figures in every format, the HTML page (escaped, self-contained, with its pictures)
/// and the studio settings. The pages are opened in a real browser by
/// Tests/EndToEndTests/Browser. Runs on PostgreSQL too.
@Suite("Client reports")
struct ClientReportTests {
  static let hostile = "<script>alert(1)</script> Sofa & \"Co\" 🛋️ 沙发"

  /// A data folder with pictures: an opaque JPEG, a transparent PNG and a PDF.
  final class Fixtures {
    let folder: URL
    var data: String { folder.appendingPathComponent("data").path }

    init() throws {
      folder = try TemporaryFolder.make(prefix: "ledgersh-client")
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
      try write(Self.picture(width: 1_200, height: 800, opaque: true), "sofa.jpg")
      try write(Self.picture(width: 300, height: 600, opaque: false), "logo.png")
      try Data("%PDF-1.4\n%%EOF\n".utf8).write(to: url("spec.pdf"))
    }

    /// A PNG of `width`×`height` (a gradient, transparent in its left half unless opaque).
    static func picture(width: Int, height: Int, opaque: Bool) throws -> [UInt8] {
      var rgba: [UInt8] = []
      rgba.reserveCapacity(width * height * 4)
      for y in 0..<height {
        for x in 0..<width {
          rgba += [UInt8(x * 255 / width), UInt8(y * 255 / height), 90]
          rgba.append(opaque || x >= width / 2 ? 255 : 0)
        }
      }
      let image = try #require(DecodedImage(width: width, height: height, rgba: rgba))
      // Kept at full size (the page scales it down): a JPEG when opaque, else a PNG.
      return try ScaledPicture.make(image, longSide: max(width, height)).bytes
    }

    func write(_ bytes: [UInt8], _ name: String) throws { try Data(bytes).write(to: url(name)) }
    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
    func path(_ name: String) -> String { url(name).path }

    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  func harness(_ fixtures: Fixtures) throws -> LedgerHarness {
    let harness = try LedgerHarness(
      width: 100, dataDirectory: fixtures.data, environment: ["LEDGERSH_TODAY": "2026-12-07"])
    try harness.script([
      "project add \"Smith & <Sons>\" --client \"Jane 'JJ' Smith\"",
      "use \"Smith & <Sons>\"",
      "space add \"Living Room\"",
      "space add 厨房",
      "category add Furnishings", "budget set Furnishings 5000",
      "category add Lighting", "budget set Lighting 2000",
      "category add \"Design fee\" --kind fee",
      "tx add --source \"West Elm\" --amount 5600 --category Furnishings --date 2026-10-03",
      "tx add --source Lumens --amount 300 --category Lighting --date 2026-06-03",
      "tx add --source Studio --amount 2000 --category \"Design fee\" --date 2026-11-03",
      "tx add --source Old --amount 999 --category Lighting --date 2025-06-03",
      "item add \(Tokenizer.quote(Self.hostile)) --source \"West & Elm\" --sku SO-1 --price 900 "
        + "--project-price 1200 --space \"Living Room\" --notes \"Velvet <b>emerald</b>\"",
      "item add Lamp --source Lumens --price 100 --project-price 150 --qty 2 --space 厨房",
      "item add Lamp --source Lumens --price 100 --project-price 150 --qty 1 --space 厨房",
      "item add Rug --project-price 300",
      "item add Stool --price 40 --space 厨房",
      "attach \(fixtures.path("sofa.jpg")) --to item 1",
      "attach \(fixtures.path("spec.pdf")) --to item 4",
    ])
    return harness
  }

  func json(_ harness: LedgerHarness, _ line: String) throws -> [[String: Any]] {
    let run = harness.run(line)
    #expect(run.succeeded, "\(run.errors)")
    let parsed = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    return try #require(parsed as? [[String: Any]])
  }

  @Test("report ffe: a line per group by space, no space last, client prices only by default")
  func ffeFigures() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    let rows = try json(harness, "report ffe --format json")
    #expect(rows.map { $0["name"] as? String } == [Self.hostile, "Lamp", "Stool", "Rug"])
    #expect(rows.map { $0["space"] as? String } == ["Living Room", "厨房", "厨房", ""])
    #expect(rows.map { $0["quantity"] as? Int } == [1, 3, 1, 1])
    #expect(rows.map { $0["total"] as? String } == ["1200.00", "450.00", nil, "300.00"])
    #expect(rows.allSatisfy { $0["purchase_unit_price"] == nil && $0["purchase_total"] == nil })
    #expect(rows.map { $0["picture"] as? String } == ["sofa.jpg", "", "", "spec.pdf"])
    let both = try json(harness, "report ffe --price both --format json")
    #expect(both.map { $0["purchase_total"] as? String } == ["900.00", "300.00", "40.00", nil])
    let purchase = try json(harness, "report ffe --price purchase --format json")
    #expect(purchase.allSatisfy { $0["total"] == nil })
    let kitchen = try json(harness, "report ffe --space 厨房 --format json")
    #expect(kitchen.map { $0["name"] as? String } == ["Lamp", "Stool"])
    let csv = harness.run("report ffe --format csv").output
    #expect(csv.hasPrefix("space,name,vendor,sku,quantity,unit_price,total,notes,picture"))
    let text = harness.run("report ffe").output
    #expect(
      text.contains("Subtotal") && text.contains("$1,950.00") && text.contains("Not in a space"))
    #expect(!text.contains("$900.00"), "the purchase price shows by default")
  }

  @Test("report ffe --format html: one escaped, self-contained page with its pictures")
  func ffePage() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    let path = fixtures.path("ffe.html")
    let run = harness.run("report ffe --format html --to \(path)")
    #expect(run.succeeded, "\(run.errors)")
    #expect((run.output + run.errors).contains("Wrote the FF&E schedule"))
    let page = try String(contentsOfFile: path, encoding: .utf8)
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; Sofa &amp; &quot;Co&quot; 🛋️ 沙发"))
    #expect(!page.contains("<script") && !page.contains("<b>emerald"))
    #expect(page.contains("Smith &amp; &lt;Sons&gt;") && page.contains("Jane &#39;JJ&#39; Smith"))
    #expect(!page.contains("http://") && !page.contains("https://"))
    #expect(page.contains("$1,950.00") && page.contains("Subtotal · 厨房"))
    #expect(!page.contains("$900.00"), "the purchase price is on the client's page")
    // The sofa, scaled from 1200×800 to 400×267, as JPEG; the PDF and the rest in words.
    #expect(page.components(separatedBy: "src=\"data:image/jpeg;base64,").count == 2)
    #expect(page.contains("width=\"400\" height=\"267\""))
    #expect(page.contains(">PDF</div>") && page.contains(">No picture</div>"))
    // Standard output gets the same page.
    let printed = harness.run("report ffe --format html").output
    #expect(printed.hasPrefix("<!DOCTYPE html>") && printed.contains("$1,950.00"))
  }

  @Test("report budget: the figures of 'budget', a page with the months and over budget in red")
  func budget() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    let report = try json(harness, "report budget --format json")
    let budget = try json(harness, "budget --format json")
    #expect(report.map { $0["spent"] as? String } == budget.map { $0["spent"] as? String })
    #expect(report.map { $0["category"] as? String } == ["Furnishings", "Lighting", "Design fee"])
    let text = harness.run("report budget").output
    #expect(text.contains("Spending by month") && text.contains("Dec 2026"))
    #expect(!text.contains("Jun 2025"), "more than 12 months charted")
    let path = fixtures.path("budget.html")
    #expect(harness.run("report budget --format html --to \(path)").succeeded)
    let page = try String(contentsOfFile: path, encoding: .utf8)
    // Spent counts every day (the 2025 purchase too); the chart the last 12 months.
    for figure in ["$7,000.00", "$6,899.00", "$101.00", "$2,000.00", "Jan 2026", "Dec 2026"] {
      #expect(page.contains(figure), "\(figure) is not on the page")
    }
    #expect(page.contains("<td class=\"num over\">−$600.00</td>"))
    #expect(!page.contains("Jun 2025"))
    #expect(!page.contains("<script"))
  }

  @Test("studio.name and studio.logo head the pages; a missing logo file is refused")
  func studio() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    #expect(harness.run("set studio.name \"Atelier <Nord>\"").succeeded)
    #expect(harness.run("set studio.logo \(fixtures.path("logo.png"))").succeeded)
    let missing = harness.run("set studio.logo \(fixtures.path("nothing.png"))")
    #expect(!missing.succeeded && missing.errors.contains("no file"))
    let settings = harness.run("settings").output
    #expect(settings.contains("Atelier <Nord>") && settings.contains("logo.png"))
    let page = harness.run("report budget --format html").output
    #expect(page.contains("<p class=\"studio-name\">Atelier &lt;Nord&gt;</p>"))
    // The logo keeps its transparency: a PNG, 200×400 from 300×600.
    #expect(page.contains("class=\"logo\" src=\"data:image/png;base64,"))
    #expect(page.contains("width=\"200\" height=\"400\""))
    #expect(harness.run("set studio.logo none").succeeded)
    #expect(!harness.run("report budget --format html").output.contains("class=\"logo\""))
  }

  @Test("--to refuses a folder and writes text, CSV or JSON files too")
  func destinations() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    let folder = harness.run("report ffe --format html --to \(fixtures.folder.path)")
    #expect(!folder.succeeded && folder.errors.contains("is a folder"))
    let csv = fixtures.path("ffe.csv")
    #expect(harness.run("report ffe --format csv --to \(csv)").succeeded)
    let written = try String(contentsOfFile: csv, encoding: .utf8)
    #expect(written.split(separator: "\n").count == 5)
  }
}

@Suite("Scaled pictures")
struct ScaledPictureTests {
  @Test("fit keeps the proportions and never enlarges")
  func fit() {
    #expect(ScaledPicture.fit(width: 1_200, height: 800, longSide: 400) == (400, 267))
    #expect(ScaledPicture.fit(width: 300, height: 6_000, longSide: 400) == (20, 400))
    #expect(ScaledPicture.fit(width: 100, height: 50, longSide: 400) == (100, 50))
    #expect(ScaledPicture.fit(width: 10_000, height: 1, longSide: 400) == (400, 1))
  }

  @Test("an opaque picture becomes a JPEG that decodes back at its size; colours averaged")
  func jpegRoundTrip() throws {
    let rgba = [UInt8]((0..<(800 * 600)).flatMap { _ in [200, 40, 40, 255] as [UInt8] })
    let image = try #require(DecodedImage(width: 800, height: 600, rgba: rgba))
    let picture = try ScaledPicture.make(image, longSide: 400)
    #expect(picture.mediaType == "image/jpeg" && picture.width == 400 && picture.height == 300)
    let back = try ImageDecoder.decode(picture.bytes)
    #expect(back.width == 400 && back.height == 300)
  }

  @Test("a large JPEG decoded scaled in its DCT still fills the long side")
  func scaledDecoding() throws {
    var rgba: [UInt8] = []
    rgba.reserveCapacity(3_000 * 2_000 * 4)
    for y in 0..<2_000 {
      for x in 0..<3_000 { rgba += [UInt8(x % 256), UInt8(y % 256), 90, 255] }
    }
    let image = try #require(DecodedImage(width: 3_000, height: 2_000, rgba: rgba))
    let jpeg = try ScaledPicture.make(image, longSide: 3_000)
    #expect(jpeg.mediaType == "image/jpeg" && jpeg.width == 3_000)
    // 1/8 would give 375×250, fewer pixels than the page's 400; 1/4 is used.
    let picture = try ScaledPicture.make(jpeg.bytes, longSide: 400)
    #expect(picture.width == 400 && picture.height == 267)
    let small = try ScaledPicture.make(jpeg.bytes, longSide: 375)
    #expect(small.width == 375 && small.height == 250)
  }
}
