import AttachmentsPlugin
import Foundation
import LedgerShell
import LedgerTestSupport
import SpacesPlugin
import Testing

/// Every help example of the Spaces and Attachments plugins runs against a sample ledger.
@Suite("Spaces and attachments help examples")
struct SpaceExampleTests {
  static let examples: [String] = (SpacesPlugin().commands + AttachmentsPlugin().commands)
    .flatMap { $0.examples.map(\.command) }

  @Test("each example succeeds", arguments: examples)
  func example(_ command: String) throws {
    let folder = try TemporaryFolder.make(prefix: "ledgersh-examples")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
    // A real picture, which 'attachment view --as symbols' draws.
    try FileManager.default.copyItem(
      at: AttachmentViewTests.images.appendingPathComponent("scene.png"),
      to: folder.appendingPathComponent("sofa.png"))
    try Data("%PDF-1.4\n".utf8).write(to: folder.appendingPathComponent("receipt.pdf"))
    let opener = folder.appendingPathComponent("viewer").path
    try "#!/bin/sh\nexit 0\n".write(toFile: opener, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener)
    // Menus and forms need a terminal: answer them by cancelling.
    let isMenu = command.contains(" menu ") || command == "space add"
    let harness = try LedgerHarness(
      terminal: isMenu, dataDirectory: folder.appendingPathComponent("data").path,
      environment: ["LEDGERSH_OPENER": opener])
    if isMenu { harness.answering(["q"]) }
    try harness.script(SpacesLedger.lines)
    try SpacesLedger.addItems(to: harness)
    try harness.script([
      "attach \(folder.appendingPathComponent("sofa.png").path) --to item 1"
    ])
    // Relative file names in examples stand for files in the example's folder.
    var line = command
    for name in ["sofa.png", "receipt.pdf", "sofa-copy.png"] {
      line = line.replacingOccurrences(
        of: " \(name)", with: " \(folder.appendingPathComponent(name).path)")
    }
    let run = harness.run(line)
    #expect(run.succeeded, "\(command): \(run.errors)")
  }
}
