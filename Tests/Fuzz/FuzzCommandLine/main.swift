// libFuzzer target: the command-line parser and dispatcher, every plugin, over a throwaway
// ledger. One ledger in memory serves every input (opening one per input takes too long
// under the sanitizers, and a file's fsync on every command held the target to a few dozen
// inputs a second). It holds a small sample ledger (`demo`), so that every input finds
// projects, items, transactions and spaces to show and change; after each input its changes
// are undone, the ledger is checked to be as it was, and a new shell (over commands
// registered once) starts the next. Attachments go to a scratch folder.
//
// Each input is a short script (at most 16 lines). Lines holding `/` or `~` are skipped, so
// no command can reach a file outside the scratch folder the target runs in, and `demo`
// makes a small sample ledger (`smallDemo`). A line starting with `>` is not run: it is an
// answer, given in turn to the questions commands ask (menus, forms, confirmations), so
// that those are fuzzed too; once the answers run out, a question is cancelled. Properties:
// nothing crashes; every failure is reported as `error: …` on stderr; nothing a command
// prints to stdout holds a raw control character (its own colours are off: NO_COLOR) other
// than newline, and tab and carriage return in scripts that ask for CSV, TSV or an export
// (which, without `--to`, streams into the same output as every other result).
import BuiltinPlugins
import CFuzzDriver
import Foundation
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

/// How many journal entries the ledger may hold before a fresh one replaces it.
///
/// Undone commands stay in the journal: a ledger that served many inputs has a long one,
/// which every `journal` and every `undo` with nothing left to undo (the end of each input)
/// reads through, and which makes what an input prints depend on the inputs before it.
let journalLimit: Int64 = 500

/// What every `demo` line is given last (the last of an option given twice counts): a small
/// sample ledger, whatever sizes the input asked for, and whatever comment ends the line.
///
/// A default demo (about 500 rows) and its undo took half of the target's time once the
/// corpus had learnt it, and `demo --items 1000000` would run past libFuzzer's timeout.
/// Two projects with eight items and eight transactions still give every command data to
/// show, names in every script the demo knows among them; the seed stays the input's.
let smallDemo = " --projects 2 --items 8 --transactions 8"

// The plugins' commands, registered once: a new shell for every input starts from them.
let plugins = BuiltinPlugins.all
let registry = CommandRegistry(plugins: plugins)

/// A ledger for the inputs: the sample ledger of `demo`, its journal entry, and its counts.
struct Ledger {
  let store: SQLiteStore
  /// The sample's journal entry: every input's changes come after it and are undone.
  let sample: Int64
  let counts: LedgerCounts

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
      guard case .success = shell.execute("demo" + smallDemo, at: nil),
        let sample = try store.journal(limit: 1).first?.id.rawValue
      else { ledgersh_fuzz_fail("cannot make the sample ledger") }
      return Ledger(store: store, sample: sample, counts: try store.counts())
    } catch {
      ledgersh_fuzz_fail("cannot make the sample ledger: \(error)")
    }
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

final class Sink: @unchecked Sendable {
  var output = ""
  var errors = ""
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard size <= 4096 else { return 0 }
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
  for (number, line) in lines.enumerated() where safe(line) && !line.hasPrefix(">") {
    let before = sink.errors.count
    var command = String(line)
    let words = try? Tokenizer.tokenize(command)
    let first = words?.first
    // The line is given again from its words, so that a `#` comment at its end cannot
    // swallow the sizes (`demo --transactions 1000000 # x` ran a million-row demo).
    if first == "demo", let words {
      command = words.map(Tokenizer.quote).joined(separator: " ") + smallDemo
    }
    // An `undo` with none of the input's changes left would take back the sample ledger.
    if first == "undo", !ledger.inputChanged() { continue }
    let outcome = shell.execute(command, at: SourceLocation(name: "fuzz", line: number + 1))
    if case .failed(let error) = outcome, !error.message.isEmpty,
      !sink.errors.dropFirst(before).contains("error:")
    {
      ledgersh_fuzz_fail("a failure was not reported: \(command.debugDescription)")
    }
    if shell.exitRequest != nil { break }
  }
  let machine = ["format", "export", "csv", "tsv"].contains { text.contains($0) }
  if sink.output.unicodeScalars.contains(where: {
    $0 != "\n" && !(machine && ($0 == "\t" || $0 == "\r"))
      && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
  }) {
    ledgersh_fuzz_fail(
      "raw control character on stdout \(sink.output.debugDescription) from "
        + text.debugDescription)
  }
  // Back to the sample ledger for the next input: a group left open is rolled back, as at
  // the end of a script.
  if store.isGroupOpen { try? store.rollbackGroup() }
  // Each change is undone from the account it was made in (`account use` switches the
  // journal's account, and undo refuses a change made in another), and the next input
  // starts in the default account again.
  while ledger.inputChanged() {
    let newest = (try? store.journal(limit: 33))?.first { !$0.isUndone }
    store.setJournalAccount(newest?.accountID)
    guard (try? store.undo()) != nil else {
      ledgersh_fuzz_fail("undo failed after \(text.debugDescription)")
    }
  }
  store.setJournalAccount(nil)
  if (try? store.counts()) != ledger.counts {
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
  if let newest = try? store.journal(limit: 1).first, newest.id.rawValue >= journalLimit {
    ledger = Ledger.make()
  }
  return 0
}

exit(ledgersh_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzOneInput))
