import ArgumentParser
import Foundation
import LedgerApp
import LedgerShell

/// `ledgersh copy --from A --to B`: parsed here, run by `LedgerCopy`.
///
/// Its help is `LedgerCopyHelp.text`, which the shell's `help copy` shows too, and its usage
/// errors are said as before the parser: `ledgersh: error: copy: …` and exit status 2.
struct CopyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "copy", abstract: "Copy a whole ledger between a file and a team ledger.",
    helpNames: [])

  // Unconditional, as before: `--from --to b.db` copies from a ledger named "--to".
  @Option(name: .long, parsing: .unconditional) var from: String?
  @Option(name: .long, parsing: .unconditional) var to: String?
  @Flag(name: .shortAndLong) var quiet = false
  @Flag(name: .shortAndLong) var help = false

  /// Runs `ledgersh copy` when `arguments` (the process's) ask for it, else nil.
  static func run(_ arguments: [String]) -> Int32? {
    guard arguments.dropFirst().first == "copy" else { return nil }
    let words = Array(arguments.dropFirst(2))
    let command: CopyCommand
    do {
      command = try parseAsRoot(words) as? CopyCommand ?? CopyCommand()
    } catch {
      if let word = firstUnknown(in: words) {
        return LedgerCopy.usage("unknown argument '\(word)'")
      }
      // As before the parser, a -h met first shows the help.
      guard words.contains(where: { $0 == "-h" || $0 == "--help" }) else {
        return LedgerCopy.usage(message(for: error))
      }
      return FileDescriptorWriter.writeResult(LedgerCopyHelp.text)
    }
    if command.help { return FileDescriptorWriter.writeResult(LedgerCopyHelp.text) }
    guard let from = command.from, let to = command.to, !from.isEmpty, !to.isEmpty else {
      return LedgerCopy.usage("name both ledgers: --from and --to")
    }
    return LedgerCopy.run(from: from, to: to, quiet: command.quiet)
  }

  /// The word the parser refused: one that is none of copy's options, or an option left
  /// without its value; nil when none is, or a -h comes first.
  static func firstUnknown(in words: [String]) -> String? {
    var index = 0
    while index < words.count {
      switch words[index] {
      case "--from", "--to":
        guard index + 1 < words.count else { return words[index] }
        index += 1
      case "-h", "--help":
        return nil
      case "-q", "--quiet":
        break
      default:
        return words[index]
      }
      index += 1
    }
    return nil
  }
}
