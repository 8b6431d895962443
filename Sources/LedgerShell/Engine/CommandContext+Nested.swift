extension CommandContext {
  /// Runs `line` as a nested command and hands back its result instead of showing it,
  /// such as for an external plugin's calls to the host.
  ///
  /// The nested command never asks a question (it needs its flags, as in a script); if a
  /// `perform` is open, its changes join that transaction and journal entry. What it would
  /// write to standard output (`export` without --to) is kept instead: a result with no
  /// data of its own then holds it as `{"output": TEXT}`.
  public func evaluate(_ line: String) throws(ShellError) -> CommandResult {
    try shell.evaluate(line)
  }

  /// This context under another command line, for the journal: a menu's action is
  /// journaled as the command that does it directly (`bulk bookmark`, not `bulk`).
  public func relabelled(_ line: String) -> CommandContext {
    CommandContext(
      spec: spec, arguments: arguments, commandLine: line, session: session, style: style,
      format: format, interaction: interaction, shell: shell)
  }

  /// Whether the user pressed Ctrl-C while this command runs (interactive sessions only),
  /// for a command that waits on something other than the store.
  public var isInterrupted: Bool { CommandInterruption.isRequested }

  /// The session's timeout for external plugins, in seconds (`set plugin-timeout`).
  public var pluginTimeout: Double { Double(session.settings.pluginTimeout) }
}

extension Shell {
  /// Parses and runs one line without rendering it or asking questions.
  func evaluate(_ line: String) throws(ShellError) -> CommandResult {
    let words: [String]
    do {
      words = try Tokenizer.tokenize(line)
    } catch {
      throw .usage(error.description)
    }
    guard !words.isEmpty else { throw .usage("empty command") }
    let (spec, rest) = try registry.resolve(words)
    guard !spec.isTopLevelOnly else {
      throw .usage(
        "'\(spec.name)' cannot run inside another command",
        hint: "a command is one transaction already; run '\(spec.name)' at the prompt")
    }
    var arguments = try InvocationParser.parse(rest, for: spec, dates: dateReading())
    if arguments.flag("help") {
      return CommandResult(data: .record(HelpCommand.record(for: spec)))
    }
    try readAmounts(&arguments, for: spec)
    let context = CommandContext(
      spec: spec, arguments: arguments, commandLine: line, session: session,
      style: style(for: arguments), format: .json, interaction: nil, shell: self)
    nestedDepth += 1
    let outerOutput = nestedOutput
    let output = NestedOutput()
    nestedOutput = output
    defer {
      nestedDepth -= 1
      nestedOutput = outerOutput
    }
    do {
      var result = try spec.run(context)
      if case .none = result.data, !output.text.isEmpty {
        result.data = .record(Record(["output": .string(output.text)]))
      }
      return result
    } catch let error as ShellError {
      throw error
    } catch {
      throw Self.map(error)
    }
  }
}
