// libFuzzer target: the command-line parser and dispatcher, every plugin, over a throwaway
// ledger. One ledger in memory serves every input (opening one per input takes too long
// under the sanitizers, and a file's fsync on every command held the target to a few dozen
// inputs a second). It holds a small sample ledger (`demo`), so that every input finds
// projects, items, transactions and spaces to show and change. Attachments go to a scratch
// folder.
//
// An input runs inside a group of the store (`SQLiteStore.beginGroup`), rolled back when
// the input ends: each command's changes are a savepoint of that one transaction, and none
// is ever committed. Undoing an input's commands one by one (as this target did for every
// input) spent most of its time in `undo` and in reading the journal. Within the group,
// `begin` is refused ("a group is open already") and `commit` and `rollback` find no group
// (the shell opened none), so nothing ends it; when a failure makes SQLite abort the whole
// transaction, the store closes the group and the ledger is as it was: the input's later
// lines are not run, lest they commit. After each input the ledger is checked to be as it
// was: the same rows in the journal (every change committed makes an entry) and in every
// table.
//
// The commands a group refuses or ends (`undo`, `begin`, `commit`, `rollback`, `backup`)
// would then never run: an input with a line starting with one of them runs as a script
// does, each command committed, and its changes are undone afterwards, one by one, from the
// account each was made in. An `undo` with none of the input's changes left is skipped (it
// would take back the sample ledger). Such inputs are a few in a hundred; the journal
// they grow (undone entries stay in it) is started afresh every `journalLimit` entries.
//
// A new shell (over commands registered once: a fraction of a percent of an input) starts
// each input, so that no setting, current project or plugin state of one changes what the
// next does.
//
// Each input is a short script (at most 16 lines). Lines holding `/` or `~` are skipped, so
// no command can reach a file outside the scratch folder the target runs in, and `demo`
// makes a tiny sample ledger (`smallDemo`). A line starting with `>` is not run: it is an
// answer, given in turn to the questions commands ask (menus, forms, confirmations), so
// that those are fuzzed too; once the answers run out, a question is cancelled. Properties:
// nothing crashes; every failure is reported as `error: …` on stderr; nothing a command
// prints to stdout holds a raw control character (its own colours are off: NO_COLOR) other
// than newline, and tab and carriage return in scripts that ask for CSV, TSV or an export
// (which, without `--to`, streams into the same output as every other result); the ledger
// is as it was after each input.
//
// With LEDGERSH_FUZZ_PROFILE=1 the target prints, at exit, the time each command took in
// all and per run, and its own work around them: run it on the corpus (or on one input,
// `-runs=N /absolute/file`) to see where an input's time goes.
import BuiltinPlugins
import CFuzzDriver
import Foundation
import LedgerSQL
import LedgerShell
import LedgerStore
import LedgerStoreSQLite
import LedgerViews

let scratch = FileManager.default.temporaryDirectory
  .appendingPathComponent("ledgersh-fuzz-\(getpid())").path
try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
guard FileManager.default.changeCurrentDirectoryPath(scratch) else {
  ledgersh_fuzz_fail("cannot work in \(scratch)")
}

/// The commands an input runs outside a group, undone afterwards: a group refuses them
/// (`undo`, `backup`) or they open or end one.
let journaledCommands: Set<String> = ["undo", "begin", "commit", "rollback", "backup"]

/// How many journal entries the ledger may hold before a fresh one replaces it.
///
/// The commands of an input run outside a group are undone, and undone entries stay in the
/// journal, which every `journal` and `undo` reads through.
let journalLimit: Int64 = 500

/// The sample ledger every input finds: two projects with eight items and eight
/// transactions give every command data to show, names in every script the demo knows
/// among them.
let sampleDemo = "demo --projects 2 --items 8 --transactions 8"

/// What every `demo` line of an input is given last (the last of an option given twice
/// counts): a tiny sample, whatever sizes the input asked for, and whatever comment ends the
/// line; the seed stays the input's.
///
/// A default demo (about 500 rows) took half of the target's time once the corpus had
/// learnt it, and `demo --items 1000000` would run past libFuzzer's timeout. A demo runs the
/// same code for a few rows as for many, and the sample holds the rest: one the size of the
/// sample's took a quarter of the target's time.
let smallDemo = " --projects 1 --items 2 --transactions 2"

// The plugins' commands, registered once: a new shell for every input starts from them.
let plugins = BuiltinPlugins.all
let registry = CommandRegistry(plugins: plugins)

/// A ledger for the inputs: the sample ledger of `demo`, its journal entry, and its rows.
struct Ledger {
  let store: SQLiteStore
  /// The sample's journal entry: the changes of an input run outside a group come after it.
  let sample: Int64
  /// How many rows the journal and every journaled table hold (`rowCounts`).
  var rows: [Int64]

  /// One statement, prepared once, that counts the rows of the journal and of every
  /// journaled table: `journal(limit:)` and `counts()` took a quarter of the time of an
  /// input that runs no command.
  static let rowCounts = SQL(
    raw: "SELECT "
      + (["journal"] + LedgerTable.all.map(\.name)).map { "(SELECT count(*) FROM \($0))" }
      .joined(separator: ", "))

  static func make() -> Ledger {
    try? FileManager.default.removeItem(atPath: scratch + "/data")
    do {
      let store = try SQLiteStore.inMemory(dataDirectory: scratch + "/data")
      let shell = Shell(
        registry: registry, plugins: plugins,
        environment: ShellEnvironment(
          variables: ["NO_COLOR": "1", "HOME": scratch], stdoutIsTerminal: false,
          writeOutput: { _ in }, writeError: { _ in }))
      shell.openStore { store }
      guard case .success = shell.execute(sampleDemo, at: nil),
        let sample = try store.journal(limit: 1).first?.id.rawValue
      else { ledgersh_fuzz_fail("cannot make the sample ledger") }
      return Ledger(store: store, sample: sample, rows: try rows(of: store))
    } catch {
      ledgersh_fuzz_fail("cannot make the sample ledger: \(error)")
    }
  }

  static func rows(of store: SQLiteStore) throws -> [Int64] {
    let count = LedgerTable.all.count + 1
    return try store.read { db in
      try db.first(rowCounts) { row in (0..<count).map { row.int64($0) } }
    } ?? []
  }

  /// Whether the input has a change left that `undo` would take back before the sample.
  ///
  /// An input's 16 lines make about one journal entry each (a command, or a menu acting on
  /// an answer), and every input before it was undone: its changes are among the newest
  /// entries, well within 33 (twice as many, should an answer make two), the sample's at
  /// the latest.
  func inputChanged() -> Bool {
    let newest = (try? store.journal(limit: 33))?.first { !$0.isUndone }
    return (newest?.id.rawValue ?? 0) > sample
  }
}
nonisolated(unsafe) var ledger = Ledger.make()

/// With LEDGERSH_FUZZ_PROFILE set, the time each command word took (and the target's own
/// work around the commands), printed at exit: where to look when the target slows down.
final class Profile: @unchecked Sendable {
  var times: [String: (count: Int, nanoseconds: UInt64)] = [:]
  func add(_ word: String, since start: UInt64) {
    let spent = DispatchTime.now().uptimeNanoseconds - start
    let old = times[word] ?? (0, 0)
    times[word] = (old.count + 1, old.nanoseconds + spent)
  }
  func report() {
    let total = times.values.reduce(0) { $0 + $1.nanoseconds }
    var text = "profile: \(total / 1_000_000) ms in all\n"
    for (word, time) in times.sorted(by: { $0.value.nanoseconds > $1.value.nanoseconds })
      .prefix(40)
    {
      text +=
        "profile: \(word) \(time.count)x \(time.nanoseconds / 1_000_000) ms"
        + " (\(time.nanoseconds / 1000 / UInt64(max(1, time.count))) us each)\n"
    }
    FileHandle.standardError.write(Data(text.utf8))
  }
}
let profile: Profile? =
  ProcessInfo.processInfo.environment["LEDGERSH_FUZZ_PROFILE"] == nil ? nil : Profile()
if profile != nil {
  atexit { profile?.report() }
}
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

final class Sink: @unchecked Sendable {
  var output = ""
  var errors = ""
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard size <= 4096 else { return 0 }
  var started = now()
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(16)
  let store = ledger.store
  let sink = Sink()
  var environment = ShellEnvironment(
    variables: ["LC_ALL": "C.UTF-8", "NO_COLOR": "1", "HOME": scratch, "TERM": "dumb"],
    stdoutIsTerminal: false, writeOutput: { sink.output += $0 },
    writeError: { sink.errors += $0 })
  environment.noColor = true
  let shell = Shell(registry: registry, plugins: plugins, environment: environment)
  shell.openStore { store }
  let safe = { (line: Substring) in !line.contains("/") && !line.contains("~") }
  var answers = lines.filter { $0.hasPrefix(">") && safe($0) }.map { String($0.dropFirst()) }[...]
  shell.interaction = Interaction(
    read: { _ in answers.popFirst() }, write: { sink.output += $0 })
  let script = lines.enumerated().filter { safe($1) && !$1.hasPrefix(">") }.map {
    (number: $0, line: String($1), first: (try? Tokenizer.tokenize(String($1)))?.first)
  }
  let inGroup = !script.contains { $0.first.map(journaledCommands.contains) == true }
  profile?.add("(setup)", since: started)
  if inGroup {
    do {
      try store.beginGroup()
    } catch {
      ledgersh_fuzz_fail("cannot begin the input's group: \(error)")
    }
  }
  for (number, line, first) in script {
    let before = sink.errors.count
    var command = line
    // The line is given again from its words, so that a `#` comment at its end cannot
    // swallow the sizes (`demo --transactions 1000000 # x` ran a million-row demo).
    if first == "demo", let words = try? Tokenizer.tokenize(command) {
      command = words.map(Tokenizer.quote).joined(separator: " ") + smallDemo
    }
    // An `undo` with none of the input's changes left would take back the sample ledger.
    if first == "undo", !ledger.inputChanged() { continue }
    started = now()
    let outcome = shell.execute(command, at: SourceLocation(name: "fuzz", line: number + 1))
    if let profile {
      let known = (try? registry.resolve((try? Tokenizer.tokenize(command)) ?? []))?.0.name
      profile.add(known ?? "(no command)", since: started)
    }
    if case .failed(let error) = outcome, !error.message.isEmpty,
      !sink.errors.dropFirst(before).contains("error:")
    {
      ledgersh_fuzz_fail("a failure was not reported: \(command.debugDescription)")
    }
    if shell.exitRequest != nil { break }
    // SQLite rolled the whole group back (the store said so): a later line would commit.
    if inGroup, !store.isGroupOpen { break }
  }
  started = now()
  defer { profile?.add(inGroup ? "(after, group)" : "(after, undo)", since: started) }
  // Bytes first (a control character is one byte, a C1 one starts with 0xC2): looking
  // for words in every input took a tenth of the time of one that runs no command.
  let suspect = sink.output.utf8.contains { (byte: UInt8) -> Bool in
    if byte < 0x20 { return byte != 0x0A }
    return byte == 0x7F || byte == 0xC2
  }
  let machine = suspect && ["format", "export", "csv", "tsv"].contains { text.contains($0) }
  if suspect,
    sink.output.unicodeScalars.contains(where: {
      $0 != "\n" && !(machine && ($0 == "\t" || $0 == "\r"))
        && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
    })
  {
    ledgersh_fuzz_fail(
      "raw control character on stdout \(sink.output.debugDescription) from "
        + text.debugDescription)
  }
  // Back to the sample ledger for the next input, in the default account; a group left
  // open (the input's, or one it began) is rolled back, as at the end of a script.
  if store.isGroupOpen {
    do {
      try store.rollbackGroup()
    } catch {
      ledgersh_fuzz_fail("cannot roll back after \(text.debugDescription): \(error)")
    }
  }
  if inGroup {
    store.setJournalAccount(nil)
    guard (try? Ledger.rows(of: store)) == ledger.rows else {
      ledgersh_fuzz_fail("the ledger changed for good after \(text.debugDescription)")
    }
    return 0
  }
  // Each change is undone from the account it was made in (`account use` switches the
  // journal's account, and undo refuses a change made in another).
  while ledger.inputChanged() {
    let newest = (try? store.journal(limit: 33))?.first { !$0.isUndone }
    store.setJournalAccount(newest?.accountID)
    guard (try? store.undo()) != nil else {
      ledgersh_fuzz_fail("undo did not take back a change of \(text.debugDescription)")
    }
  }
  store.setJournalAccount(nil)
  // The same rows in every table; the journal holds the undone entries besides.
  guard let rows = try? Ledger.rows(of: store), rows.dropFirst() == ledger.rows.dropFirst()
  else {
    // Unless the input found another way to take back the sample than a line of `undo`.
    let sample = try? store.journal(limit: Int(journalLimit)).first {
      $0.id.rawValue == ledger.sample
    }
    guard sample?.isUndone == true else {
      ledgersh_fuzz_fail("undo did not bring the ledger back after \(text.debugDescription)")
    }
    ledger = Ledger.make()
    return 0
  }
  ledger.rows = rows
  if let newest = try? store.journal(limit: 1).first, newest.id.rawValue >= journalLimit {
    ledger = Ledger.make()
  }
  return 0
}

exit(ledgersh_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzOneInput))
