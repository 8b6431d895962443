import Foundation
import LedgerCore
import LedgerShell
import LedgerTestSupport
import TerminalImages
import Testing

@testable import LedgerViews

/// Drawing attached pictures in the terminal: symbols, graphics protocols, the card.
@Suite("Attachment view")
struct AttachmentViewTests {
  /// The fixtures folder: scene.png (32×24), scene.jpg and scene.heic (the same),
  /// corrupt.png, receipt.pdf (one page: a red and a blue rectangle), tall.png (8×64) and
  /// huge.png (a header claiming 100,000×100,000 pixels).
  static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden/images")

  static func bytes(_ name: String) throws -> [UInt8] {
    let data = try #require(
      FileManager.default.contents(atPath: images.appendingPathComponent(name).path))
    return Array(data)
  }

  static func scene() throws -> DecodedImage {
    try ImageDecoder.decode(bytes("scene.png"))
  }

  /// A ledger with the three fixtures attached to item 1, in a private data folder.
  final class Ledger {
    let folder: URL
    let harness: LedgerHarness

    init(terminal: Bool = false, environment: [String: String] = [:]) throws {
      folder = try TemporaryFolder.make(prefix: "ledgersh-view")
      harness = try LedgerHarness(
        width: 40, terminal: terminal, dataDirectory: folder.path, environment: environment)
      try harness.script(SpacesLedger.lines)
      try SpacesLedger.addItems(to: harness)
      let paths = ["scene.png", "scene.jpg", "corrupt.png", "receipt.pdf"].map {
        AttachmentViewTests.images.appendingPathComponent($0).path
      }
      let run = harness.run("attach \(paths.joined(separator: " ")) --to item 1")
      #expect(run.succeeded, "\(run.errors)")
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  @Test("symbols at 20 and 40 columns, with and without colour, match their goldens")
  func symbolGoldens() throws {
    let image = try Self.scene()
    for columns in [20, 40] {
      for colors in [ImageColors.trueColor, .none] {
        let drawn = ImageRenderer(imageProtocol: .symbols, colors: colors)
          .render(image, columns: columns, rows: nil)
        #expect(drawn.columns == columns)
        // 32×24 pixels in cells half as wide as tall: 3/4 × 1/2 of the width in rows.
        #expect(drawn.rows == columns * 3 / 8)
        #expect(drawn.lines.count == drawn.rows)
        if colors == .none { #expect(!drawn.text.contains("\u{1B}")) }
        GoldenFile.expectMatches(
          drawn.text, named: "images/scene-\(columns)-\(colors == .none ? "plain" : "color")")
      }
    }
  }

  @Test("the JPEG of the scene decodes to its size, also scaled down for a small box")
  func jpegDecoding() throws {
    let full = try ImageDecoder.decode(Self.bytes("scene.jpg"))
    #expect((full.width, full.height) == (32, 24))
    let half = try ImageDecoder.decode(Self.bytes("scene.jpg"), box: (16, 12))
    #expect((half.width, half.height) == (16, 12))
    // Up to a seventh fewer pixels than the box asks for still draws the same cells.
    let nearly = try ImageDecoder.decode(Self.bytes("scene.jpg"), box: (18, 13))
    #expect((nearly.width, nearly.height) == (16, 12))
    let more = try ImageDecoder.decode(Self.bytes("scene.jpg"), box: (20, 15))
    #expect((more.width, more.height) == (32, 24))
  }

  @Test("a picture of more than 100 megapixels is refused before decoding, as too large")
  func tooLargeToDecode() throws {
    // huge.png: 69 bytes of one colour whose header says 100,000×100,000 pixels (40 GB).
    let error = try #require(throws: ImageDecodingError.self) {
      try ImageDecoder.decode(Self.bytes("huge.png"))
    }
    #expect(error == .tooLarge(.png, width: 100_000, height: 100_000))
    let (message, hint) = AttachmentPictureError.undecodable(error).message("huge.png", id: "#7")
    #expect(
      message
        == "cannot draw 'huge.png' (#7): the PNG picture is too large to draw: "
        + "100000×100000 pixels, more than 100 megapixels")
    #expect(hint == "see it with 'attachment open #7', or attach a smaller copy")
  }

  @Test("a HEIC photo decodes with libheif")
  func heicDecoding() throws {
    let bytes = try Self.bytes("scene.heic")
    #expect(ImageFormat.detect(bytes) == .heif)
    let image = try ImageDecoder.decode(bytes)
    #expect((image.width, image.height) == (32, 24))
  }

  @Test("kitty output is one immediate image of the fitted size, framed by APC sequences")
  func kittyFraming() throws {
    let drawn = ImageRenderer(imageProtocol: .kitty, colors: .trueColor)
      .render(try Self.scene(), columns: 20, rows: nil)
    #expect(drawn.text.hasPrefix("\u{1B}_Ga=T,f=32,"))
    #expect(drawn.text.contains("c=20,r=\(drawn.rows)"))
    #expect(drawn.text.hasSuffix("\u{1B}\\"))
    #expect(!drawn.text.contains("\n"))
  }

  @Test("sixel output is one DCS sequence whose raster fits the cells")
  func sixelFraming() throws {
    let drawn = ImageRenderer(imageProtocol: .sixel, colors: .trueColor)
      .render(try Self.scene(), columns: 20, rows: nil)
    #expect(drawn.text.hasPrefix("\u{1B}P"))
    #expect(drawn.text.hasSuffix("\u{1B}\\"))
    // The raster attributes: "Pan;Pad;Ph;Pv, the picture's size in pixels.
    let raster = try #require(drawn.text.firstRange(of: "\"1;1;"))
    let size = drawn.text[raster.upperBound...].prefix { $0.isNumber || $0 == ";" }
      .split(separator: ";").compactMap { Int($0) }
    #expect(size.count == 2)
    #expect(size.first.map { $0 <= 20 * 10 && $0 > 20 * 10 - 10 } == true)
  }

  @Test("piped without --as, a picture prints its card and no escape sequence")
  func pipeGetsTheCard() throws {
    let ledger = try Ledger(environment: ["NO_COLOR": "", "TERM": "xterm-kitty"])
    let run = ledger.harness.run("attachment view #1")
    #expect(run.succeeded, "\(run.errors)")
    #expect(!run.output.contains("\u{1B}"))
    #expect(run.output.contains("★ scene.png"))
    #expect(run.output.contains("Pixels"))
  }

  @Test("--as symbols on a pipe draws the picture, then its caption")
  func explicitSymbols() throws {
    let ledger = try Ledger()
    let run = ledger.harness.run("attachment view #2 --as symbols --width 60")
    #expect(run.succeeded, "\(run.errors)")
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 60 * 3 / 8 + 1)
    #expect(lines.last == "scene.jpg · JPEG image · 32×24 · 870 B · #2")
    #expect(!run.output.contains("\u{1B}"))
  }

  @Test("in a pipe a tall picture is as tall as the width allows, not hundreds of lines")
  func tallPictureInAPipe() throws {
    let ledger = try Ledger()
    let tall = Self.images.appendingPathComponent("tall.png").path
    #expect(ledger.harness.run("attach \(tall) --to item 1").succeeded)
    for width in [40, 80] {
      let run = ledger.harness.run("attachment view #5 --as symbols --width \(width)")
      #expect(run.succeeded, "\(run.errors)")
      // 8×64 pixels: 2 × 8 = 16 times as tall as wide in cells at full width; fitted
      // into max(24, width / 2) rows instead, then the caption.
      let lines = run.output.split(separator: "\n")
      let caption = lines.firstIndex { $0.hasPrefix("tall.png · PNG image · 8×64") }
      #expect(caption == max(24, width / 2), "\(width): \(lines.count) lines")
    }
  }

  @Test("--as kitty writes the kitty sequence even to a pipe, as asked")
  func explicitKitty() throws {
    let ledger = try Ledger()
    let run = ledger.harness.run("attachment view #1 --as kitty --width 20")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.output.hasPrefix("\u{1B}_Ga=T,"))
  }

  @Test("a damaged picture shows its card and fails with the reason")
  func corruptImage() throws {
    let ledger = try Ledger()
    let run = ledger.harness.run("attachment view #3 --as symbols")
    #expect(!run.succeeded)
    #expect(run.output.contains("corrupt.png"))
    #expect(run.output.contains("Kind"))
    #expect(run.errors.contains("cannot draw 'corrupt.png' (#3): its PNG data is damaged"))
    #expect(run.errors.contains("hint: attach a good copy"))
  }

  @Test("on a terminal with NO_COLOR, auto draws symbols without colour")
  func noColorTerminal() throws {
    let ledger = try Ledger(terminal: true, environment: ["TERM": "xterm-kitty", "LINES": "40"])
    let run = ledger.harness.run("attachment view #1")
    #expect(run.succeeded, "\(run.errors)")
    #expect(!run.output.contains("\u{1B}"))
    #expect(run.output.contains("scene.png"))
    #expect(run.output.split(separator: "\n").count > 5)
  }

  @Test("--view in a script fails with what to do instead")
  func galleryNeedsATerminal() throws {
    let ledger = try Ledger()
    let run = ledger.harness.run("attachments item 1 --view")
    #expect(!run.succeeded)
    #expect(run.errors.contains("needs a terminal"))
  }

  @Test(
    "a PDF draws its first page with pdftoppm",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftoppm")))
  func pdfFirstPage() throws {
    let ledger = try Ledger(environment: ["PATH": "/usr/bin:/bin"])
    let run = ledger.harness.run("attachment view #4 --as symbols --width 30")
    #expect(run.succeeded, "\(run.errors)")
    let lines = run.output.split(separator: "\n")
    // A 160×120 pt page in 30 columns: 11 rows of blocks, then the caption.
    #expect(lines.count == 30 * 3 / 8 + 1)
    #expect(lines.dropLast().contains { $0.contains("█") })
    #expect(lines.last == "receipt.pdf · PDF · 479 B · #4")
  }

  @Test("without pdftoppm, a PDF shows its card with the page count and says why")
  func pdfWithoutRenderer() throws {
    let ledger = try Ledger(environment: ["PATH": "/nonexistent"])
    let run = ledger.harness.run("attachment view #4 --as symbols")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.output.contains("receipt.pdf"))
    #expect(run.output.contains(try Regex(#"Pages +1 "#)))
    #expect(run.errors.contains("showing a PDF's first page needs pdftoppm"))
  }

  @Test("a thumbnail replaces the placeholder line in a card when it fits, not when narrower")
  func thumbnailInCard() throws {
    let ledger = try Ledger()
    let attachment = try #require(
      try ledger.harness.store.attachments(of: .item(EntityID(1))).first)
    let drawn = ImageRenderer(imageProtocol: .symbols, colors: .none)
      .render(try Self.scene(), columns: 16, rows: 6)
    let thumbnail = ImageThumbnail(lines: drawn.lines, columns: drawn.columns)
    var card = ItemCard(
      try ledger.harness.store.item(EntityID(1)), spaceName: nil, primaryImage: attachment)
    let wide = card.render(in: .plain(width: 30)).joined(separator: "\n")
    #expect(wide.contains("▧ PNG 32×24"))
    card.thumbnail = thumbnail
    let withPicture = card.render(in: .plain(width: 30)).joined(separator: "\n")
    #expect(!withPicture.contains("▧ PNG 32×24"))
    #expect(withPicture.contains(drawn.lines[2]))
    let narrow = card.render(in: .plain(width: 17)).joined(separator: "\n")
    #expect(narrow.contains("▧ PNG"))
  }

  @Test("a thumbnail kept in the cache reads back as it was drawn")
  func thumbnailCache() throws {
    let folder = try TemporaryFolder.make(prefix: "ledgersh-thumbs")
    defer { try? FileManager.default.removeItem(at: folder) }
    let drawn = ImageRenderer(imageProtocol: .symbols, colors: .trueColor)
      .render(try Self.scene(), columns: 16, rows: 6)
    let thumbnail = ImageThumbnail(lines: drawn.lines, columns: drawn.columns)
    let path = folder.appendingPathComponent("thumbnails/scene.txt").path
    ImageThumbnail.write(thumbnail, to: path)
    let kept = try #require(ImageThumbnail.read(path))
    #expect(kept.lines == thumbnail.lines)
    #expect(kept.columns == 16)
    #expect(
      ImageThumbnail.cacheFolder(["HOME": "/home/ana"]) == "/home/ana/.cache/ledgersh/thumbnails")
    #expect(
      ImageThumbnail.cacheFolder(["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/ledgersh/thumbnails"
    )
  }

  @Test("auto picks the protocol the terminal's environment names")
  func detection() {
    #expect(ImageProtocol.detect(environment: ["TERM": "xterm-kitty"]) == .kitty)
    #expect(ImageProtocol.detect(environment: ["TERM": "dumb"]) == .symbols)
  }
}
