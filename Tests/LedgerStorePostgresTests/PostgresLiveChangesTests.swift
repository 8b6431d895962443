import Foundation
import LedgerCore
import LedgerStore
import LedgerStorePostgres
import LedgerStoreTestSupport
import Testing

/// The live-session banner on PostgreSQL: other sessions' commits reach a session through
/// LISTEN/NOTIFY, so asking before each prompt costs the server nothing while nothing
/// changed, and a lost connection listens again once it is back.
@Suite("PostgreSQL live changes")
struct PostgresLiveChangesTests {
  static let enabled = PostgresTestServer.url != nil

  /// Two sessions on one new ledger; `mine` names its connection `name` on the server.
  func twoSessions(name: String) throws -> (mine: PostgresStore, theirs: PostgresStore) {
    let url = try #require(PostgresTestServer.url)
    let schema = try PostgresTestServer.freshSchema()
    var environment = PostgresTestServer.environment(schema: schema)
    let theirs = try PostgresStore.open(url: url, environment: environment, dataDirectory: nil)
    environment["PGOPTIONS", default: ""] += " -c application_name=\(name)"
    let mine = try PostgresStore.open(url: url, environment: environment, dataDirectory: nil)
    return (mine, theirs)
  }

  /// The statement the connection named `name` ran last, as the server shows it.
  func lastStatement(of name: String) throws -> String {
    try PostgresTestServer.psqlValue(
      "SELECT pid || ' ' || query FROM pg_stat_activity WHERE application_name = '\(name)'",
      url: try #require(PostgresTestServer.url))
  }

  /// Asks for changes until some come (notices travel on their own), for up to 5 s.
  func awaitChanges(_ store: PostgresStore, since marker: ChangeMarker) throws -> LedgerChanges {
    let deadline = Date().addingTimeInterval(5)
    var changes = try store.changes(since: marker, limit: 5)
    while !changes.isChanged, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.01)
      changes = try store.changes(since: marker, limit: 5)
    }
    return changes
  }

  static func newName() -> String {
    "live_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
  }

  @Test(
    "another session's commands show before the next prompt; asking sends no query",
    .enabled(if: enabled, PostgresTestServer.skipNote))
  func noticesWithoutQueries() throws {
    let name = Self.newName()
    let (mine, theirs) = try twoSessions(name: name)
    let marker = try mine.changeMarker()
    _ = try mine.perform("project add Mine") { try $0.addProject(ProjectDraft(name: "Mine")) }
    #expect(try mine.changes(since: marker, limit: 5).entries.isEmpty)
    _ = try mine.projects()
    let before = try lastStatement(of: name)
    for _ in 0..<3 {
      #expect(try mine.changes(since: marker, limit: 5).isChanged == false)
    }
    #expect(try lastStatement(of: name) == before)
    _ = try theirs.perform("project add Theirs") {
      try $0.addProject(ProjectDraft(name: "Theirs"))
    }
    let changes = try awaitChanges(mine, since: marker)
    #expect(changes.entries.map(\.commandLine) == ["project add Theirs"])
    #expect(changes.entryCount == 1)
    let again = try mine.changes(since: changes.marker, limit: 5)
    #expect(!again.isChanged && again.entries.isEmpty)
  }

  @Test(
    "another session's undo counts as a change without a new entry",
    .enabled(if: enabled, PostgresTestServer.skipNote))
  func othersUndo() throws {
    let (mine, theirs) = try twoSessions(name: Self.newName())
    _ = try theirs.perform("project add Theirs") {
      try $0.addProject(ProjectDraft(name: "Theirs"))
    }
    let marker = try mine.changeMarker()
    _ = try theirs.undo()
    let changes = try awaitChanges(mine, since: marker)
    #expect(changes.isChanged)
    #expect(changes.entryCount == 0)
    // This session's own undo is no news.
    _ = try mine.perform("project add Mine") { try $0.addProject(ProjectDraft(name: "Mine")) }
    let own = try mine.changeMarker()
    _ = try mine.undo()
    Thread.sleep(forTimeInterval: 0.2)
    #expect(try mine.changes(since: own, limit: 5).isChanged == false)
  }

  @Test(
    "a session whose connection was cut sees what happened meanwhile, and listens again",
    .enabled(if: enabled, PostgresTestServer.skipNote))
  func listensAgainAfterLostConnection() throws {
    let name = Self.newName()
    let (mine, theirs) = try twoSessions(name: name)
    let url = try #require(PostgresTestServer.url)
    let marker = try mine.changeMarker()
    try PostgresTestServer.psql(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '\(name)'",
      url: url)
    _ = try theirs.perform("project add Meanwhile") {
      try $0.addProject(ProjectDraft(name: "Meanwhile"))
    }
    let meanwhile = try awaitChanges(mine, since: marker)
    #expect(meanwhile.entries.map(\.commandLine) == ["project add Meanwhile"])
    // Connected again: quiet while nothing happens, told when something does.
    _ = try mine.projects()
    let before = try lastStatement(of: name)
    #expect(try mine.changes(since: meanwhile.marker, limit: 5).isChanged == false)
    #expect(try lastStatement(of: name) == before)
    _ = try theirs.perform("project add Later") { try $0.addProject(ProjectDraft(name: "Later")) }
    let later = try awaitChanges(mine, since: meanwhile.marker)
    #expect(later.entries.map(\.commandLine) == ["project add Later"])
  }
}
