import GRDB
import LedgerCore
import LedgerSQL

/// The ledger's database schema, as GRDB migrations.
///
/// The file is marked with `PRAGMA application_id` (so a foreign SQLite file is never
/// mistaken for a ledger) and `PRAGMA user_version` = the schema version (so a file from
/// a newer ledgersh is refused rather than damaged).
enum LedgerSchema {
  /// "LDGS": the application id stamped into every ledger file.
  static let applicationID: Int32 = 0x4C44_4753
  /// The schema version this build writes; bump with every new migration.
  static let version: Int32 = 18

  /// GRDB's migrator with every migration, oldest first; `now` stamps the Default account.
  static func migrator(now: Timestamp) -> DatabaseMigrator {
    var migrator = DatabaseMigrator()
    for migration in migrations(now: now).steps {
      migrator.registerMigration(migration.identifier, migrate: migration.migrate)
    }
    return migrator
  }

  /// Replaces every table's write guards by those of schema `version`, which let only a
  /// ledgersh of that schema write.
  private static func replaceGuards(_ db: Database, version: Int32) throws {
    for table in LedgerTable.all(atVersion: Int(version)) {
      for operation in ["insert", "update", "delete"] {
        try db.execute(sql: "DROP TRIGGER IF EXISTS \(table.name)_guard_\(operation)")
      }
      for statement in LedgerTriggers.guards(table, version: version) {
        try db.execute(sql: statement)
      }
    }
  }

  /// Every migration, oldest first; `now` stamps the Default account.
  static func migrations(now: Timestamp) -> LedgerMigrations {
    var migrator = LedgerMigrations()
    migrator.registerMigration("v1: ledger") { db in
      for statement in tables + indexes { try db.execute(sql: statement) }
      for table in LedgerTable.allV1 {
        for statement in LedgerTriggers.undoTriggers(table) + LedgerTriggers.searchSchema(table) {
          try db.execute(sql: statement)
        }
      }
      try db.execute(
        sql: "INSERT INTO accounts(name, currency, created_at) VALUES ('Default', 'USD', ?)",
        arguments: [now.millisecondsSince1970])
      try db.execute(sql: "PRAGMA application_id = \(applicationID)")
      try db.execute(sql: "PRAGMA user_version = 1")
    }
    migrator.registerMigration("v2: transaction totals") { db in
      for statement in TotalsTable.projects.sqliteSchema { try db.execute(sql: statement) }
      // The totals answer what this covering index was for; each add updated it.
      try db.execute(sql: "DROP INDEX transactions_rollup")
      try db.execute(sql: "PRAGMA user_version = 2")
    }
    migrator.registerMigration("v3: template order") { db in
      try db.execute(
        sql: "ALTER TABLE space_templates ADD COLUMN position INTEGER NOT NULL DEFAULT 0")
      // Existing templates keep the order they were listed in: by name.
      try db.execute(
        sql: """
          UPDATE space_templates SET position = (
            SELECT count(*) FROM space_templates AS other
            WHERE other.account_id = space_templates.account_id
              AND (other.name COLLATE NOCASE < space_templates.name COLLATE NOCASE
                OR (other.name COLLATE NOCASE = space_templates.name COLLATE NOCASE
                  AND other.id <= space_templates.id)))
          """)
      try remakeUndoTriggers(db, .spaceTemplates)
      try db.execute(sql: "PRAGMA user_version = 3")
    }
    migrator.registerMigration("v4: attachments of spaces, picture sizes") { db in
      // SQLite cannot change a CHECK: make the table anew, copy the rows (ids kept, so
      // journal entries that re-insert or update attachments still apply), swap it in.
      for operation in ["insert", "update", "delete"] {
        try db.execute(sql: "DROP TRIGGER IF EXISTS attachments_undo_\(operation)")
      }
      try db.execute(sql: attachmentsTable(named: "attachments_v4"))
      try db.execute(
        sql: """
          INSERT INTO attachments_v4(id, item_id, transaction_id, sha256, ext, kind,
            original_name, byte_count, is_primary, created_at)
          SELECT id, item_id, transaction_id, sha256, ext, kind, original_name, byte_count,
            is_primary, created_at
          FROM attachments
          """)
      try db.execute(sql: "DROP TABLE attachments")
      try db.execute(sql: "ALTER TABLE attachments_v4 RENAME TO attachments")
      for statement in attachmentIndexes { try db.execute(sql: statement) }
      for statement in LedgerTriggers.undoTriggers(.attachments) { try db.execute(sql: statement) }
      try db.execute(sql: "PRAGMA user_version = 4")
    }
    migrator.registerMigration("v5: item list indexes, smaller undo of updates") { db in
      for statement in itemListIndexes { try db.execute(sql: statement) }
      // Undo of an update now sets only the columns that changed.
      // The tables of v5 only: later migrations make their own tables' triggers.
      for table in LedgerTable.all(atVersion: 5) where table.name != LedgerTable.vendorDefaults.name
      {
        try remakeUndoTriggers(db, table)
      }
      try db.execute(sql: "PRAGMA user_version = 5")
    }
    migrator.registerMigration("v6: report totals") { db in
      for statement in TotalsTable.days.sqliteSchema { try db.execute(sql: statement) }
      try db.execute(sql: "PRAGMA user_version = 6")
    }
    migrator.registerMigration("v7: vendor defaults") { db in
      for statement in vendorDefaultsSchema { try db.execute(sql: statement) }
      for statement in LedgerTriggers.undoTriggers(.vendorDefaults) {
        try db.execute(sql: statement)
      }
      try db.execute(sql: "PRAGMA user_version = 7")
    }
    migrator.registerMigration("v8: search") { db in
      // Schema v1 indexed the raw columns: accents and case only. The new index reads a
      // view that also holds amounts, checklists and CJK pairs (see SearchIndex).
      for index in SearchIndex.all {
        for statement in index.v1Removal + index.schema { try db.execute(sql: statement) }
      }
      try db.execute(sql: "PRAGMA user_version = 8")
    }
    migrator.registerMigration("v9: shorter triggers, review index") { db in
      // SQLite parses every trigger and view when a connection first reads the schema:
      // the undo and search triggers now call `TriggerFunctions` instead of spelling out
      // a CASE per column, which made start-up slower for every command.
      // The undo log is keyed by entry (`UndoJournal.logRange(of:)`), so it needs no index on
      // entry_id, nor the foreign key that would scan for it: each command's commit
      // writes one page fewer. Its triggers go first, or the rename would find them
      // pointing at a table that is gone.
      for table in LedgerTable.all(atVersion: 9) {
        for operation in ["insert", "update", "delete"] {
          try db.execute(sql: "DROP TRIGGER IF EXISTS \(table.name)_undo_\(operation)")
        }
      }
      try db.execute(
        sql: """
          CREATE TABLE undo_log_v9 (
            id INTEGER PRIMARY KEY,
            entry_id INTEGER NOT NULL,
            tbl TEXT NOT NULL,
            op TEXT NOT NULL,
            row_id INTEGER,
            sql TEXT NOT NULL)
          """)
      try db.execute(
        sql: """
          INSERT INTO undo_log_v9(id, entry_id, tbl, op, row_id, sql)
          SELECT (entry_id << 32) + row_number() OVER (PARTITION BY entry_id ORDER BY id),
            entry_id, tbl, op, row_id, sql
          FROM undo_log
          """)
      try db.execute(sql: "DROP TABLE undo_log")
      try db.execute(sql: "ALTER TABLE undo_log_v9 RENAME TO undo_log")
      for table in LedgerTable.all(atVersion: 9) {
        for statement in LedgerTriggers.undoTriggers(table) { try db.execute(sql: statement) }
      }
      // Only the few transactions that need review are indexed for that filter: every
      // other `tx add` commits one page fewer.
      try db.execute(sql: "DROP INDEX IF EXISTS transactions_by_review")
      try db.execute(sql: needingReviewIndex)
      // A large bulk load logged how to drop and remake the ordering indexes around its
      // undo: one made before v9 names the index that is gone.
      try db.execute(
        sql: """
          UPDATE undo_log SET sql = 'DROP INDEX IF EXISTS "transactions_needing_review"'
          WHERE op = '*' AND sql = 'DROP INDEX "transactions_by_review"'
          """)
      try db.execute(
        sql: """
          UPDATE undo_log SET sql = ?
          WHERE op = '*' AND sql LIKE 'CREATE INDEX transactions_by_review %'
          """,
        arguments: [needingReviewIndex])
      for index in SearchIndex.all {
        let removal = index.v1Removal + ["DROP VIEW IF EXISTS \(index.view)"]
        for statement in removal + index.schema { try db.execute(sql: statement) }
      }
      try db.execute(sql: "PRAGMA user_version = 9")
    }
    migrator.registerMigration("v10: triggers per connection") { db in
      // The triggers move out of the file: each connection that writes makes them as
      // TEMP triggers (`LedgerTriggers.install`), so a command that only reads no longer
      // parses them. Short guard triggers keep other programs from writing.
      let triggers = try String.fetchAll(
        db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger'")
      for name in triggers {
        try db.execute(sql: "DROP TRIGGER \(SQLiteStore.quotedIdentifier(name))")
      }
      for table in LedgerTable.all(atVersion: 10) {
        for statement in LedgerTriggers.guards(table, version: 10) {
          try db.execute(sql: statement)
        }
      }
      try db.execute(sql: "PRAGMA user_version = 10")
    }
    migrator.registerMigration("v11: journal account") { db in
      // The account each command ran in, which `undo` checks (NULL: the default account,
      // as every entry made before was, or in a ledger of one account).
      try db.execute(sql: "ALTER TABLE journal ADD COLUMN account_id INTEGER")
      // The guards name the schema version they let write: v10's would refuse every write
      // now, and would let a v10 ledgersh still running write to a v11 ledger.
      try replaceGuards(db, version: 11)
      try db.execute(sql: "PRAGMA user_version = 11")
    }
    migrator.registerMigration("v12: search folds compatibility forms") { db in
      // `SearchText.indexed` now maps text to NFKC (full-width Latin, ligatures, circled
      // digits to their plain forms): every index is read again through its view.
      for index in SearchIndex.all { try db.execute(sql: index.rebuild) }
      try replaceGuards(db, version: 12)
      try db.execute(sql: "PRAGMA user_version = 12")
    }
    migrator.registerMigration("v13: reimbursed date") { db in
      // The day a client paid back a reimbursable purchase ('tx reimbursed').
      try db.execute(sql: "ALTER TABLE transactions ADD COLUMN reimbursed_on TEXT")
      try db.execute(sql: reimbursableIndex)
      try replaceGuards(db, version: 13)
      try db.execute(sql: "PRAGMA user_version = 13")
    }
    migrator.registerMigration("v14: vendor totals") { db in
      // transaction_totals keys its sums by account and vendor too, so that spending by
      // vendor reads them; it is derived data, made again from the transactions.
      try db.execute(sql: "DROP TABLE transaction_totals")
      let table = TotalsTable.projects
      for statement in [table.sqliteTable] + table.rebuild { try db.execute(sql: statement) }
      try replaceGuards(db, version: 14)
      try db.execute(sql: "PRAGMA user_version = 14")
    }
    migrator.registerMigration("v15: account locale") { db in
      // The locale an account writes amounts and dates in for people ('account set
      // --locale de_DE'); NULL: none of its own.
      try db.execute(sql: "ALTER TABLE accounts ADD COLUMN locale TEXT")
      try replaceGuards(db, version: 15)
      try db.execute(sql: "PRAGMA user_version = 15")
    }
    migrator.registerMigration("v16: statement source keys") { db in
      // The statement line each imported transaction came from ('import statement'): the
      // OFX FITID or a CSV line's stable key, once per account, so a file imported again
      // adds nothing.
      try db.execute(sql: "ALTER TABLE transactions ADD COLUMN source_key TEXT")
      try db.execute(sql: sourceKeyIndex)
      try replaceGuards(db, version: 16)
      try db.execute(sql: "PRAGMA user_version = 16")
    }
    migrator.registerMigration("v17: vendor aliases") { db in
      // The other names vendors go by on statements ('vendor alias add'), once per account.
      for statement in vendorAliasesSchema { try db.execute(sql: statement) }
      try replaceGuards(db, version: 17)
      try db.execute(sql: "PRAGMA user_version = 17")
    }
    migrator.registerMigration("v18: vendor name keys") { db in
      // Each vendor's name as names compare (`VendorQueries.nameKey`), indexed: finding a
      // vendor by name (every 'tx add') was a comparison with each of the account's
      // vendors through a collation written in Swift. The keys are made here, in Swift,
      // with the vendors' guards set aside (this connection has no triggers yet).
      for operation in ["insert", "update", "delete"] {
        try db.execute(sql: "DROP TRIGGER IF EXISTS vendors_guard_\(operation)")
      }
      try db.execute(sql: "ALTER TABLE vendors ADD COLUMN name_key TEXT NOT NULL DEFAULT ''")
      for row in try Row.fetchAll(db, sql: "SELECT id, name FROM vendors") {
        let id: Int64 = row["id"]
        let name: String = row["name"]
        try db.execute(
          sql: "UPDATE vendors SET name_key = ? WHERE id = ?",
          arguments: [VendorQueries.nameKey(name), id])
      }
      try db.execute(sql: vendorKeyIndex)
      try replaceGuards(db, version: 18)
      try db.execute(sql: "PRAGMA user_version = 18")
    }
    return migrator
  }

  /// Since v13: the reimbursable transactions, all that `report owed` reads of them
  /// (covering: the table itself is not read).
  static let reimbursableIndex = """
    CREATE INDEX transactions_reimbursable ON transactions(account_id, project_id,
      reimbursement, reimbursed_on, category_id, type, amount) WHERE reimbursement <> 'none'
    """

  /// Since v18: vendors by account and name key, what a lookup by name probes.
  static let vendorKeyIndex = "CREATE INDEX vendors_by_key ON vendors(account_id, name_key)"

  /// Since v16: each account's statement source keys, once each.
  static let sourceKeyIndex = """
    CREATE UNIQUE INDEX transactions_source_key ON transactions(account_id, source_key)
    WHERE source_key IS NOT NULL
    """

  /// Since v9: the transactions that need review, the only ones that filter reads.
  static let needingReviewIndex =
    "CREATE INDEX transactions_needing_review ON transactions(date, id) WHERE needs_review = 1"

  /// Drops a table's undo triggers and makes them again for its current columns.
  private static func remakeUndoTriggers(_ db: Database, _ table: LedgerTable) throws {
    for operation in ["insert", "update", "delete"] {
      try db.execute(sql: "DROP TRIGGER IF EXISTS \(table.name)_undo_\(operation)")
    }
    for statement in LedgerTriggers.undoTriggers(table) { try db.execute(sql: statement) }
  }

  private static let tables = [
    """
    CREATE TABLE ledger_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      recording_entry INTEGER,
      bulk INTEGER NOT NULL DEFAULT 0)
    """,
    "INSERT INTO ledger_state(id, recording_entry, bulk) VALUES (1, NULL, 0)",
    """
    CREATE TABLE journal (
      id INTEGER PRIMARY KEY,
      time INTEGER NOT NULL,
      command_line TEXT NOT NULL,
      summary TEXT NOT NULL DEFAULT '',
      undone INTEGER NOT NULL DEFAULT 0)
    """,
    """
    CREATE TABLE undo_log (
      id INTEGER PRIMARY KEY,
      entry_id INTEGER NOT NULL REFERENCES journal(id) ON DELETE CASCADE,
      tbl TEXT NOT NULL,
      op TEXT NOT NULL,
      row_id INTEGER,
      sql TEXT NOT NULL)
    """,
    """
    CREATE TABLE accounts (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE,
      currency TEXT NOT NULL,
      created_at INTEGER NOT NULL)
    """,
    """
    CREATE TABLE vendors (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      name TEXT NOT NULL COLLATE NOCASE,
      UNIQUE (account_id, name))
    """,
    """
    CREATE TABLE categories (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      name TEXT NOT NULL COLLATE NOCASE,
      kind TEXT NOT NULL CHECK (kind IN ('standard', 'fee')),
      position INTEGER NOT NULL,
      archived INTEGER NOT NULL DEFAULT 0,
      UNIQUE (account_id, name))
    """,
    """
    CREATE TABLE space_templates (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      name TEXT NOT NULL COLLATE NOCASE,
      checklist TEXT NOT NULL DEFAULT '[]',
      UNIQUE (account_id, name))
    """,
    """
    CREATE TABLE projects (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      name TEXT NOT NULL COLLATE NOCASE,
      client_name TEXT NOT NULL DEFAULT '',
      description TEXT NOT NULL DEFAULT '',
      pinned_category_id INTEGER REFERENCES categories(id) ON DELETE SET NULL,
      archived INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      UNIQUE (account_id, name))
    """,
    """
    CREATE TABLE budgets (
      id INTEGER PRIMARY KEY,
      project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
      amount INTEGER NOT NULL,
      UNIQUE (project_id, category_id))
    """,
    """
    CREATE TABLE spaces (
      id INTEGER PRIMARY KEY,
      project_id INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      name TEXT NOT NULL COLLATE NOCASE,
      notes TEXT NOT NULL DEFAULT '',
      checklist TEXT NOT NULL DEFAULT '[]',
      template_id INTEGER REFERENCES space_templates(id) ON DELETE SET NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      UNIQUE (project_id, name))
    """,
    """
    CREATE TABLE transactions (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      project_id INTEGER REFERENCES projects(id) ON DELETE CASCADE,
      source TEXT NOT NULL DEFAULT '',
      amount INTEGER NOT NULL CHECK (amount >= 0),
      date TEXT NOT NULL,
      type TEXT NOT NULL CHECK (type IN ('purchase', 'return')),
      reimbursement TEXT NOT NULL
        CHECK (reimbursement IN ('none', 'owed-to-client', 'owed-to-company')),
      category_id INTEGER REFERENCES categories(id) ON DELETE SET NULL,
      needs_review INTEGER NOT NULL DEFAULT 0,
      notes TEXT NOT NULL DEFAULT '',
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL)
    """,
    """
    CREATE TABLE items (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      project_id INTEGER REFERENCES projects(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      sku TEXT NOT NULL DEFAULT '',
      source TEXT NOT NULL DEFAULT '',
      purchase_price INTEGER,
      project_price INTEGER,
      quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity >= 0),
      space_id INTEGER REFERENCES spaces(id) ON DELETE SET NULL,
      transaction_id INTEGER REFERENCES transactions(id) ON DELETE SET NULL,
      bookmarked INTEGER NOT NULL DEFAULT 0,
      notes TEXT NOT NULL DEFAULT '',
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL)
    """,
    """
    CREATE TABLE attachments (
      id INTEGER PRIMARY KEY,
      item_id INTEGER REFERENCES items(id) ON DELETE CASCADE,
      transaction_id INTEGER REFERENCES transactions(id) ON DELETE CASCADE,
      sha256 TEXT NOT NULL,
      ext TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('image', 'pdf')),
      original_name TEXT NOT NULL,
      byte_count INTEGER NOT NULL,
      is_primary INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      CHECK ((item_id IS NULL) <> (transaction_id IS NULL)))
    """,
  ]

  /// The attachments table since v4: owned by an item, a transaction or a space.
  private static func attachmentsTable(named name: String) -> String {
    """
    CREATE TABLE \(name) (
      id INTEGER PRIMARY KEY,
      item_id INTEGER REFERENCES items(id) ON DELETE CASCADE,
      transaction_id INTEGER REFERENCES transactions(id) ON DELETE CASCADE,
      space_id INTEGER REFERENCES spaces(id) ON DELETE CASCADE,
      sha256 TEXT NOT NULL,
      ext TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('image', 'pdf')),
      original_name TEXT NOT NULL,
      byte_count INTEGER NOT NULL,
      is_primary INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      pixel_width INTEGER,
      pixel_height INTEGER,
      CHECK ((item_id IS NOT NULL) + (transaction_id IS NOT NULL) + (space_id IS NOT NULL) = 1))
    """
  }

  /// A vendor's default category (the app's VendorDefaults); the row's id is the vendor's.
  private static let vendorDefaultsSchema = [
    """
    CREATE TABLE vendor_defaults (
      id INTEGER PRIMARY KEY REFERENCES vendors(id) ON DELETE CASCADE,
      category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE)
    """,
    "CREATE INDEX vendor_defaults_category ON vendor_defaults(category_id)",
  ]

  /// Since v17: the names a vendor goes by on statements; `alias_key` is the alias folded
  /// (`VendorAlias.key`), unique in the account.
  private static let vendorAliasesSchema = [
    """
    CREATE TABLE vendor_aliases (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      vendor_id INTEGER NOT NULL REFERENCES vendors(id) ON DELETE CASCADE,
      alias TEXT NOT NULL,
      alias_key TEXT NOT NULL,
      UNIQUE (account_id, alias_key))
    """,
    "CREATE INDEX vendor_aliases_by_vendor ON vendor_aliases(vendor_id)",
  ]

  /// The attachments table's indexes since v4, one per owner column.
  private static let attachmentIndexes = [
    "CREATE INDEX attachments_by_item ON attachments(item_id)",
    "CREATE INDEX attachments_by_transaction ON attachments(transaction_id)",
    "CREATE INDEX attachments_by_space ON attachments(space_id)",
  ]

  /// Indexes that only order or filter lists (no foreign-key check or cascade uses them),
  /// so undoing a huge bulk load may drop and rebuild them around its mass delete.
  static let orderingIndexes: Set<String> = [
    "transactions_by_date", "transactions_by_amount", "transactions_by_review",
    "transactions_needing_review", "transactions_reimbursable",
    "transactions_by_source", "items_by_name", "items_by_price", "items_by_source",
    "items_by_project_name", "items_by_project_price", "items_by_project_source",
    "items_by_group",
  ]

  /// Since v5: one project's (or business inventory's) items in each list order, read in
  /// order so a page or the first groups stop early, and identical items found together.
  private static let itemListIndexes = [
    "CREATE INDEX items_by_project_name ON items(project_id, name COLLATE NOCASE, id)",
    """
    CREATE INDEX items_by_project_price
    ON items(project_id, coalesce(project_price, purchase_price), id)
    """,
    "CREATE INDEX items_by_project_source ON items(project_id, source COLLATE NOCASE, id)",
    "CREATE INDEX items_by_group ON items(name, sku, source, project_id)",
  ]

  /// One index per list, rollup and foreign-key lookup.
  private static let indexes = [
    "CREATE INDEX projects_by_pinned ON projects(pinned_category_id)",
    "CREATE INDEX categories_by_position ON categories(account_id, position)",
    "CREATE INDEX budgets_by_category ON budgets(category_id)",
    "CREATE INDEX spaces_by_template ON spaces(template_id)",
    // Budget rollup: one covering range scan per project (v2 keeps totals and drops it).
    """
    CREATE INDEX transactions_rollup
    ON transactions(project_id, category_id, type, amount)
    """,
    "CREATE INDEX transactions_by_project_date ON transactions(project_id, date, id)",
    "CREATE INDEX transactions_by_date ON transactions(date, id)",
    "CREATE INDEX transactions_by_amount ON transactions(amount, id)",
    "CREATE INDEX transactions_by_category ON transactions(category_id, date)",
    "CREATE INDEX transactions_by_review ON transactions(needs_review, date)",
    "CREATE INDEX transactions_by_source ON transactions(source COLLATE NOCASE, date)",
    "CREATE INDEX items_by_project ON items(project_id, id)",
    "CREATE INDEX items_by_name ON items(name COLLATE NOCASE, id)",
    "CREATE INDEX items_by_price ON items(coalesce(project_price, purchase_price), id)",
    "CREATE INDEX items_by_space ON items(space_id)",
    "CREATE INDEX items_by_transaction ON items(transaction_id)",
    "CREATE INDEX items_by_source ON items(source COLLATE NOCASE)",
    "CREATE INDEX attachments_by_item ON attachments(item_id)",
    "CREATE INDEX attachments_by_transaction ON attachments(transaction_id)",
    "CREATE INDEX undo_log_by_entry ON undo_log(entry_id, id)",
  ]
}
