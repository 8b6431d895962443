import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// Runs one external plugin command: sends `run`, answers the plugin's calls by running
/// ledgersh command lines, and turns its `result` into a `CommandResult`.
///
/// All the calls of one run form one transaction and one journal entry, opened at the
/// first call (a command that calls nothing needs no ledger) and rolled back when the
/// plugin fails or breaks the protocol.
enum PluginCommandRunner {
  /// Runs `signature`'s command on `connection` for `context`.
  static func run(
    _ context: CommandContext, signature: CommandSignature, connection: PluginConnection
  ) throws(ShellError) -> CommandResult {
    let missing = signature.requiredOptions.filter { !context.arguments.has($0) }
    if let first = missing.first {
      throw .usage(
        "'\(signature.name)' needs --\(first)", hint: "see 'help \(signature.name)'")
    }
    let amounts = try amounts(context, signature)
    let timeout = context.pluginTimeout
    let activity = "running '\(signature.name)'"
    // A failed command leaves nothing behind: its changes to the ledger are rolled back,
    // and a `use` or `set` it called is undone in the session too.
    let session = context.session
    let before = (session.settings, session.currentProject, session.currentAccount)
    _ = connection.takeInvalidText()
    defer {
      if connection.takeInvalidText() {
        context.warning(
          "the plugin '\(connection.name)' wrote text that is not UTF-8 while \(activity); "
            + "what could not be read is kept as \u{FFFD}")
      }
    }
    do {
      return try connection.converse(timeout: timeout, doing: activity) {
        id throws(ShellError) in
        try connection.send(
          .run(
            id: id, command: signature.name, arguments: arguments(context, signature, amounts),
            options: options(context, amounts), context: runContext(context)),
          timeout: timeout, doing: activity
        ) { context.isInterrupted }
        var conversation = Conversation(
          context: context, connection: connection, id: id, timeout: timeout,
          activity: activity)
        return try conversation.answer()
      }
    } catch {
      (session.settings, session.currentProject, session.currentAccount) = before
      throw error
    }
  }

  /// The positional values in the order the signature declares them.
  static func arguments(
    _ context: CommandContext, _ signature: CommandSignature, _ amounts: [String: [String]]
  ) -> [String] {
    (signature.arguments ?? []).flatMap { amounts[$0.name] ?? context.arguments.values($0.name) }
  }

  /// The options given: `true` for a flag, the value (a list when repeatable) otherwise.
  static func options(_ context: CommandContext, _ amounts: [String: [String]]) -> Record {
    var record = Record(fields: [])
    for option in context.spec.options {
      if option.isFlag {
        if context.arguments.flag(option.name) { record.append(option.name, .bool(true)) }
        continue
      }
      let values = amounts[option.name] ?? context.arguments.values(option.name)
      guard let last = values.last else { continue }
      record.append(
        option.name,
        option.isRepeatable ? .list(values.map(FieldValue.string)) : .string(last))
    }
    return record
  }

  /// The `money` values given, by argument or option name: checked as the host's own
  /// commands check amounts, in the current account's currency, and written as plain
  /// decimals (`$1,249.99` becomes `1249.99`) for the plugin.
  static func amounts(_ context: CommandContext, _ signature: CommandSignature)
    throws(ShellError) -> [String: [String]]
  {
    let money = CommandSignature.Value.type("money")
    let given =
      (signature.arguments ?? []).filter { $0.value == money }.map {
        ($0.name, $0.name.uppercased())
      }
      + (signature.options ?? []).filter { $0.value == money && $0.flag != true }
      .map { ($0.name, "--" + $0.name) }
    let named = given.filter { !context.arguments.values($0.0).isEmpty }
    guard !named.isEmpty else { return [:] }
    let currency = accountCurrency(context)
    var amounts: [String: [String]] = [:]
    for (name, shown) in named {
      var values: [String] = []
      for value in context.arguments.values(name) {
        do {
          values.append(try Money.parse(value, currency: currency).decimalString)
        } catch {
          throw .usage("\(shown): \(error.message)", hint: "see 'help \(signature.name)'")
        }
      }
      amounts[name] = values
    }
    return amounts
  }

  /// The currency amounts are read in: the current account's, else the default account's;
  /// US dollars when no ledger can be read.
  private static func accountCurrency(_ context: CommandContext) -> Currency {
    guard let store = try? context.store() else { return .usd }
    if let current = context.session.currentAccount,
      let account = try? store.account(EntityID(current.id))
    {
      return account.currency
    }
    return (try? store.defaultAccount().currency) ?? .usd
  }

  /// The account commands act in: the one chosen (`account use`, `--account`), else the
  /// current project's, else the default one; nil when no ledger can be read.
  ///
  /// A plugin was sent null unless an account had been chosen by name, on a ledger of
  /// several accounts too, where the prompt names the account (found by QA).
  private static func currentAccount(_ context: CommandContext) -> ContextRef? {
    if let chosen = context.session.currentAccount { return chosen }
    guard let store = try? context.store() else { return nil }
    let account =
      context.session.currentProject.flatMap { project in
        (try? store.project(EntityID(project.id))).flatMap { try? store.account($0.accountID) }
      } ?? (try? store.defaultAccount())
    return account.map { ContextRef(id: $0.id.rawValue, name: $0.name) }
  }

  /// What the plugin may want to know about the session.
  static func runContext(_ context: CommandContext) -> Record {
    func reference(_ ref: ContextRef?) -> FieldValue {
      guard let ref else { return .null }
      return .record(Record(["id": .integer(ref.id), "name": .string(ref.name)]))
    }
    return Record([
      "project": reference(context.session.currentProject),
      "account": reference(currentAccount(context)),
      "width": .int(context.style.width), "format": .string(context.format.rawValue),
      "interactive": .bool(context.interaction != nil),
    ])
  }

  /// The messages after one `run`, up to its result or error.
  private struct Conversation {
    let context: CommandContext
    let connection: PluginConnection
    let id: Int64
    let timeout: Double
    let activity: String
    var inTransaction = false

    /// Reads messages and answers calls until the plugin ends the command.
    mutating func answer() throws(ShellError) -> CommandResult {
      while true {
        let message = try connection.receive(timeout: timeout, doing: activity) {
          context.isInterrupted
        }
        switch message {
        case .call(let callID, let line):
          guard inTransaction else { return try answerInTransaction(callID, line) }
          try reply(to: callID, line)
        case .result(let result):
          guard result.id == id else { throw mismatch(result.id) }
          try checkFields(result)
          return PluginResultView.result(result)
        case .error(let errorID, let text, let status):
          guard errorID == id else { throw mismatch(errorID) }
          // The plugin's status, where it is one of the shell's: 2 a usage error, 3 the
          // ledger; anything else a failed command (1).
          let kind: ShellError.Kind = status == 2 ? .usage : status == 3 ? .store : .failure
          throw ShellError(
            text.isEmpty ? "plugin '\(connection.name)' failed" : text,
            hint: "'\(context.spec.name)' comes from the plugin '\(connection.name)'",
            kind: kind)
        case .hello, .commands:
          throw connection.fail(
            "broke the protocol: it sent '\(message.kind)' during a command",
            activity: activity)
        }
      }
    }

    /// Opens the command's transaction and carries on inside it.
    private mutating func answerInTransaction(_ callID: Int64, _ line: String)
      throws(ShellError) -> CommandResult
    {
      var inner = self
      inner.inTransaction = true
      // A read-only ledger has no transaction to open: calls that only read work, and one
      // that writes fails on its own, as it would at the prompt.
      if (try? context.store())?.isReadOnly == true {
        try inner.reply(to: callID, line)
        return try inner.answer()
      }
      do {
        return try context.perform { _ in
          try inner.reply(to: callID, line)
          return try inner.answer()
        }
      } catch let error as ShellError {
        throw error
      } catch let error as StoreError {
        throw ShellError(error.message, kind: error.kind.isStoreFailure ? .store : .failure)
      } catch {
        throw .failure("\(error)")
      }
    }

    private func reply(to callID: Int64, _ line: String) throws(ShellError) {
      let answer: HostMessage
      do {
        let result = try context.evaluate(line)
        answer = .reply(id: callID, data: PluginResultView.data(of: result))
      } catch {
        if case .exit = error.kind {
          answer = .failedReply(id: callID, status: 1, error: "'exit' cannot be called")
        } else {
          answer = .failedReply(id: callID, status: error.exitStatus, error: error.message)
        }
      }
      try connection.send(answer, timeout: timeout, doing: activity) { context.isInterrupted }
    }

    /// Refuses a view whose `fields` name none of the records' fields: it would show
    /// rows of nothing. (A field some records lack is shown empty in those.)
    private func checkFields(_ result: PluginResult) throws(ShellError) {
      guard let fields = result.view.fields, !result.records.isEmpty,
        !fields.contains(where: { name in result.records.contains { $0[name] != nil } })
      else { return }
      guard !fields.isEmpty else {
        throw connection.fail(
          "broke the protocol: its view's fields list is empty, which would show nothing",
          activity: activity)
      }
      var names: [String] = []
      for record in result.records {
        for field in record.fields where !names.contains(field.name) { names.append(field.name) }
      }
      func quoted(_ list: [String]) -> String {
        list.map { "'\(VisibleText.escaping($0, keepingNewlines: false))'" }
          .joined(separator: ", ")
      }
      throw connection.fail(
        "broke the protocol: its view's fields (\(quoted(fields))) name none of its "
          + "records' fields (\(quoted(names)))", activity: activity)
    }

    private func mismatch(_ other: Int64) -> ShellError {
      connection.fail(
        "broke the protocol: it answered run \(other) while running \(id)", activity: activity)
    }
  }
}

extension PluginMessage {
  /// The message's key, for errors.
  var kind: String {
    switch self {
    case .hello: return "hello"
    case .commands: return "commands"
    case .call: return "call"
    case .result: return "result"
    case .error: return "error"
    }
  }
}
