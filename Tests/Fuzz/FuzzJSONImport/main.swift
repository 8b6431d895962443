// libFuzzer target: JSON archive import into an empty in-memory ledger.
//
// Two ledgers serve every input (making one takes too long under the sanitizers); each
// import that succeeds is undone. Properties: a refused import writes nothing and fails
// with a `StoreError` (never a raw SQL error); an archive that imports exports to JSON that
// imports the same into the other ledger; `undo` takes an import back whole.
import CFuzzDriver
import Foundation
import LedgerCore
import LedgerStore
import LedgerStoreSQLite

nonisolated(unsafe) let ledgers = (try? SQLiteStore.inMemory(), try? SQLiteStore.inMemory())

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  guard let store = ledgers.0, let copy = ledgers.1, let before = try? store.counts() else {
    ledgersh_fuzz_fail("cannot make a throwaway ledger")
  }
  // Only a failure quotes the input: escaping it for every run cost a twentieth of the time.
  var input: String { String(decoding: bytes, as: UTF8.self).debugDescription }
  do {
    _ = try LedgerImporter.importJSON(bytes, into: store, commandLine: "import fuzz.json")
  } catch let error as StoreError {
    if (try? store.counts()) != before {
      ledgersh_fuzz_fail("a refused JSON import changed the ledger: \(input)")
    }
    if error.message.contains("constraint failed") || error.message.contains("SQLite error") {
      ledgersh_fuzz_fail("a raw SQL error reached the user (\(error.message)): \(input)")
    }
    return 0
  } catch {
    ledgersh_fuzz_fail("JSON import threw \(error) for \(input)")
  }
  var exported = ""
  do {
    try LedgerExporter.writeJSON(from: store, to: &exported)
    _ = try LedgerImporter.importJSON(Data(exported.utf8), into: copy, commandLine: "again")
    if try copy.counts() != store.counts() {
      ledgersh_fuzz_fail("the export of an imported archive imports differently: \(input)")
    }
    // An archive that adds nothing is a command that changed nothing: no journal entry,
    // so nothing for `undo` to take back.
    if try store.counts() == before { return 0 }
    _ = try copy.undo()
    _ = try store.undo()
    if try store.counts() != before || copy.counts() != before {
      ledgersh_fuzz_fail("undo did not take the import back: \(input)")
    }
  } catch {
    ledgersh_fuzz_fail("export then import failed with \(error): \(input)")
  }
  return 0
}

exit(ledgersh_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzOneInput))
