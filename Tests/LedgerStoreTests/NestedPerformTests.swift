import LedgerCore
import LedgerStore
import LedgerStoreTestSupport
import Testing

/// A perform inside another (an external plugin command's calls) joins the outer one.
@Suite("Nested commands")
struct NestedPerformTests {
  static let backends = StoreBackend.allCases

  @Test("nested performs are one journal entry, one undo, and see each other", arguments: backends)
  func oneEntry(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    try store.perform("plugin two") { _ in
      _ = try store.perform("project add Alpha") { try $0.addProject(ProjectDraft(name: "Alpha")) }
      // A read inside the command sees its uncommitted change.
      #expect(try store.projects().map(\.name) == ["Alpha"])
      _ = try store.perform("project add Beta") { try $0.addProject(ProjectDraft(name: "Beta")) }
    }
    let journal = try store.journal(limit: 10)
    #expect(journal.map(\.commandLine) == ["plugin two"])
    #expect(journal.map(\.summary) == ["+2 projects"])
    _ = try store.undo()
    #expect(try store.isEmpty())
  }

  @Test("a failing nested perform undoes only its own changes", arguments: backends)
  func failingNested(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    try store.perform("plugin") { _ in
      _ = try store.perform("project add Alpha") { try $0.addProject(ProjectDraft(name: "Alpha")) }
      #expect(throws: StoreError.self) {
        try store.perform("project add Beta, Alpha") { writer in
          _ = try writer.addProject(ProjectDraft(name: "Beta"))
          _ = try writer.addProject(ProjectDraft(name: "Alpha"))
        }
      }
    }
    #expect(try store.projects().map(\.name) == ["Alpha"])
  }

  @Test("the outer command failing undoes every nested one", arguments: backends)
  func failingOuter(backend: StoreBackend) throws {
    struct PluginFailed: Error {}
    let store = try backend.makeStore()
    #expect(throws: PluginFailed.self) {
      try store.perform("plugin") { _ in
        _ = try store.perform("project add Alpha") {
          try $0.addProject(ProjectDraft(name: "Alpha"))
        }
        throw PluginFailed()
      }
    }
    #expect(try store.isEmpty())
    #expect(try store.journal(limit: 10).isEmpty)
  }

  @Test("undo refuses to run inside a command", arguments: backends)
  func noNestedUndo(backend: StoreBackend) throws {
    let store = try backend.makeStore()
    _ = try store.perform("plugin") { _ in
      #expect(throws: StoreError.self) { _ = try store.undo() }
    }
  }
}
