import Foundation
import LineEditor

/// One `-c` command or `-f` script of the process options.
public enum ScriptStep: Equatable, Sendable {
  case command(String)
  case file(String)
}

extension Shell {
  /// Runs the `-c` commands and `-f` scripts in the order given, or else the script on
  /// standard input; answers the first failure's status (the run stops there, unless
  /// `--keep-going`).
  ///
  /// The steps are one session, as psql's: a group `begin` opens in one may `commit` in a
  /// later one, and is rolled back only if the last leaves it open. `-c` lines are numbered
  /// in the order given, across the scripts between them.
  public func runScriptSteps(_ steps: [ScriptStep], keepGoing: Bool) -> Int32 {
    guard steps.isEmpty else {
      scriptsShareSession = true
      let (status, last) = runSteps(steps, keepGoing: keepGoing)
      scriptsShareSession = false
      let final = endOfScripts(status, name: last)
      return exitRequest ?? final
    }
    return runStandardInput()
  }

  /// Runs `steps` in turn; answers the status and the name of the last step run.
  func runSteps(_ steps: [ScriptStep], keepGoing: Bool) -> (Int32, String) {
    var status: Int32 = 0
    var steps = steps[...]
    var commandsRun = 0
    var name = "-c"
    while let step = steps.first {
      let stepStatus: Int32
      switch step {
      case .file(let path):
        steps = steps.dropFirst()
        name = path
        stepStatus = runScriptFile(path)
      case .command:
        // Commands in a row run as one script, `-c`, as they always did; a `-c` of several
        // lines (`-c $'use Loft\nitems'`) gives each its own, as psql runs them all.
        let commands = steps.prefix { if case .command = $0 { true } else { false } }
        steps = steps.dropFirst(commands.count)
        name = "-c"
        let lines = commands.flatMap { step -> [String] in
          guard case .command(let text) = step else { return [] }
          // "\r\n" is one Character: split at it too.
          return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            .map(String.init)
        }
        stepStatus = runScript(lines: lines, name: "-c", firstLine: commandsRun + 1)
        commandsRun += lines.count
      }
      if exitRequest != nil { return (status == 0 ? stepStatus : status, name) }
      if status == 0 { status = stepStatus }
      if status != 0 && !keepGoing { return (status, name) }
    }
    return (status, name)
  }

  /// Runs the script on standard input, line by line as it arrives.
  func runStandardInput() -> Int32 {
    let input = StandardInputLines()
    let inputStatus = runScript(lines: input, name: "<stdin>")
    if let number = input.tooLongLine {
      report(
        .usage(
          "the line is longer than \(PlainLineReader.longestLine >> 20) MiB; nothing after it ran",
          hint: "break it into shorter lines"),
        at: SourceLocation(name: "<stdin>", line: number))
    } else if let number = input.notUTF8Line {
      // As `-f` refuses such a file; the lines before it ran as they arrived.
      report(
        .usage("the line is not UTF-8 text; nothing from it on ran", hint: "send UTF-8 text"),
        at: SourceLocation(name: "<stdin>", line: number))
    } else {
      return inputStatus
    }
    return inputStatus == 0 ? 2 : inputStatus
  }
}

/// Reads standard input line by line, as it arrives; a line longer than the reader takes
/// (`ledgersh < /dev/zero`) ends it, and `tooLongLine` says which; so does a line that is
/// not UTF-8 text (`notUTF8Line`).
final class StandardInputLines: Sequence, IteratorProtocol {
  private let reader = PlainLineReader(fd: STDIN_FILENO)
  private var number = 0
  /// The number of the line that was too long, if one was.
  private(set) var tooLongLine: Int?
  /// The number of the line that was not UTF-8 text, if one was: reading stopped there.
  private(set) var notUTF8Line: Int?

  func next() -> String? {
    while true {
      switch reader.readLine(prompt: "") {
      case .line(let text):
        number += 1
        guard reader.lastLineWasUTF8 else {
          notUTF8Line = number
          return nil
        }
        return text
      case .interrupted:
        continue
      case .endOfInput:
        return nil
      case .tooLong:
        tooLongLine = number + 1
        return nil
      }
    }
  }
}
