import Foundation
import LedgerCore
import LedgerShell
import LedgerTestSupport
import Testing

/// Attaching files, listing them and getting them back out.
@Suite("Attachments")
struct AttachmentsTests {
  /// A folder of fixtures (a 16×8 PNG, a PDF, a text file) and a data folder.
  final class Fixtures {
    let folder: URL
    var data: String { folder.appendingPathComponent("data").path }

    init() throws {
      folder = try TemporaryFolder.make(prefix: "ledgersh-attach")
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
      // A PNG signature and IHDR chunk: 16 × 8 pixels, 8-bit RGB.
      let png: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        + Array("IHDR".utf8) + [0, 0, 0, 16, 0, 0, 0, 8, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xDE]
      try Data(png).write(to: url("sofa.png"))
      try Data("%PDF-1.4\n%%EOF\n".utf8).write(to: url("receipt.pdf"))
      try Data("not a picture\n".utf8).write(to: url("notes.txt"))
    }

    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
    func path(_ name: String) -> String { url(name).path }

    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  func harness(_ fixtures: Fixtures, environment: [String: String] = [:]) throws
    -> LedgerHarness
  {
    let harness = try LedgerHarness(
      width: 80, dataDirectory: fixtures.data, environment: environment)
    try harness.script(SpacesLedger.lines)
    try SpacesLedger.addItems(to: harness)
    return harness
  }

  @Test("attach copies several files in one change; the first becomes primary")
  func attachSeveral() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    let run = harness.run(
      "attach \(fixtures.path("sofa.png")) \(fixtures.path("receipt.pdf")) --to item 1")
    #expect(run.succeeded, "\(run.errors)")
    #expect(
      run.errors.contains(
        "Attached 'sofa.png' (#1), 'receipt.pdf' (#2) to item #1 'Counter stool'."))
    let attachments = try harness.store.attachments(of: .item(EntityID(1)))
    #expect(attachments.map(\.originalName) == ["sofa.png", "receipt.pdf"])
    #expect(attachments.map(\.isPrimary) == [true, false])
    let stored = try #require(harness.store.attachmentPath(attachments[0]))
    #expect(
      FileManager.default.contents(atPath: stored)
        == FileManager.default.contents(atPath: fixtures.path("sofa.png")))
    let mode = try FileManager.default.attributesOfItem(atPath: stored)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
    #expect(stored.hasSuffix("/attachments/\(attachments[0].sha256).png"))
    // One change: one undo removes both.
    _ = try harness.store.undo()
    #expect(try harness.store.attachments(of: .item(EntityID(1))).isEmpty)
  }

  @Test("the owner may come before the files; --primary makes the first file primary")
  func ownerFirst() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    try harness.script(["attach \(fixtures.path("receipt.pdf")) --to tx 1"])
    let run = harness.run("attach --to tx 1 \(fixtures.path("sofa.png")) --primary")
    #expect(run.succeeded, "\(run.errors)")
    let attachments = try harness.store.attachments(of: .transaction(EntityID(1)))
    #expect(attachments.first { $0.isPrimary }?.originalName == "sofa.png")
  }

  @Test("a refused file attaches nothing, with the store's reason")
  func refusedKind() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    let run = harness.run(
      "attach \(fixtures.path("sofa.png")) \(fixtures.path("notes.txt")) --to item 1")
    #expect(!run.succeeded)
    #expect(run.errors.contains("cannot attach 'notes.txt'"))
    #expect(try harness.store.attachments(of: .item(EntityID(1))).isEmpty)
    let missing = harness.run("attach \(fixtures.path("gone.png")) --to item 1")
    #expect(missing.errors.contains("gone.png"))
  }

  @Test("a file whose bytes are not what its name says is refused, and says what it is")
  func contentMustMatchName() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    let png = try Data(contentsOf: fixtures.url("sofa.png"))
    try Data("not a picture\n".utf8).write(to: fixtures.url("fake.png"))
    try png.write(to: fixtures.url("scan.pdf"))
    try Data("%PDF-1.4\n%%EOF\n".utf8).write(to: fixtures.url("plan.jpg"))
    try Data().write(to: fixtures.url("blank.pdf"))
    try Data(repeating: 0, count: 64).write(to: fixtures.url("zeros.png"))
    try Data("Paid in full, thank you\n".utf8).write(to: fixtures.url("notes.pdf"))
    // A PNG named .jpg is still a picture ledgersh draws: it is taken.
    try png.write(to: fixtures.url("photo.jpg"))
    // Junk before %PDF- within the first KiB is a PDF, as readers take it.
    try Data(("\u{FEFF}junk\n%PDF-1.7\n").utf8).write(to: fixtures.url("bom.pdf"))
    for (file, owner, reason) in [
      ("fake.png", "item 1", "it is text, not a picture"),
      ("zeros.png", "item 1", "it is not a PNG, JPEG, HEIC or WebP picture"),
      ("notes.pdf", "tx 1", "it is text, not a PDF document"),
      ("scan.pdf", "tx 1", "it is a PNG picture, not a PDF"),
      ("plan.jpg", "item 1", "it is a PDF document, not a picture"),
      ("blank.pdf", "tx 1", "the file is empty"),
    ] {
      let run = harness.run(
        "attach \(fixtures.path("sofa.png")) \(fixtures.path(file)) --to \(owner)")
      #expect(!run.succeeded)
      #expect(run.errors.contains("cannot attach '\(file)': \(reason)"), "\(run.errors)")
    }
    #expect(try harness.store.attachments(of: .item(EntityID(1))).isEmpty)
    #expect(try harness.store.attachments(of: .transaction(EntityID(1))).isEmpty)
    let receipt = harness.run("tx edit #1 --receipt \(fixtures.path("scan.pdf"))")
    #expect(receipt.errors.contains("rename it to end in .png"), "\(receipt.errors)")
    let image = harness.run("item add Lamp --image \(fixtures.path("fake.png"))")
    #expect(!image.succeeded && image.errors.contains("cannot attach 'fake.png'"))
    let taken = harness.run(
      "attach \(fixtures.path("photo.jpg")) \(fixtures.path("bom.pdf")) --to item 1")
    #expect(taken.succeeded, "\(taken.errors)")
    // Its card says what it is: a PNG, whatever its name.
    let card = try harness.script(["attachments item 1"])
    #expect(card.contains("photo.jpg") && card.contains("PNG image"), "\(card)")
    #expect(!card.contains("JPEG image"))
  }

  @Test("attach says what is missing: --to, the owner, the files, a real owner")
  func attachUsage() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    #expect(
      harness.run("attach \(fixtures.path("sofa.png"))").errors.contains("say what to attach to"))
    #expect(harness.run("attach --to item 1").errors.contains("give the files to attach"))
    #expect(
      harness.run("attach \(fixtures.path("sofa.png")) --to item 99").errors.contains("no item #99")
    )
    #expect(
      harness.run("attach \(fixtures.path("sofa.png")) --to tx 42").errors.contains(
        "no transaction #42"))
    // A file and no owner names what is missing: the owner, not the files.
    let noOwner = harness.run("attach \(fixtures.path("sofa.png")) --to item")
    #expect(noOwner.errors.contains("say which item after --to item"), "\(noOwner.errors)")
    // Two owners are not a file named '2'.
    let two = harness.run("attach \(fixtures.path("sofa.png")) --to item 1 2")
    #expect(two.error?.exitStatus == 2)
    #expect(two.errors.contains("'2' looks like a second item"), "\(two.errors)")
    #expect(try harness.store.attachments(of: .item(EntityID(1))).isEmpty)
  }

  @Test("a space written '#id' is found in any project, as in the space commands")
  func spaceByID() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    let smith = try #require(try harness.store.project(named: "Smith Residence", accountID: nil))
    let space = try #require(try harness.store.space(named: "客厅", projectID: smith.id))
    try harness.script(["project add Other", "use Other"])
    let run = harness.run("attach \(fixtures.path("sofa.png")) --to space \(space.id)")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.errors.contains("to space '客厅'."))
    #expect(try harness.store.attachments(of: .space(space.id)).count == 1)
  }

  @Test("attachments shows cards with ★ on the primary; JSON has the documented fields")
  func list() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    try harness.script([
      "attach \(fixtures.path("sofa.png")) \(fixtures.path("receipt.pdf")) --to tx 1"
    ])
    let text = try harness.script(["attachments tx 1"])
    #expect(text.contains("★ sofa.png"))
    #expect(text.contains("PNG image"))
    #expect(text.contains("PDF"))
    #expect(text.contains("#1 · primary"))
    let json = try harness.script(["attachments tx 1 --format json"])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(rows.count == 2)
    #expect(Set(rows[0].keys) == Set(Attachment.recordFields))
    #expect(rows[0]["owner_kind"] as? String == "tx")
    #expect(rows[0]["owner_id"] as? Int == 1)
    #expect(rows[0]["primary"] as? Bool == true)
    #expect(rows[1]["bytes"] as? Int == 15)
    #expect((rows[0]["sha256"] as? String)?.count == 64)
    let empty = harness.run("attachments item 2")
    #expect(empty.errors.contains("No files are attached to item #2 'Pendant lamp'."))
    #expect(empty.output.isEmpty, "an empty list prints nothing when piped")
  }

  @Test("attachment primary and remove; remove asks in scripts for --yes")
  func primaryAndRemove() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    try harness.script([
      "attach \(fixtures.path("sofa.png")) \(fixtures.path("receipt.pdf")) --to item 1"
    ])
    try withKnownIssue(
      """
      PostgreSQL: 'attachment primary' fails with "operator does not exist: bigint <> \
      boolean" (SQLWriter.setPrimaryAttachment compares the bigint is_primary with a boolean)
      """
    ) { () throws -> Void in
      let primary = harness.run("attachment primary #2")
      #expect(primary.errors.contains("'receipt.pdf' (#2) is now the primary file of its item."))
      #expect(try harness.store.attachment(EntityID(2)).isPrimary)
      let again = harness.run("attachment primary #2")
      #expect(again.errors.contains("is the primary file of its item already; nothing changed."))
    } when: {
      LedgerHarness.Backend.current == .postgres
    }
    let folder = harness.run("attach \(fixtures.folder.path) --to item 1")
    #expect(folder.errors.contains("'\(fixtures.folder.path)' is a folder"), "\(folder.errors)")
    #expect(harness.run("attachment remove 2").errors.contains("--yes"))
    let removed = harness.run("attachment remove 2 --yes")
    #expect(removed.errors.contains("Removed 'receipt.pdf' (#2)"))
    #expect(try harness.store.attachments(of: .item(EntityID(1))).map(\.id) == [EntityID(1)])
    #expect(harness.run("attachment primary #9").errors.contains("no attachment #9"))
  }

  @Test("attachment save copies the file out, keeps an existing file unless --force")
  func save() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    try harness.script(["attach \(fixtures.path("sofa.png")) --to item 1"])
    let target = fixtures.path("copy.png")
    let run = harness.run("attachment save 1 --to \(target)")
    #expect(run.succeeded, "\(run.errors)")
    #expect(
      FileManager.default.contents(atPath: target)
        == FileManager.default.contents(atPath: fixtures.path("sofa.png")))
    let again = harness.run("attachment save 1 --to \(target)")
    #expect(again.errors.contains("already exists"))
    #expect(again.errors.contains("--force"))
    #expect(harness.run("attachment save 1 --to \(target) --force").succeeded)
    let nowhere = harness.run("attachment save 1 --to \(fixtures.path("no/such/folder/x.png"))")
    #expect(nowhere.errors.contains("cannot create"))
    #expect(nowhere.errors.contains("its folder does not exist"))
    // A dangling link: the folder missing is its target's, and the message says so.
    let link = fixtures.path("dangling.png")
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: fixtures.path("gone/x.png"))
    let dangling = harness.run("attachment save 1 --to \(link)")
    #expect(
      dangling.errors.contains(
        "it links to '\(fixtures.path("gone/x.png"))', whose folder does not exist"),
      "\(dangling.errors)")
    #expect(harness.run("attachment save 1").errors.contains("--to FILE"))
  }

  /// Found by a QA pass: with --force a new regular file was renamed over a FIFO, a device
  /// node (run as root, it replaced /dev/full) or a symbolic link, and "Saved" was said.
  @Test("attachment save writes through a FIFO and follows a link, never replacing either")
  func saveToSpecialFiles() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    try harness.script(["attach \(fixtures.path("sofa.png")) --to item 1"])
    let original = FileManager.default.contents(atPath: fixtures.path("sofa.png"))
    let fifo = fixtures.path("pipe")
    #expect(mkfifo(fifo, 0o600) == 0)
    let received = fixtures.path("received.png")
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/bin/sh")
    reader.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo, received]
    try reader.run()
    let run = harness.run("attachment save 1 --to \(fifo) --force")
    reader.waitUntilExit()
    #expect(run.succeeded, "\(run.errors)")
    #expect(FileManager.default.contents(atPath: received) == original)
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "still a FIFO")

    let real = fixtures.path("real.png")
    let link = fixtures.path("link.png")
    try Data("orig".utf8).write(to: URL(fileURLWithPath: real))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.png")
    #expect(harness.run("attachment save 1 --to \(link)").errors.contains("already exists"))
    #expect(harness.run("attachment save 1 --to \(link) --force").succeeded)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.png")
    #expect(FileManager.default.contents(atPath: real) == original)
  }

  @Test("attachment open runs $LEDGERSH_OPENER with the file's path as one argument")
  func open() throws {
    let fixtures = try Fixtures()
    let opener = fixtures.path("opener.sh")
    let log = fixtures.path("opened.txt")
    try "#!/bin/sh\nprintf '%s|%s\\n' \"$#\" \"$1\" > '\(log)'\n".write(
      toFile: opener, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener)
    let harness = try harness(fixtures, environment: ["LEDGERSH_OPENER": opener])
    try harness.script(["attach \(fixtures.path("sofa.png")) --to item 1"])
    let run = harness.run("attachment open 1")
    #expect(run.succeeded, "\(run.errors)")
    let stored = try #require(
      harness.store.attachmentPath(try harness.store.attachment(EntityID(1))))
    let opened = try String(contentsOfFile: log, encoding: .utf8)
    #expect(opened == "1|\(stored)\n")

    let missing = try self.harness(fixtures, environment: ["LEDGERSH_OPENER": "/no/such/viewer"])
    try missing.script(["attach \(fixtures.path("sofa.png")) --to item 1"])
    let refused = missing.run("attachment open 1")
    #expect(!refused.succeeded)
    #expect(refused.errors.contains("LEDGERSH_OPENER names '/no/such/viewer'"))

    // Issue 54: a stored "picture" that holds a desktop entry is never handed to the
    // desktop, which would run it.
    // The stored file's size (33 bytes): PostgreSQL fetches a cached copy of another size
    // from the server again, which would undo the tampering before it could be refused.
    try FileManager.default.removeItem(atPath: log)
    var hostileBytes = Data("[Desktop Entry]\nExec=xterm\n".utf8)
    let storedSize = (try FileManager.default.attributesOfItem(atPath: stored)[.size] as? Int) ?? 0
    hostileBytes.append(Data(repeating: 0x0A, count: max(0, storedSize - hostileBytes.count)))
    try hostileBytes.write(to: URL(fileURLWithPath: stored))
    let hostile = harness.run("attachment open 1")
    #expect(!hostile.succeeded)
    #expect(hostile.errors.contains("is not what its name says (it is text, not a picture)"))
    #expect(!FileManager.default.fileExists(atPath: log), "the opener never ran")
  }

  @Test("files attach to a space of the current project or --project; sizes are read")
  func space() throws {
    let fixtures = try Fixtures()
    let harness = try harness(fixtures)
    let run = harness.run(
      "attach \(fixtures.path("sofa.png")) --to space 客厅 --project \"Smith Residence\"")
    #expect(run.succeeded, "\(run.errors)")
    #expect(run.errors.contains("Attached 'sofa.png' (#1) to space '客厅'."))
    let text = try harness.script(["attachments space 客厅"])
    #expect(text.contains("Pixels"))
    #expect(text.contains("16×8"))
    let json = try harness.script(["attachments space 客厅 --format json"])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(rows.first?["owner_kind"] as? String == "space")
    #expect(rows.first?["width"] as? Int == 16)
    #expect(rows.first?["height"] as? Int == 8)
    #expect(
      harness.run("attach \(fixtures.path("sofa.png")) --to space Attic").errors.contains(
        "no space named 'Attic'"))
  }

  @Test("a file over 25 MiB is refused and nothing of the command is attached")
  func tooLarge() throws {
    let fixtures = try Fixtures()
    let big = fixtures.url("plan.pdf")
    try Data("%PDF-1.4\n".utf8).write(to: big)
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: 27_000_000)
    try handle.close()
    let harness = try harness(fixtures)
    let run = harness.run(
      "attach \(fixtures.path("sofa.png")) \(big.path) --to item 1")
    #expect(!run.succeeded)
    #expect(run.errors.contains("plan.pdf"))
    #expect(run.errors.contains("25 MiB"))
    #expect(try harness.store.attachments(of: .item(EntityID(1))).isEmpty)
  }
}
