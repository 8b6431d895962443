// libFuzzer target: `import FILE` of a JSON archive, attachment files among it, as the
// command reads it: from a file, through the streaming importer when it is laid out as
// `export` writes it (else decoded whole), into an empty in-memory ledger.
//
// Two ledgers serve every input (making one takes too long under the sanitizers); each
// import that succeeds is undone, and the attachment files of each input are removed, so
// that no input finds a file an earlier one wrote. Properties: a refused import writes no
// row and fails with a `StoreError` (never a raw SQL error); every file an import stores
// holds what its name says (a picture or a PDF: never a script named `.png`); an archive
// that imports exports to a file that imports into the other ledger, with no file it did
// not store, and exports again to the same bytes; `undo` takes an import back whole.
import CFuzzDriver
import Foundation
import LedgerCore
import LedgerData
import LedgerStore
import LedgerStoreSQLite

let scratch = FileManager.default.temporaryDirectory
  .appendingPathComponent("ledgersh-fuzz-archive-\(getpid())").path
try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
let archivePath = scratch + "/archive.json"
let exportPath = scratch + "/export.json"
let ledgers = (
  try? SQLiteStore.inMemory(dataDirectory: scratch + "/a"),
  try? SQLiteStore.inMemory(dataDirectory: scratch + "/b")
)

/// The names of the files in `folder`'s attachments; fails when one is not what its
/// extension says.
func storedFiles(_ folder: String, _ input: @autoclosure () -> String) -> Set<String> {
  let attachments = folder + "/attachments"
  var names: Set<String> = []
  for name in (try? FileManager.default.contentsOfDirectory(atPath: attachments)) ?? [] {
    let fileExtension = URL(fileURLWithPath: name).pathExtension
    guard !name.hasPrefix(".") else {
      ledgersh_fuzz_fail("an import left '\(name)' behind: \(input())")
    }
    guard AttachmentKind(fileExtension: fileExtension) != nil || fileExtension == "gif" else {
      ledgersh_fuzz_fail("an import stored '\(name)', not a picture or PDF: \(input())")
    }
    let bytes = FileManager.default.contents(atPath: attachments + "/" + name) ?? Data()
    let head = [UInt8](bytes.prefix(AttachmentContent.headLength))
    if fileExtension != "gif",
      let (problem, _) = AttachmentContent.problem(fileExtension: fileExtension, head: head)
    {
      ledgersh_fuzz_fail("an import stored '\(name)', and \(problem): \(input())")
    }
    names.insert(name)
  }
  return names
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  guard let store = ledgers.0, let copy = ledgers.1, let before = try? store.counts(),
    FileManager.default.createFile(atPath: archivePath, contents: bytes)
  else {
    ledgersh_fuzz_fail("cannot make a throwaway ledger")
  }
  defer {
    try? FileManager.default.removeItem(atPath: scratch + "/a/attachments")
    try? FileManager.default.removeItem(atPath: scratch + "/b/attachments")
  }
  // Only a failure quotes the input: escaping it for every run costs time.
  var input: String { String(decoding: bytes, as: UTF8.self).debugDescription }
  do {
    _ = try LedgerImporter.importFile(
      atPath: archivePath, into: store, commandLine: "import archive.json")
  } catch let error as StoreError {
    if (try? store.counts()) != before {
      ledgersh_fuzz_fail("a refused import changed the ledger: \(input)")
    }
    if error.message.contains("constraint failed") || error.message.contains("SQLite error") {
      ledgersh_fuzz_fail("a raw SQL error reached the user (\(error.message)): \(input)")
    }
    _ = storedFiles(scratch + "/a", input)
    return 0
  } catch {
    ledgersh_fuzz_fail("import threw \(error) for \(input)")
  }
  let files = storedFiles(scratch + "/a", input)
  // An archive that adds nothing is a command that changed nothing: no journal entry,
  // so nothing for `undo` to take back.
  if (try? store.counts()) == before { return 0 }
  do {
    var exported = ""
    try LedgerExporter.writeJSON(from: store, to: &exported)
    guard FileManager.default.createFile(atPath: exportPath, contents: Data(exported.utf8)) else {
      ledgersh_fuzz_fail("cannot write \(exportPath)")
    }
    _ = try LedgerImporter.importFile(atPath: exportPath, into: copy, commandLine: "again")
    var again = ""
    try LedgerExporter.writeJSON(from: copy, to: &again)
    if again != exported {
      ledgersh_fuzz_fail("the export of an imported archive imports differently: \(input)")
    }
    // The same files, but for those no attachment names (an archive may carry them; the
    // export leaves them out).
    if !storedFiles(scratch + "/b", input).isSubset(of: files) {
      ledgersh_fuzz_fail("the export of an imported archive brings other files: \(input)")
    }
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
