import Foundation
import LedgerCore
import LedgerStore
import LedgerStoreTestSupport
import LedgerTestSupport
import Testing

/// Attachments of items, transactions and spaces: kinds, size limit, picture sizes, files.
@Suite("Store contract: attachments")
struct AttachmentContractTests {
  static let backends = StoreBackend.allCases

  @Test("a space takes pictures and plans; picture sizes are read at attach", arguments: backends)
  func spaceAttachments(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let folder = try TemporaryFolder.make()
    let photo = try TestFiles.write(TestFiles.png(width: 800, height: 600), "wall.png", in: folder)
    let plan = try TestFiles.write(TestFiles.pdf, "plan.pdf", in: folder)
    let space = try store.perform("setup") { writer in
      let project = try writer.addProject(ProjectDraft(name: "Loft"))
      return try writer.addSpace(SpaceDraft(projectID: project.id, name: "Kitchen"))
    }
    let (picture, document) = try store.perform("attach") { writer in
      (
        try writer.attachFile(atPath: photo, to: .space(space.id), primary: false),
        try writer.attachFile(atPath: plan, to: .space(space.id), primary: false)
      )
    }
    #expect(picture.owner == .space(space.id))
    #expect(picture.isPrimary)
    #expect(picture.pixelWidth == 800)
    #expect(picture.pixelHeight == 600)
    #expect(document.kind == .pdf)
    #expect(document.pixelWidth == nil)
    #expect(try store.attachments(of: .space(space.id)) == [picture, document])
    let path = try #require(store.attachmentPath(picture))
    #expect(FileManager.default.contents(atPath: path) == TestFiles.png(width: 800, height: 600))
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    // Deleting the space takes its attachments' records along; undo brings them back.
    try store.perform("space delete") { try $0.deleteSpace(space.id) }
    #expect(try store.counts().attachments == 0)
    _ = try store.undo()
    #expect(try store.attachments(of: .space(space.id)) == [picture, document])
  }

  @Test(
    "webp is accepted; gif, devices, FIFOs and files over 25 MiB are refused by name",
    arguments: backends)
  func acceptedFiles(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let folder = try TemporaryFolder.make()
    let item = try store.perform("add") { try $0.addItem(ItemDraft(name: "Lamp")) }
    let webp = try TestFiles.write(Data("RIFF\0\0\0\0WEBPVP8X".utf8), "lamp.WEBP", in: folder)
    let attached = try store.perform("attach") {
      try $0.attachFile(atPath: webp, to: .item(item.id), primary: false)
    }
    #expect(attached.kind == .image)
    #expect(attached.fileExtension == "webp")
    #expect(attached.pixelWidth == nil)
    let gif = try TestFiles.write(Data("GIF89a".utf8), "old.gif", in: folder)
    let big = folder.appendingPathComponent("scan.pdf")
    #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: 25 * 1024 * 1024 + 1)
    try handle.close()
    // Only regular files, on every backend: a device is not read until the limit, and
    // a FIFO with no writer is refused at once instead of waiting for one.
    let device = folder.appendingPathComponent("zero.pdf").path
    try FileManager.default.createSymbolicLink(atPath: device, withDestinationPath: "/dev/zero")
    let fifo = folder.appendingPathComponent("pipe.png").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let cases = [
      (gif, "cannot attach 'old.gif': only png, jpg, jpeg, heic, webp, pdf files can be attached"),
      (
        big.path,
        "cannot attach 'scan.pdf': it is 25.1 MiB, and files over 25 MiB cannot be attached"
      ),
      (
        device,
        "cannot attach 'zero.pdf': it is a character device; only regular files can be attached"
      ),
      (
        fifo,
        "cannot attach 'pipe.png': it is a FIFO (named pipe); only regular files can be attached"
      ),
    ]
    for (path, message) in cases {
      #expect(throws: StoreError(.invalid, message)) {
        try store.perform("attach") {
          try $0.attachFile(atPath: path, to: .item(item.id), primary: false)
        }
      }
    }
    #expect(try store.attachments(of: .item(item.id)).count == 1)
  }
}
