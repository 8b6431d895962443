import Foundation
import LedgerCore
import LedgerData
import LedgerStore
import LedgerStorePostgres
import LedgerStoreTestSupport
import Testing

/// Chinese and Japanese substrings on PostgreSQL go through a pg_trgm index, and a server
/// that cannot give the ledger pg_trgm says what to ask for.
@Suite("PostgreSQL trigram search")
struct PostgresTrigramTests {
  static let enabled = PostgresTestServer.url != nil

  @Test(
    "a Chinese substring among many transactions is found through the trigram index",
    .enabled(if: enabled, PostgresTestServer.skipNote))
  func substringUsesIndex() throws {
    let url = try #require(PostgresTestServer.url)
    let schema = try PostgresTestServer.freshSchema()
    let store = try PostgresStore.open(
      url: url, environment: PostgresTestServer.environment(schema: schema), dataDirectory: nil)
    try DemoLedger.build(
      into: store, options: DemoOptions(projects: 3, items: 0, transactions: 20_000))
    let day = try #require(CalendarDay.parse("2026-11-23"))
    _ = try store.perform("tx add") {
      try $0.addTransaction(
        TransactionDraft(
          projectID: nil, source: "Chen Loft 陈宅客厅灯", amount: try Money.parse("10", currency: .usd),
          date: day))
    }
    let hits = try store.search(SearchQuery(text: "宅客厅", kinds: [.transaction]))
    #expect(hits.first?.hits.map(\.title) == ["Chen Loft 陈宅客厅灯"])
    try PostgresTestServer.psql("ANALYZE \(schema).transactions", url: url)
    let plan = try PostgresTestServer.psqlValue(
      """
      SET search_path = \(schema), public;
      EXPLAIN SELECT id FROM transactions
      WHERE search_text LIKE '%' || ledger_substring_text('宅客厅') || '%'
      """, url: url)
    #expect(plan.contains("transactions_search_text"))
  }

  @Test(
    "a server where pg_trgm cannot be made refuses a new ledger, saying what to ask for",
    .enabled(if: enabled, PostgresTestServer.skipNote))
  func missingExtension() throws {
    let url = try #require(PostgresTestServer.url)
    let name = "trgm_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    try PostgresTestServer.psql("CREATE DATABASE \(name)", url: url)
    try PostgresTestServer.psql("CREATE ROLE \(name) LOGIN", url: url)
    var components = try #require(URLComponents(string: url))
    components.path = "/\(name)"
    let database = try #require(components.string)
    // unaccent is there; pg_trgm is not, and the role may not create extensions.
    try PostgresTestServer.psql(
      "CREATE EXTENSION unaccent; CREATE SCHEMA ledger AUTHORIZATION \(name)", url: database)
    components.user = name
    let asRole = try #require(components.string)
    var environment = ProcessInfo.processInfo.environment
    environment["PGOPTIONS"] = "-c search_path=ledger,public"
    let error = try #require(throws: StoreError.self) {
      try PostgresStore.open(url: asRole, environment: environment, dataDirectory: nil)
    }
    #expect(error.message.contains("needs the PostgreSQL extension pg_trgm"))
    // Nothing of the ledger was left behind.
    #expect(
      try PostgresTestServer.psqlValue(
        "SELECT to_regclass('ledger.ledger_meta') IS NULL", url: database) == "t")
  }
}
