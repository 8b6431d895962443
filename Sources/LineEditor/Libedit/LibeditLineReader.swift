import CLibedit
import Foundation

/// The interactive line editor, on libedit's wide-character API: emacs keys (vi
/// with `bind -v` in `~/.editrc`), history with Up/Down and Ctrl-R, Tab
/// completion, Ctrl-C to abandon a line, Ctrl-D to finish.
///
/// Use it on the process's main thread, from a synchronous loop, with stdin and
/// stdout both terminals. While `readLine` waits, Ctrl-C returns `.interrupted`;
/// outside it the process's own SIGINT disposition applies.
public final class LibeditLineReader: LineReading {
  /// How many history entries are kept, in memory and in the history file.
  public static let historyLimit = HistoryFile.defaultLimit

  /// Why the history file could not be written, if it could not.
  ///
  /// The shell may show this once; editing goes on without the file.
  public private(set) var historyError: LineEditorError?

  private let editLine: OpaquePointer
  private let outputDescriptor: Int32
  /// The streams libedit was started on, when not the standard ones; closed at the end.
  private let streams: (input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>)?
  private let history: OpaquePointer
  private let historyFile: String?
  private let completer: LineCompleter?
  private let keyActions: [KeyAction]
  /// Whether the line read is an answer to a question, where key actions do nothing.
  private var answering = false
  private var prompt: UnsafeMutablePointer<wchar_t>
  private var promptText = ""
  /// Makes the prompt again for a new terminal width, while `readLine(prompt:refit:)` reads.
  private var refit: (() -> String)?
  /// The terminal's width when the prompt was last made.
  private var promptColumns: Int32 = 0
  /// The history, oldest first, mirrored for Ctrl-R.
  private var entries: [String] = []
  private var search: SearchState?
  private var lastEntry: String?
  private var appendsSinceTrim = 0
  private static let appendsBetweenTrims = 200

  /// Starts libedit on the terminal.
  ///
  /// - Parameters:
  ///   - programName: the name `~/.editrc` lines can be prefixed with (`ledgersh:bind -v`).
  ///   - historyFile: where history is loaded from and appended to; nil keeps none.
  ///   - completer: what Tab asks for candidates; nil makes Tab beep.
  /// - Throws: `LineEditorError` if libedit cannot start.
  ///   - keyActions: the program's own editor functions, bound to their default keys
  ///     unless `~/.editrc` binds the key or the function (at most
  ///     `LibeditLineReader.keyActionLimit`).
  public convenience init(
    programName: String, historyFile: String?, completer: LineCompleter?,
    keyActions: [KeyAction] = []
  ) throws {
    try self.init(
      programName: programName, historyFile: historyFile, completer: completer,
      keyActions: keyActions, terminal: nil)
  }

  /// How many key actions a reader can add.
  public static var keyActionLimit: Int { actionFunctions.count }

  /// Starts libedit on the terminal open on `terminal` (input, output) — for tests
  /// on a pseudo-terminal — or, when nil, on stdin and stdout.
  init(
    programName: String, historyFile: String?, completer: LineCompleter?,
    keyActions: [KeyAction] = [], terminal: (input: Int32, output: Int32)?
  ) throws {
    guard clibedit_available() != 0 else {
      throw LineEditorError(
        "cannot start the line editor: libedit is not installed (Debian: libedit2)")
    }
    TerminalLocale.useUTF8CharacterType()
    var streams: (input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>)?
    let started: OpaquePointer?
    if let terminal {
      var input: UnsafeMutablePointer<FILE>?
      var output: UnsafeMutablePointer<FILE>?
      started = clibedit_init_descriptors(
        programName, terminal.input, terminal.output, &input, &output)
      if let input, let output { streams = (input, output) }
    } else {
      started = clibedit_init(programName)
    }
    guard let editLine = started else {
      throw LineEditorError("cannot start the line editor: el_init failed")
    }
    guard let history = clibedit_history_init() else {
      clibedit_end(editLine)
      clibedit_close_streams(streams?.input, streams?.output)
      throw LineEditorError("cannot start the line editor: history_winit failed")
    }
    self.editLine = editLine
    self.outputDescriptor = terminal?.output ?? STDOUT_FILENO
    self.streams = streams
    self.history = history
    self.historyFile = historyFile
    self.completer = completer
    self.keyActions = Array(keyActions.prefix(Self.actionFunctions.count))
    self.prompt = WideString.allocate("")

    clibedit_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
    clibedit_set_wide_prompt(editLine, Self.promptFunction, wchar_t(bitPattern: 1))
    clibedit_set_editor(editLine, "emacs")
    // Off: clibedit_wgets handles the signals, on the reading thread only (CLibedit.h).
    clibedit_set_signal_handling(editLine, 0)
    clibedit_history_set_size(history, Int32(Self.historyLimit))
    clibedit_history_set_unique(history, 1)
    clibedit_set_wide_history(editLine, history)
    clibedit_add_function(
      editLine, Self.completeCommandName, "Complete the word before the cursor",
      Self.completeFunction)
    clibedit_add_function(
      editLine, Self.searchCommandName, "Search the history backwards as you type",
      Self.searchFunction)
    // Before ~/.editrc, so that `bind KEY ledgersh-new` there finds the function.
    for (action, function) in zip(self.keyActions, Self.actionFunctions) {
      clibedit_add_function(editLine, action.name, action.summary, function)
    }
    clibedit_source(editLine, nil)
    // After ~/.editrc, because `bind -v` resets every key. Ctrl-R is ours, not
    // em-inc-search-prev: libedit 3.1 looks a typed character up in its key map by
    // its low byte, so ✓ (U+2713, ^S) or — (U+2014) end that search and land in the line.
    clibedit_bind(editLine, "^I", Self.completeCommandName)
    clibedit_bind(editLine, "^R", Self.searchCommandName)
    // Also after it, for `bind -v` resets every key; but a key or function the editrc
    // binds itself is the user's choice and stays as they made it.
    let editrc = EditrcBindings.load(
      environment: ProcessInfo.processInfo.environment, programName: programName)
    for action in self.keyActions where editrc.keepsDefault(of: action) {
      clibedit_bind(editLine, action.defaultKey, action.name)
    }
    loadHistory()
  }

  deinit {
    if appendsSinceTrim > 0, let historyFile {
      try? HistoryFile.trim(path: historyFile, limit: Self.historyLimit)
    }
    clibedit_end(editLine)
    clibedit_close_streams(streams?.input, streams?.output)
    clibedit_history_end(history)
    prompt.deallocate()
  }

  /// Reads a line with `prompt` shown before it, and returns it without its line break.
  ///
  /// ANSI colour escapes in the prompt are fine.
  public func readLine(prompt: String) -> LineInput {
    search = nil
    setPrompt(prompt)
    var previous = sigaction()
    let installed = clibedit_install_interrupt_handler(&previous) == 0
    defer {
      if installed { clibedit_restore_interrupt_handler(&previous) }
    }

    var count: Int32 = 0
    let characters = clibedit_wgets(editLine, &count, outputDescriptor)
    let interrupted = clibedit_take_interrupt() != 0
    guard let characters else {
      clibedit_reset(editLine)
      writeToTerminal("\n")
      return interrupted ? .interrupted : .endOfInput
    }
    var line = WideString.string(from: characters, count: Int(count))
    while line.last?.isNewline == true {
      line.removeLast()
    }
    return .line(line)
  }

  /// Reads a line as `readLine(prompt:)` does; a terminal resized meanwhile gets the prompt
  /// `refit()` makes (a project name shortened to fit), when the line is drawn again after
  /// the resize.
  public func readLine(prompt: String, refit: @escaping () -> String) -> LineInput {
    self.refit = refit
    promptColumns = clibedit_terminal_columns(editLine)
    defer { self.refit = nil }
    return readLine(prompt: prompt)
  }

  /// The prompt made again when libedit's idea of the terminal's width (updated on
  /// SIGWINCH) is not the one it was made for; not while Ctrl-R shows its own.
  fileprivate func refitPromptIfResized() {
    guard let refit, search == nil else { return }
    let columns = clibedit_terminal_columns(editLine)
    guard columns > 0, columns != promptColumns else { return }
    promptColumns = columns
    setPrompt(refit())
    // libedit forgot what it drew when it took the new size, and draws the line again
    // from the start of the row: what was left of the longer prompt is cleared first.
    writeToTerminal("\r\u{1B}[J")
  }

  /// Reads an answer to a question; the key actions beep instead of replacing it.
  public func readAnswer(prompt: String) -> LineInput {
    answering = true
    defer { answering = false }
    return readLine(prompt: prompt)
  }

  /// Adds `line` to the history and appends it to the history file at once.
  ///
  /// Blank lines and repeats of the previous entry are skipped.
  public func addHistory(_ line: String) {
    let entry = HistoryFile.normalized(line)
    guard !HistoryFile.isBlank(entry), entry != lastEntry else { return }
    lastEntry = entry
    remember(entry)
    _ = WideString.characters(of: entry).withUnsafeBufferPointer { characters in
      characters.baseAddress.map { clibedit_history_enter(history, $0) }
    }
    guard let historyFile else { return }
    do {
      try HistoryFile.append(entry, path: historyFile)
      appendsSinceTrim += 1
      if appendsSinceTrim >= Self.appendsBetweenTrims {
        try HistoryFile.trim(path: historyFile, limit: Self.historyLimit)
        appendsSinceTrim = 0
      }
    } catch let error as LineEditorError {
      historyError = error
    } catch {
      historyError = LineEditorError("history: \(error)")
    }
  }

  private func loadHistory() {
    guard let historyFile else { return }
    do {
      try HistoryFile.trim(path: historyFile, limit: Self.historyLimit)
    } catch let error as LineEditorError {
      historyError = error
    } catch {
      historyError = LineEditorError("history: \(error)")
    }
    let entries = HistoryFile.load(path: historyFile, limit: Self.historyLimit)
    for entry in entries {
      remember(entry)
      _ = WideString.characters(of: entry).withUnsafeBufferPointer { characters in
        characters.baseAddress.map { clibedit_history_enter(history, $0) }
      }
    }
    lastEntry = entries.last
  }

  private func remember(_ entry: String) {
    entries.append(entry)
    if entries.count > Self.historyLimit {
      entries.removeFirst(entries.count - Self.historyLimit)
    }
  }

  private func setPrompt(_ text: String) {
    promptText = text
    showPrompt(text)
  }

  /// Shows `text` as the prompt without making it the prompt readLine was given.
  private func showPrompt(_ text: String) {
    let replacement = WideString.allocate(PromptEscapes.marked(text))
    prompt.deallocate()
    prompt = replacement
  }

  /// Tab: asks the completer, edits the line, and lists candidates if need be.
  fileprivate func complete() -> UInt8 {
    guard let completer, let info = clibedit_wline(editLine)?.pointee,
      let buffer = info.buffer, let cursor = info.cursor
    else { return UInt8(CC_REFRESH_BEEP) }
    let lineBeforeCursor = WideString.string(from: buffer, to: cursor)
    let result = completer.complete(lineBeforeCursor: lineBeforeCursor)
    let insertion = CompletionInsertion.compute(result: result, lineBeforeCursor: lineBeforeCursor)
    if insertion.isEmpty { return UInt8(CC_REFRESH_BEEP) }

    if insertion.deleteCount > 0 {
      let word = lineBeforeCursor.suffix(insertion.deleteCount)
      clibedit_deletestr(editLine, Int32(word.unicodeScalars.count))
    }
    if !insertion.insert.isEmpty {
      // Composed (NFC): libedit shows one character a cell and would drop a decomposed
      // accent from the line it shows; names match either way.
      let insert = insertion.insert.precomposedStringWithCanonicalMapping
      _ = WideString.characters(of: insert).withUnsafeBufferPointer { characters in
        characters.baseAddress.map { clibedit_winsertstr(editLine, $0) }
      }
    }
    guard let list = insertion.list else { return UInt8(CC_REFRESH) }
    let columns = Int(clibedit_terminal_columns(editLine))
    let lines = CandidateColumns.layout(list, width: columns > 0 ? columns : 80)
    writeToTerminal("\n" + lines.joined(separator: "\n") + "\n")
    return UInt8(CC_REDISPLAY)
  }

  /// A key action: keeps the line being edited in the history, then puts the action's
  /// text in its place, entering it for `.run`.
  fileprivate func perform(actionAt index: Int) -> UInt8 {
    guard keyActions.indices.contains(index), !answering else { return UInt8(CC_ERROR) }
    if search != nil { endSearch() }
    let (line, _) = currentLine()
    if !HistoryFile.isBlank(line) { addHistory(line) }
    switch keyActions[index].effect {
    case .run(let command):
      // Shown, then entered as if typed: the Enter pushed back moves below the prompt
      // line, so what the command prints starts on a line of its own.
      replaceLine(with: command, cursor: command.unicodeScalars.count)
      clibedit_wpush(editLine, [0x0A, 0])
      return UInt8(CC_REDISPLAY)
    case .insert(let text):
      replaceLine(with: text, cursor: text.unicodeScalars.count)
      return UInt8(CC_REFRESH)
    }
  }

  /// Where a Ctrl-R search stands.
  private struct SearchState {
    var pattern = ""
    var match: HistorySearch.Match?
    var failed = false
    var originalLine: String
    var originalCursor: Int
  }

  /// Ctrl-R: an incremental search of the history, one key per call.
  ///
  /// The search reads a key, shows the result, then pushes Ctrl-R back so that
  /// libedit redraws the line and calls it again for the next key.
  fileprivate func searchHistory() -> UInt8 {
    guard var state = search else {
      let (line, cursor) = currentLine()
      search = SearchState(originalLine: line, originalCursor: cursor)
      showPrompt(Self.searchPrompt(pattern: "", failed: false))
      return continueSearch()
    }
    var key: wchar_t = 0
    guard clibedit_wgetc(editLine, &key) == 1 else {
      endSearch()
      return UInt8(CC_EOF)
    }
    switch UInt32(bitPattern: key) {
    case 0x12:  // Ctrl-R again: the next older match.
      if let older = HistorySearch.find(
        state.pattern, in: entries, before: state.match?.index ?? entries.count,
        skipping: state.match.map { entries[$0.index] })
      {
        state.match = older
        state.failed = false
      } else {
        state.failed = !state.pattern.isEmpty
      }
    case 0x08, 0x7F:  // Backspace: a shorter pattern, searched afresh.
      if !state.pattern.isEmpty { state.pattern.removeLast() }
      state.match = HistorySearch.find(state.pattern, in: entries, before: entries.count)
      state.failed = false
    case 0x07:  // Ctrl-G: give up and put the line back.
      replaceLine(with: state.originalLine, cursor: state.originalCursor)
      endSearch()
      return UInt8(CC_REDISPLAY)
    case 0..<0x20, 0x7F..<0xA0:
      // Any other control key ends the search on the match and then does its own job.
      endSearch()
      clibedit_wpush(editLine, [key, 0])
      return UInt8(CC_REDISPLAY)
    default:
      state.pattern.unicodeScalars.append(Unicode.Scalar(UInt32(bitPattern: key)) ?? "\u{FFFD}")
      let from = state.match.map { $0.index + 1 } ?? entries.count
      if let match = HistorySearch.find(state.pattern, in: entries, before: from) {
        state.match = match
        state.failed = false
      } else {
        state.failed = true
      }
    }
    search = state
    if let match = state.match, !state.failed {
      replaceLine(with: entries[match.index], cursor: match.offset)
    }
    showPrompt(Self.searchPrompt(pattern: state.pattern, failed: state.failed))
    return continueSearch()
  }

  private func continueSearch() -> UInt8 {
    clibedit_wpush(editLine, [0x12, 0])
    return UInt8(CC_REDISPLAY)
  }

  private func endSearch() {
    search = nil
    showPrompt(promptText)
  }

  private static func searchPrompt(pattern: String, failed: Bool) -> String {
    "(\(failed ? "failed " : "")reverse-i-search)`\(pattern)': "
  }

  /// The whole line being edited, and the cursor's offset in Unicode scalars.
  private func currentLine() -> (line: String, cursor: Int) {
    guard let info = clibedit_wline(editLine)?.pointee, let buffer = info.buffer,
      let cursor = info.cursor, let end = info.lastchar
    else { return ("", 0) }
    return (WideString.string(from: buffer, to: end), cursor - buffer)
  }

  /// Puts `text` in place of the line being edited, the cursor `cursor` scalars in.
  private func replaceLine(with text: String, cursor: Int) {
    guard let info = clibedit_wline(editLine)?.pointee, let buffer = info.buffer,
      let current = info.cursor, let end = info.lastchar
    else { return }
    clibedit_cursor(editLine, Int32(end - current))
    clibedit_deletestr(editLine, Int32(end - buffer))
    _ = WideString.characters(of: text).withUnsafeBufferPointer { characters in
      characters.baseAddress.map { clibedit_winsertstr(editLine, $0) }
    }
    clibedit_cursor(editLine, Int32(cursor - text.unicodeScalars.count))
  }

  private func writeToTerminal(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        write(outputDescriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }

  private static let completeCommandName = "ledgersh-complete"
  private static let searchCommandName = "ledgersh-search-history"

  private static let searchFunction: clibedit_command_t = { editLine, _ in
    guard let editLine, let reader = reader(of: editLine) else { return UInt8(CC_ERROR) }
    return reader.searchHistory()
  }

  private static let completeFunction: clibedit_command_t = { editLine, _ in
    guard let editLine, let reader = reader(of: editLine) else { return UInt8(CC_ERROR) }
    return reader.complete()
  }

  /// One C function per key action, since libedit passes a function no data of its own.
  private static let actionFunctions: [clibedit_command_t] = [
    { editLine, _ in perform(0, on: editLine) }, { editLine, _ in perform(1, on: editLine) },
    { editLine, _ in perform(2, on: editLine) }, { editLine, _ in perform(3, on: editLine) },
    { editLine, _ in perform(4, on: editLine) }, { editLine, _ in perform(5, on: editLine) },
    { editLine, _ in perform(6, on: editLine) }, { editLine, _ in perform(7, on: editLine) },
  ]

  private static func perform(_ index: Int, on editLine: OpaquePointer?) -> UInt8 {
    guard let editLine, let reader = reader(of: editLine) else { return UInt8(CC_ERROR) }
    return reader.perform(actionAt: index)
  }

  private static let promptFunction: clibedit_wprompt_t = { editLine in
    guard let editLine, let reader = reader(of: editLine) else { return nil }
    // Called before each redraw of the line: the old prompt's memory is let go here only,
    // before libedit is handed the new one.
    reader.refitPromptIfResized()
    return reader.prompt
  }

  private static func reader(of editLine: OpaquePointer) -> LibeditLineReader? {
    guard let data = clibedit_client_data(editLine) else { return nil }
    return Unmanaged<LibeditLineReader>.fromOpaque(data).takeUnretainedValue()
  }
}
