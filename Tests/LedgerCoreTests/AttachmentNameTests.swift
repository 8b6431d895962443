import Testing

@testable import LedgerCore

@Suite("Names from outside")
struct AttachmentNameTests {
  @Test(
    "a stored file name is bare: it cannot lead out of the current folder",
    arguments: [
      ("~/.bash_login", "bash_login"), ("../../etc/cron.d/x.png", "x.png"),
      ("a\\b.pdf", "ab.pdf"), ("..", "attachment"), ("", "attachment"),
      ("receipt..pdf", "receipt.pdf"), ("B\u{202E}gnp.exe", "Bgnp.exe"),
      ("x\u{1B}[2J.png", "x[2J.png"), ("~user", "user"), ("Sofa photo.png", "Sofa photo.png"),
    ])
  func bare(given: String, kept: String) {
    #expect(AttachmentName.bare(given) == kept)
    #expect(AttachmentName.isBare(kept))
  }

  @Test(
    "names refuse bidirectional controls as they refuse other control characters",
    arguments: ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2069}"])
  func bidiControls(control: String) {
    #expect(throws: EntityNameError.self) {
      try EntityName.validated("B\(control)gnp.exe", of: "project")
    }
    #expect(throws: EntityNameError.self) {
      try EntityName.checkNotes("a\(control)b", field: "notes")
    }
    do {
      try EntityName.checkLine("x\(control)", field: "source")
    } catch {
      #expect(error.message.contains("bidirectional control character"))
    }
    // Marks that only set a direction, and right-to-left text, stay welcome.
    #expect((try? EntityName.validated("מטבח \u{200F}Kitchen", of: "space")) != nil)
  }

  @Test("the content check is the one attach makes: a picture's extension needs a picture")
  func content() {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    #expect(AttachmentContent.problem(fileExtension: "png", head: png) == nil)
    #expect(AttachmentContent.problem(fileExtension: "jpg", head: png) == nil)
    #expect(
      AttachmentContent.problem(fileExtension: "png", head: Array("[Desktop Entry]".utf8))?.0
        == "it is text, not a picture")
    #expect(
      AttachmentContent.problem(fileExtension: "pdf", head: png)?.0
        == "it is a PNG picture, not a PDF")
    #expect(AttachmentContent.problem(fileExtension: "pdf", head: Array("%PDF-1.7".utf8)) == nil)
  }
}
