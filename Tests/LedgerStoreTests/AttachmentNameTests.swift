import Foundation
import LedgerCore
import LedgerStore
import LedgerStoreTestSupport
import LedgerTestSupport
import Testing

@Suite("Attachment names")
struct AttachmentNameTests {
  @Test(
    "a file whose name holds ESC is refused before anything is copied",
    arguments: StoreBackend.allCases)
  func escapeInName(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    let item = try store.perform("add") { try $0.addItem(ItemDraft(name: "Sofa")) }
    let folder = try TemporaryFolder.make()
    let path = folder.appendingPathComponent("receipt\u{1B}[2J.png").path
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: path))
    #expect {
      _ = try store.perform("attach") {
        try $0.attachFile(atPath: path, to: .item(item.id), primary: true)
      }
    } throws: { error in
      (error as? StoreError)?.message.contains(") in the file name; only notes may hold") ?? false
    }
  }
}
