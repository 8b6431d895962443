// libFuzzer target: JSON archive import, attachments and their files among it, into an
// empty in-memory ledger.
//
// Two ledgers serve every input (making one takes too long under the sanitizers); each
// import that succeeds is undone. Each has a data folder of its own, where an archive's
// attachment files are written. Properties: a refused import writes nothing and fails
// with a `StoreError` (never a raw SQL error); every file an import stores holds what its
// name says (a picture or a PDF: never a script or desktop entry named `.png`); an archive
// that imports exports to JSON that imports the same into the other ledger; `undo` takes
// an import back whole.
import CFuzzDriver
import Foundation
import LedgerCore
import LedgerData
import LedgerStore
import LedgerStoreSQLite

let scratch = FileManager.default.temporaryDirectory
  .appendingPathComponent("ledgersh-fuzz-json-\(getpid())").path
nonisolated(unsafe) let ledgers = (
  try? SQLiteStore.inMemory(dataDirectory: scratch + "/a"),
  try? SQLiteStore.inMemory(dataDirectory: scratch + "/b")
)

/// Fails when a file in `folder`'s attachments is not what its extension says.
func requireStoredFilesMatch(_ folder: String, _ input: @autoclosure () -> String) {
  let attachments = folder + "/attachments"
  for name in (try? FileManager.default.contentsOfDirectory(atPath: attachments)) ?? [] {
    let fileExtension = URL(fileURLWithPath: name).pathExtension
    guard !name.hasPrefix(".") else { continue }
    guard AttachmentKind(fileExtension: fileExtension) != nil else {
      ledgersh_fuzz_fail("an import stored '\(name)', not a picture or PDF: \(input())")
    }
    let bytes = FileManager.default.contents(atPath: attachments + "/" + name) ?? Data()
    let head = [UInt8](bytes.prefix(AttachmentContent.headLength))
    if let (problem, _) = AttachmentContent.problem(fileExtension: fileExtension, head: head) {
      ledgersh_fuzz_fail("an import stored '\(name)', and \(problem): \(input())")
    }
  }
}

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
    requireStoredFilesMatch(scratch + "/a", input)
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
