import Foundation
import LineEditor
import TerminalUI

extension Shell {
  /// Runs the interactive read–eval–print loop on `reader` until Ctrl-D or `exit`.
  ///
  /// Must run on the process's main thread (libedit's Ctrl-C handling needs it).
  public func runInteractive(reader: LineReading) -> Int32 {
    let status = readEvalPrintLoop(reader: reader)
    rollbackGroupLeftOpen("the session ended")
    return status
  }

  private func readEvalPrintLoop(reader: LineReading) -> Int32 {
    interaction = Interaction(
      read: { [weak self] prompt, suggestions in
        self?.fieldSuggestions = suggestions
        defer { self?.fieldSuggestions = nil }
        guard case .line(let answer) = reader.readAnswer(prompt: prompt) else { return nil }
        return answer
      },
      write: { [environment] text in environment.writeOutput(text) })
    while true {
      writePromptNotices()
      guard let line = readLogicalLine(reader) else { return 0 }
      reader.addHistory(line)
      sessionHistory.append(line)
      let deferring = defersInterrupt
      let outcome = CommandInterruption.run(
        interrupting: deferring ? nil : openedLedger,
        notice: deferring ? deferredInterruptNotice : nil
      ) {
        execute(line, at: nil)
      }
      if case .failed(let error) = outcome, case .exit(let code) = error.kind {
        return code
      }
      if let code = exitRequest { return code }
      writeStatusLines()
    }
  }

  /// What Ctrl-C says at once inside a group, wrapped to the terminal: the command goes on.
  var deferredInterruptNotice: String {
    TextWrapper.wrap(
      "interrupt: the command runs to its end (stopping a write midway would lose the group), "
        + "then is rolled back; the group stays open",
      width: style(for: ParsedArguments()).width
    ).joined(separator: "\n")
  }

  /// Writes the plugins' status lines (such as the selection bar) after a command.
  func writeStatusLines() {
    let context = StatusLineContext(
      session: session, style: style(for: ParsedArguments()),
      ledger: { [weak self] in try? self?.ledger() })
    for plugin in plugins {
      if let line = plugin.statusLine(context) { environment.writeOutput(line + "\n") }
    }
  }

  /// Writes what plugins have to say before the prompt (such as other sessions' changes).
  func writePromptNotices() {
    let context = StatusLineContext(
      session: session, style: style(for: ParsedArguments()),
      ledger: { [weak self] in try? self?.ledger() })
    for plugin in plugins {
      if let line = plugin.beforePrompt(context) { environment.writeOutput(line + "\n") }
    }
  }

  /// Reads a line and its `\` continuations; nil at end of input.
  func readLogicalLine(_ reader: LineReading) -> String? {
    var joiner = LineJoiner()
    var prompt = self.prompt()
    while true {
      // The first line's prompt is fitted to the terminal again when it is resized (a
      // continuation's `…>` needs no fitting).
      let input =
        joiner.isContinuing
        ? reader.readLine(prompt: prompt)
        : reader.readLine(prompt: prompt, refit: { [weak self] in self?.prompt() ?? prompt })
      switch input {
      case .endOfInput:
        if joiner.isContinuing { return joiner.finish()?.text }
        return nil
      case .interrupted:
        joiner = LineJoiner()
        prompt = self.prompt()
      case .tooLong:
        report(
          .usage(
            "a line longer than \(PlainLineReader.longestLine >> 20) MiB was dropped",
            hint: "break it into shorter lines"), at: nil)
        joiner = LineJoiner()
        prompt = self.prompt()
      case .line(let text):
        if let line = joiner.feed(text) { return line.text }
        prompt = colorEnabled(forStderr: false) ? "\u{1B}[2m…>\u{1B}[0m " : "…> "
      }
    }
  }

  /// What Tab offers at the end of `line`, and how many characters the candidates replace.
  public func completions(for line: String) -> (replaceCount: Int, candidates: [String]) {
    CommandCompleter(
      registry: registry, session: session, ledger: { [weak self] in try? self?.ledger() }
    ).complete(line)
  }

  /// The prompt: `ledgersh>`, with the current account in brackets when the session has
  /// one (a ledger of several accounts), the current project when there is one, and
  /// `(group)` while a group opened by `begin` waits for `commit`, and `(group lost)` once
  /// the store lost it, until `rollback` or `commit` ends it.
  ///
  /// The prompt takes at most half the terminal, so that a command has room: a long
  /// account name is shortened with "…", then left out, before a long project name is
  /// shortened (see `promptNames`).
  public func prompt() -> String {
    let color = colorEnabled(forStderr: false)
    var text = color ? "\u{1B}[1mledgersh\u{1B}[0m" : "ledgersh"
    let (accountName, projectName) = promptNames()
    if let account = accountName {
      text += color ? " \u{1B}[35m[\(account)]\u{1B}[0m" : " [\(account)]"
    }
    if let project = projectName {
      text += color ? " \u{1B}[36m\(project)\u{1B}[0m" : " \(project)"
    }
    if isGroupOpen {
      // Like psql's `=*>`: changes are pending until `commit`.
      text += color ? " \u{1B}[33m(group)\u{1B}[0m" : " (group)"
    } else if groupLost {
      // Like psql's `=!>`: commands are refused until `rollback` (or `commit`) ends it.
      text += color ? " \u{1B}[31m(group lost)\u{1B}[0m" : " (group lost)"
    }
    return text + "> "
  }

  /// The account and project names the prompt shows, fitted to half the terminal.
  ///
  /// The project is what a user reads the prompt for, so it gives way last: a long account
  /// name is shortened (to no fewer than 4 columns), then left out; only then is the
  /// project shortened, keeping at least its first 12 columns — past half the terminal if
  /// need be — or, when even those leave a command no room, shown as its `#id`.
  ///
  /// Zero-width joiners are left out: the line editor draws each emoji of a joined
  /// sequence (👨‍👩‍👧‍👦) on its own, as terminals it shows them to do, so the names are
  /// measured as they are drawn.
  private func promptNames() -> (String?, String?) {
    func shown(_ name: String) -> String {
      String(
        String.UnicodeScalarView(
          VisibleText.escaping(name).unicodeScalars.filter {
            $0 != "\u{200D}"
          }))
    }
    var account = session.currentAccount.map { shown($0.name) }
    var project = session.currentProject.map { shown($0.name) }
    // Half the terminal, 16 columns at least, but never up to the margin (a prompt that
    // ends there makes the line editor start a new line).
    let columns = style(for: ParsedArguments()).width
    let room = min(max(16, columns / 2), columns - 8)
    // A project's first 12 columns may take more than half, leaving a command 16.
    let projectRoom = max(room, columns - 16)
    let group = isGroupOpen ? 8 : groupLost ? 13 : 0
    func width() -> Int {
      // "ledgersh", " [account]", " project", " (group lost)", "> "
      let accountWidth: Int = account.map { DisplayWidth.of($0) + 3 } ?? 0
      let projectWidth: Int = project.map { DisplayWidth.of($0) + 1 } ?? 0
      return 8 + accountWidth + projectWidth + group + 2
    }
    if let name = account, width() > room {
      let fitted = DisplayWidth.of(name) - (width() - room)
      account = fitted >= 5 ? DisplayWidth.truncate(name, to: fitted) : nil
    }
    if let name = project, width() > room {
      let kept = 12 + 1  // the first 12 columns and "…"
      let fitted = max(kept, DisplayWidth.of(name) - (width() - room))
      project = DisplayWidth.truncate(name, to: fitted)
      if width() > projectRoom, let id = session.currentProject?.id {
        project = "#\(id)"
      }
    }
    return (account, project)
  }
}

/// Answers the line editor's Tab from the shell's command specs.
public final class ShellLineCompleter: LineCompleter {
  private let shell: Shell

  /// Creates a completer for `shell`.
  public init(shell: Shell) {
    self.shell = shell
  }

  public func complete(lineBeforeCursor: String) -> CompletionResult {
    if let suggestions = shell.fieldSuggestions {
      // A form field: the whole answer is one value, completed from the field's list.
      let typed = lineBeforeCursor.lowercased()
      let matching = suggestions.filter { $0.lowercased().hasPrefix(typed) }
      return CompletionResult(replaceCount: lineBeforeCursor.count, candidates: matching)
    }
    let answer = shell.completions(for: lineBeforeCursor)
    return CompletionResult(replaceCount: answer.replaceCount, candidates: answer.candidates)
  }
}
