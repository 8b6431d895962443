// libFuzzer target: CSV import into an in-memory ledger with a project and a category.
//
// One ledger serves every input (making one takes too long under the sanitizers); each
// import that succeeds is undone, so every input starts from the same ledger. Properties:
// a refused import leaves the ledger as it was (all or nothing), and the only errors are
// `StoreError`s; a CSV that imports is idempotent once exported (importing the export
// again adds nothing and skips every row); `undo` takes the import back whole.
import CFuzzDriver
import Foundation
import LedgerCore
import LedgerData
import LedgerStore
import LedgerStoreSQLite

func freshLedger() throws -> SQLiteStore {
  let store = try SQLiteStore.inMemory()
  try store.perform("seed") { writer in
    _ = try writer.addProject(ProjectDraft(name: "Smith Residence"))
    _ = try writer.addCategory(name: "Furniture", kind: .standard, accountID: nil)
  }
  return store
}

nonisolated(unsafe) let ledger = try? freshLedger()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let store = ledger, let before = try? store.counts() else {
    ledgersh_fuzz_fail("cannot make a throwaway ledger")
  }
  let summary: ImportSummary
  do {
    summary = try LedgerImporter.importCSV(
      text, entity: nil, into: store, commandLine: "import fuzz.csv")
  } catch is StoreError {
    if (try? store.counts()) != before {
      ledgersh_fuzz_fail("a refused CSV import changed the ledger: \(text.debugDescription)")
    }
    return 0
  } catch {
    ledgersh_fuzz_fail("CSV import threw \(error) for \(text.debugDescription)")
  }
  let entity: CSVEntity = summary.format == "transactions" ? .transactions : .items
  // An import that adds nothing (a header and no rows) is a command that changed nothing:
  // it leaves no journal entry, so `undo` would rightly take back the command before it.
  let changedLedger = (try? store.counts()) != before
  var exported = ""
  do {
    try LedgerExporter.writeCSV(entity, from: store, to: &exported)
    let after = try store.counts()
    let again = try LedgerImporter.importCSV(
      exported, entity: entity, into: store, commandLine: "import again")
    let rows = entity == .items ? after.items : after.transactions
    if try store.counts() != after || again.skipped != rows {
      ledgersh_fuzz_fail(
        "re-importing the export was not idempotent (\(again.skipped) of \(rows) skipped): "
          + text.debugDescription)
    }
  } catch {
    ledgersh_fuzz_fail("export then import failed with \(error): \(text.debugDescription)")
  }
  guard changedLedger else { return 0 }
  guard (try? store.undo()) != nil, (try? store.counts()) == before else {
    ledgersh_fuzz_fail("undo did not take the import back: \(text.debugDescription)")
  }
  return 0
}

exit(ledgersh_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzOneInput))
