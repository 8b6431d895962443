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
  private let history: OpaquePointer
  private let historyFile: String?
  private let completer: LineCompleter?
  private var prompt: UnsafeMutablePointer<wchar_t>
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
  public init(programName: String, historyFile: String?, completer: LineCompleter?) throws {
    TerminalLocale.useUTF8CharacterType()
    guard let editLine = clibedit_init(programName) else {
      throw LineEditorError("cannot start the line editor: el_init failed")
    }
    guard let history = history_winit() else {
      el_end(editLine)
      throw LineEditorError("cannot start the line editor: history_winit failed")
    }
    self.editLine = editLine
    self.history = history
    self.historyFile = historyFile
    self.completer = completer
    self.prompt = WideString.allocate("")

    clibedit_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
    clibedit_set_wide_prompt(editLine, Self.promptFunction, wchar_t(bitPattern: 1))
    clibedit_set_editor(editLine, "emacs")
    clibedit_set_signal_handling(editLine, 1)
    clibedit_history_set_size(history, Int32(Self.historyLimit))
    clibedit_history_set_unique(history, 1)
    clibedit_set_wide_history(editLine, history)
    clibedit_add_function(
      editLine, Self.completeCommandName, "Complete the word before the cursor",
      Self.completeFunction)
    clibedit_bind(editLine, "^R", "em-inc-search-prev")
    el_source(editLine, nil)
    // After ~/.editrc: Tab must stay completion, and `bind -v` resets every key.
    clibedit_bind(editLine, "^I", Self.completeCommandName)
    if editorMode == "vi" {
      clibedit_bind(editLine, "^R", "em-inc-search-prev")
    }
    loadHistory()
  }

  deinit {
    if appendsSinceTrim > 0, let historyFile {
      try? HistoryFile.trim(path: historyFile, limit: Self.historyLimit)
    }
    el_end(editLine)
    history_wend(history)
    prompt.deallocate()
  }

  /// Reads a line with `prompt` shown before it, and returns it without its line break.
  ///
  /// ANSI colour escapes in the prompt are fine.
  public func readLine(prompt: String) -> LineInput {
    setPrompt(prompt)
    var previous = sigaction()
    let installed = clibedit_install_interrupt_handler(&previous) == 0
    defer {
      if installed { clibedit_restore_interrupt_handler(&previous) }
    }

    var count: Int32 = 0
    let characters = el_wgets(editLine, &count)
    let interrupted = clibedit_take_interrupt() != 0
    guard let characters else {
      el_reset(editLine)
      writeToTerminal("\n")
      return interrupted ? .interrupted : .endOfInput
    }
    var line = WideString.string(from: characters, count: Int(count))
    while line.last?.isNewline == true {
      line.removeLast()
    }
    return .line(line)
  }

  /// Adds `line` to the history and appends it to the history file at once.
  ///
  /// Blank lines and repeats of the previous entry are skipped.
  public func addHistory(_ line: String) {
    let entry = HistoryFile.normalized(line)
    guard !HistoryFile.isBlank(entry), entry != lastEntry else { return }
    lastEntry = entry
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
      _ = WideString.characters(of: entry).withUnsafeBufferPointer { characters in
        characters.baseAddress.map { clibedit_history_enter(history, $0) }
      }
    }
    lastEntry = entries.last
  }

  private var editorMode: String? {
    var mode: UnsafePointer<CChar>?
    guard clibedit_get_editor(editLine, &mode) == 0, let mode else { return nil }
    return String(cString: mode)
  }

  private func setPrompt(_ text: String) {
    let replacement = WideString.allocate(PromptEscapes.marked(text))
    prompt.deallocate()
    prompt = replacement
  }

  /// Tab: asks the completer, edits the line, and lists candidates if need be.
  fileprivate func complete() -> UInt8 {
    guard let completer, let info = el_wline(editLine)?.pointee,
      let buffer = info.buffer, let cursor = info.cursor
    else { return UInt8(CC_REFRESH_BEEP) }
    let lineBeforeCursor = WideString.string(from: buffer, to: cursor)
    let result = completer.complete(lineBeforeCursor: lineBeforeCursor)
    let insertion = CompletionInsertion.compute(result: result, lineBeforeCursor: lineBeforeCursor)
    if insertion.isEmpty { return UInt8(CC_REFRESH_BEEP) }

    if insertion.deleteCount > 0 {
      let word = lineBeforeCursor.suffix(insertion.deleteCount)
      el_deletestr(editLine, Int32(word.unicodeScalars.count))
    }
    if !insertion.insert.isEmpty {
      _ = WideString.characters(of: insertion.insert).withUnsafeBufferPointer { characters in
        characters.baseAddress.map { el_winsertstr(editLine, $0) }
      }
    }
    guard let list = insertion.list else { return UInt8(CC_REFRESH) }
    let columns = Int(clibedit_terminal_columns(editLine))
    let lines = CandidateColumns.layout(list, width: columns > 0 ? columns : 80)
    writeToTerminal("\n" + lines.joined(separator: "\n") + "\n")
    return UInt8(CC_REDISPLAY)
  }

  private func writeToTerminal(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        write(STDOUT_FILENO, $0.baseAddress.map { $0 + offset }, $0.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }

  private static let completeCommandName = "ledgersh-complete"

  private static let completeFunction: clibedit_command_t = { editLine, _ in
    guard let editLine, let reader = reader(of: editLine) else { return UInt8(CC_ERROR) }
    return reader.complete()
  }

  private static let promptFunction: clibedit_wprompt_t = { editLine in
    guard let editLine, let reader = reader(of: editLine) else { return nil }
    return reader.prompt
  }

  private static func reader(of editLine: OpaquePointer) -> LibeditLineReader? {
    guard let data = clibedit_client_data(editLine) else { return nil }
    return Unmanaged<LibeditLineReader>.fromOpaque(data).takeUnretainedValue()
  }
}
