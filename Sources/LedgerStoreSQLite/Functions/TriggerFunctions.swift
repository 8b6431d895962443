import GRDB
import GRDBSQLite
import LedgerCore
import LedgerSQL
import LedgerStore

/// The SQL functions the undo and search triggers call, registered straight with SQLite.
///
/// They keep the triggers short: SQLite parses every trigger of the schema when a
/// connection first reads it, for read-only commands too, and the spelled-out `CASE`
/// expressions these functions replace were a quarter of what `ledgersh -c projects`
/// spent starting up. They are called for every row a command writes, so they read
/// SQLite's values directly rather than through GRDB's `DatabaseValue`.
enum TriggerFunctions {
  /// `ledger_search_text(text)`: the text as the search index holds it
  /// (`SearchText.indexed`); printable ASCII, numbers and NULL are returned as they are.
  static let searchText = "ledger_search_text"

  /// `ledger_search_amount(minor_units, currency)`: an amount as plain decimal text in its
  /// currency (`1249.99`; `1250` in yen), '' for NULL.
  static let searchAmount = "ledger_search_amount"

  /// `ledger_undo_set('col', old.col, new.col, …)`: the assignments of an `UPDATE` that
  /// puts back the columns whose value changed (compared byte for byte, so a name
  /// changed only in case or in Unicode normalisation counts); `col=col` with the first
  /// column when none did, so the statement stays valid.
  static let undoSet = "ledger_undo_set"

  /// `ledger_undo_values(old.id, old.col, …)`: the values, each quoted as an SQL
  /// literal, separated by commas, for the `INSERT` that puts a deleted row back.
  static let undoValues = "ledger_undo_values"

  /// `ledger_recording()`: the journal entry the running command records its changes
  /// under, or NULL; `ledger_set_recording(entry)` sets it (see `UndoJournal`).
  ///
  /// Held by the connection rather than in a table: a row written to begin and end every
  /// command cost each command's commit a page of the write-ahead log.
  static let recording = "ledger_recording"
  static let setRecording = "ledger_set_recording"

  /// `ledger_undo_id()`: the id of the next undo-log row of the recording entry,
  /// `entry << 32` plus a count that starts again with every `ledger_set_recording`, so
  /// that an entry's rows are one range of ids (`UndoJournal.logRange(of:)`); NULL when no
  /// entry is recording.
  static let undoID = "ledger_undo_id"

  /// `ledger_guard(version)`: what the ledger file's guard triggers call (since v10).
  ///
  /// Called before every change of a row. Fails unless `version` is the schema this build
  /// writes (a session of an older ledgersh must not write a ledger a newer one upgraded
  /// while it ran) and the connection has made its triggers (`ConnectionTriggers`), so no
  /// change can miss the undo log, the search index or the totals. A program without
  /// ledgersh's functions fails on it with "no such function: ledger_guard".
  static let guardFunction = "ledger_guard"

  /// `ledger_triggers_made()`: tells `ledger_guard` that this connection has its triggers.
  static let triggersMade = "ledger_triggers_made"

  /// The entry `ledger_recording()` answers, how many undo-log ids it has handed out, and
  /// whether the connection has made its triggers; one per connection.
  private final class Recording {
    var entry: Int64?
    var rows: Int64 = 0
    var triggersMade = false
  }

  /// Registers the functions on a new connection.
  static func register(_ db: Database) {
    let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC
    let connection = db.sqliteConnection
    let state = Recording()
    let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
      if let data { Unmanaged<Recording>.fromOpaque(data).release() }
    }
    sqlite3_create_function_v2(
      connection, recording, 0, SQLITE_UTF8, Unmanaged.passRetained(state).toOpaque(),
      { context, _, _ in
        guard let context, let data = sqlite3_user_data(context) else { return }
        if let entry = Unmanaged<Recording>.fromOpaque(data).takeUnretainedValue().entry {
          sqlite3_result_int64(context, entry)
        } else {
          sqlite3_result_null(context)
        }
      }, nil, nil, release)
    sqlite3_create_function_v2(
      connection, setRecording, 1, SQLITE_UTF8, Unmanaged.passRetained(state).toOpaque(),
      { context, _, values in
        guard let context, let data = sqlite3_user_data(context), let value = values?[0]
        else { return }
        let entry = sqlite3_value_type(value) == SQLITE_NULL ? nil : sqlite3_value_int64(value)
        let state = Unmanaged<Recording>.fromOpaque(data).takeUnretainedValue()
        state.entry = entry
        state.rows = 0
        sqlite3_result_value(context, value)
      }, nil, nil, release)
    sqlite3_create_function_v2(
      connection, undoID, 0, SQLITE_UTF8, Unmanaged.passRetained(state).toOpaque(),
      { context, _, _ in
        guard let context, let data = sqlite3_user_data(context) else { return }
        let state = Unmanaged<Recording>.fromOpaque(data).takeUnretainedValue()
        guard let entry = state.entry else {
          // Never NULL: SQLite would number the row after the newest entry's.
          sqlite3_result_error(context, "no journal entry is recording", -1)
          return
        }
        state.rows += 1
        sqlite3_result_int64(context, entry << 32 | state.rows)
      }, nil, nil, release)
    sqlite3_create_function_v2(
      connection, triggersMade, 0, SQLITE_UTF8, Unmanaged.passRetained(state).toOpaque(),
      { context, _, _ in
        guard let context, let data = sqlite3_user_data(context) else { return }
        Unmanaged<Recording>.fromOpaque(data).takeUnretainedValue().triggersMade = true
        sqlite3_result_null(context)
      }, nil, nil, release)
    sqlite3_create_function_v2(
      connection, guardFunction, 1, SQLITE_UTF8, Unmanaged.passRetained(state).toOpaque(),
      { context, _, values in
        guard let context, let data = sqlite3_user_data(context), let value = values?[0]
        else { return }
        let version = sqlite3_value_int64(value)
        guard version == Int64(LedgerSchema.version) else {
          sqlite3_result_error(
            context,
            "this ledger was upgraded to schema \(version) by a newer ledgersh while this "
              + "session ran; nothing was changed: quit and start the newer ledgersh", -1)
          return
        }
        guard Unmanaged<Recording>.fromOpaque(data).takeUnretainedValue().triggersMade else {
          sqlite3_result_error(
            context, "a change was refused: the ledger's triggers are not made yet", -1)
          return
        }
        sqlite3_result_null(context)
      }, nil, nil, release)
    sqlite3_create_function_v2(
      connection, searchText, 1, flags, nil,
      { context, _, values in
        guard let context, let value = values?[0] else { return }
        TriggerFunctions.searchText(context, value)
      }, nil, nil, nil)
    sqlite3_create_function_v2(
      connection, searchAmount, 2, flags, nil,
      { context, _, values in
        guard let context, let values else { return }
        TriggerFunctions.searchAmount(context, values[0], values[1])
      }, nil, nil, nil)
    sqlite3_create_function_v2(
      connection, undoSet, -1, flags, nil,
      { context, count, values in
        guard let context, let values else { return }
        TriggerFunctions.undoSet(context, UnsafeBufferPointer(start: values, count: Int(count)))
      }, nil, nil, nil)
    sqlite3_create_function_v2(
      connection, undoValues, -1, flags, nil,
      { context, count, values in
        guard let context, let values else { return }
        TriggerFunctions.undoValues(
          context, UnsafeBufferPointer(start: values, count: Int(count)))
      }, nil, nil, nil)
  }

  private static let transient = unsafeBitCast(
    OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

  /// Answers `bytes` as text (empty text, not NULL, when there are none).
  private static func result(_ context: OpaquePointer, _ bytes: [UInt8]) {
    guard !bytes.isEmpty else {
      "".withCString { sqlite3_result_text(context, $0, 0, transient) }
      return
    }
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        sqlite3_result_text(context, $0.baseAddress, Int32(buffer.count), transient)
      }
    }
  }

  /// The value as UTF-8 text; the pointer first, then its length, as SQLite asks.
  private static func textBytes(_ value: OpaquePointer?) -> UnsafeBufferPointer<UInt8> {
    guard let start = sqlite3_value_text(value) else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    return UnsafeBufferPointer(start: start, count: Int(sqlite3_value_bytes(value)))
  }

  private static func blobBytes(_ value: OpaquePointer?) -> UnsafeBufferPointer<UInt8> {
    guard let start = sqlite3_value_blob(value)?.assumingMemoryBound(to: UInt8.self) else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    return UnsafeBufferPointer(start: start, count: Int(sqlite3_value_bytes(value)))
  }

  private static func searchText(_ context: OpaquePointer, _ value: OpaquePointer?) {
    guard sqlite3_value_type(value) == SQLITE_TEXT else {
      sqlite3_result_value(context, value)
      return
    }
    let bytes = textBytes(value)
    guard bytes.contains(where: { $0 < 0x20 || $0 > 0x7E }) else {
      sqlite3_result_value(context, value)
      return
    }
    result(context, Array(SearchText.indexed(String(decoding: bytes, as: UTF8.self)).utf8))
  }

  private static func searchAmount(
    _ context: OpaquePointer, _ amount: OpaquePointer?, _ currency: OpaquePointer?
  ) {
    guard sqlite3_value_type(amount) != SQLITE_NULL else {
      result(context, [])
      return
    }
    let units = sqlite3_value_int64(amount)
    let code = String(decoding: textBytes(currency), as: UTF8.self)
    if let currency = Currency(code: code), currency.minorUnitDigits == 0 {
      sqlite3_result_int64(context, units)
      return
    }
    // As SQLite's printf('%d.%02d', units / 100, units % 100) wrote it.
    let cents = String(units % 100)
    let text = "\(units / 100)." + (cents.utf8.count < 2 ? "0" + cents : cents)
    result(context, Array(text.utf8))
  }

  private static func undoSet(
    _ context: OpaquePointer, _ values: UnsafeBufferPointer<OpaquePointer?>
  ) {
    guard values.count >= 3, values.count % 3 == 0 else {
      sqlite3_result_error(context, "\(undoSet) takes (name, old, new) triples", -1)
      return
    }
    var sql: [UInt8] = []
    for start in stride(from: 0, to: values.count, by: 3)
    where !same(values[start + 1], values[start + 2]) {
      if !sql.isEmpty { sql.append(UInt8(ascii: ",")) }
      sql += textBytes(values[start])
      sql.append(UInt8(ascii: "="))
      appendQuoted(values[start + 1], to: &sql)
    }
    if sql.isEmpty {
      let first = textBytes(values[0])
      sql = Array(first) + [UInt8(ascii: "=")] + Array(first)
    }
    result(context, sql)
  }

  private static func undoValues(
    _ context: OpaquePointer, _ values: UnsafeBufferPointer<OpaquePointer?>
  ) {
    var sql: [UInt8] = []
    for (offset, value) in values.enumerated() {
      if offset > 0 { sql.append(UInt8(ascii: ",")) }
      appendQuoted(value, to: &sql)
    }
    result(context, sql)
  }

  /// Whether two values are the same, as `a IS b COLLATE BINARY` decides.
  static func same(_ a: OpaquePointer?, _ b: OpaquePointer?) -> Bool {
    let (typeA, typeB) = (sqlite3_value_type(a), sqlite3_value_type(b))
    switch (typeA, typeB) {
    case (SQLITE_NULL, SQLITE_NULL): return true
    case (SQLITE_INTEGER, SQLITE_INTEGER): return sqlite3_value_int64(a) == sqlite3_value_int64(b)
    case (SQLITE_INTEGER, SQLITE_FLOAT), (SQLITE_FLOAT, SQLITE_INTEGER),
      (SQLITE_FLOAT, SQLITE_FLOAT):
      return sqlite3_value_double(a) == sqlite3_value_double(b)
    case (SQLITE_TEXT, SQLITE_TEXT): return textBytes(a).elementsEqual(textBytes(b))
    case (SQLITE_BLOB, SQLITE_BLOB): return blobBytes(a).elementsEqual(blobBytes(b))
    default: return false
    }
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func appendHex(_ bytes: UnsafeBufferPointer<UInt8>, to sql: inout [UInt8]) {
    sql += [UInt8(ascii: "X"), UInt8(ascii: "'")]
    for byte in bytes {
      sql.append(hexDigits[Int(byte >> 4)])
      sql.append(hexDigits[Int(byte & 0x0F)])
    }
    sql.append(UInt8(ascii: "'"))
  }

  /// Appends `value` as an SQL literal, as SQLite's `quote()` writes it; text holding a NUL
  /// (which `quote()` would cut short) is written as a blob cast to text.
  static func appendQuoted(_ value: OpaquePointer?, to sql: inout [UInt8]) {
    switch sqlite3_value_type(value) {
    case SQLITE_INTEGER:
      sql += String(sqlite3_value_int64(value)).utf8
    case SQLITE_FLOAT:
      let number = sqlite3_value_double(value)
      if number.isNaN {
        sql += "NULL".utf8
      } else if number.isInfinite {
        sql += (number < 0 ? "-9.0e+999" : "9.0e+999").utf8
      } else {
        sql += "\(number)".utf8
      }
    case SQLITE_TEXT:
      let bytes = textBytes(value)
      if bytes.contains(0) {
        sql += "CAST(".utf8
        appendHex(bytes, to: &sql)
        sql += " AS TEXT)".utf8
        return
      }
      sql.append(UInt8(ascii: "'"))
      for byte in bytes {
        sql.append(byte)
        if byte == UInt8(ascii: "'") { sql.append(byte) }
      }
      sql.append(UInt8(ascii: "'"))
    case SQLITE_BLOB:
      appendHex(blobBytes(value), to: &sql)
    default:
      sql += "NULL".utf8
    }
  }
}
