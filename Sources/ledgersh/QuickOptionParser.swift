import LedgerApp
import LedgerShell

/// Parses the everyday process options without swift-argument-parser, whose reflection
/// (a protocol-conformance lookup per property) is a third of what `ledgersh -c version`
/// executes.
///
/// Answers nil for anything it does not know for certain — help, version, completion, an
/// unknown, repeated or malformed option, a value that looks like an option, a positional
/// argument — and `LedgershCommand` then parses and reports it as it always did, so the
/// two can never disagree on what they both accept.
enum QuickOptionParser {
  static func parse(_ arguments: [String]) -> LaunchOptions? {
    var options = LaunchOptions(
      databasePath: nil, steps: [], format: nil, width: nil,
      noColor: false, noInit: false, keepGoing: false, quiet: false, account: nil,
      noRestore: false)
    var seen: Set<String> = []
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      let canonical = ["-q": "--quiet", "-1": "--single-transaction"][word] ?? word
      guard word == "-c" || word == "-f" || seen.insert(canonical).inserted else {
        return nil
      }
      let takesValue = ["--db", "-f", "-c", "--format", "--width", "--account"].contains(word)
      var value = ""
      if takesValue {
        guard index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
        value = arguments[index]
        index += 1
      }
      switch word {
      case "--db":
        guard !value.isEmpty else { return nil }
        options.databasePath = value
      case "-f": options.steps.append(.file(value))
      case "-c": options.steps.append(.command(value))
      case "--format":
        guard OutputFormat.allNames.contains(value) else { return nil }
        options.format = value
      case "--width":
        guard let width = Int(value), CommandSpec.widthRange.contains(width) else { return nil }
        options.width = width
      case "--account": options.account = value
      case "--no-color": options.noColor = true
      case "--no-init": options.noInit = true
      case "--keep-going": options.keepGoing = true
      case "-q", "--quiet": options.quiet = true
      case "--no-restore": options.noRestore = true
      case "--read-only": options.readOnly = true
      case "--no-plugins": options.noPlugins = true
      case "-1", "--single-transaction": options.singleTransaction = true
      default: return nil
      }
    }
    return options
  }
}
