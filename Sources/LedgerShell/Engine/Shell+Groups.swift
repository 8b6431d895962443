extension Shell {
  /// Whether a group (`begin` or `-1`) is open, for the prompt.
  public var isGroupOpen: Bool { group != nil }

  /// Opens a group with `begin`.
  func beginGroup() throws(ShellError) -> CommandResult {
    if let group {
      if group.opener == .singleTransaction { throw Self.singleTransactionError("begin") }
      throw .failure(
        "a group is open already (\(group.changeCount) so far)",
        hint: "'commit' or 'rollback' it first; groups do not nest")
    }
    let store = try ledger()
    do {
      try store.beginGroup()
    } catch {
      throw Self.map(error)
    }
    group = CommandGroup(opener: .begin, openedAt: runningAt)
    if store.isReadOnly {
      return .note(
        "Began a group on a read-only ledger: its commands see one snapshot of the ledger "
          + "until 'commit' or 'rollback'.")
    }
    return .note(
      "Began a group: its changes stay private until 'commit'; 'rollback' discards them.")
  }

  /// Commits the open group with `commit`: one journal entry, one `undo`.
  func commitGroup() throws(ShellError) -> CommandResult {
    if groupLost {
      groupLost = false
      throw .failure(
        "nothing was committed: the group was lost and rolled back",
        hint: "run the group again from 'begin'")
    }
    let group = try openGroup(for: "commit")
    self.group = nil
    let entry: CommittedGroup?
    do {
      entry = try ledger().commitGroup(group.journalLabel)
    } catch {
      throw Self.map(error)
    }
    guard let entry else { return .note("Committed the group; it changed nothing.") }
    return .changed(
      entry.record,
      message:
        "Committed \(group.changeCount) as one change \(entry.name) (\(entry.summary)); "
        + "one 'undo' reverts it.")
  }

  /// Rolls the open group back with `rollback`.
  func rollbackGroup() throws(ShellError) -> CommandResult {
    if groupLost {
      groupLost = false
      return .note("Rolled back: the group had been lost, and nothing of it was saved.")
    }
    let group = try openGroup(for: "rollback")
    self.group = nil
    do {
      try ledger().rollbackGroup()
    } catch {
      throw Self.map(error)
    }
    return .note("Rolled back \(group.changeCount); the ledger is as it was before 'begin'.")
  }

  /// The group `commit` or `rollback` closes, or the error saying why there is none.
  private func openGroup(for command: String) throws(ShellError) -> CommandGroup {
    guard let group else {
      throw .failure("no group is open", hint: "'begin' starts one")
    }
    if group.opener == .singleTransaction { throw Self.singleTransactionError(command) }
    return group
  }

  private static func singleTransactionError(_ command: String) -> ShellError {
    .failure(
      "'\(command)' cannot run in a script run with -1: the whole script is one group",
      hint: "drop -1 to group commands with begin and commit")
  }

  /// Whether Ctrl-C waits for the command to end instead of interrupting the store: inside
  /// a `begin` group, where the command runs in a savepoint of its own
  /// (`runInOpenGroup(_:_:)`).
  ///
  /// An interrupted write makes SQLite roll back the whole transaction, and PostgreSQL's
  /// interrupt closes the connection: either way the group, and every command the user ran
  /// in it, would be lost.
  var defersInterrupt: Bool {
    guard group?.opener == .begin, let store = openedLedger else { return false }
    return store.isGroupOpen && !store.isReadOnly
  }

  /// Runs a command typed inside a `begin` group in a savepoint of its own, so that Ctrl-C
  /// takes back that command alone: it ends (`defersInterrupt`), is rolled back, and the
  /// group stays open with what came before.
  ///
  /// Outside a group, nested, on a read-only ledger, or for a command that is top-level only
  /// (`commit`, `rollback`, `source`, …), the command just runs.
  func runInOpenGroup(_ spec: CommandSpec, _ context: CommandContext) throws -> CommandResult {
    guard nestedDepth == 0, !spec.isTopLevelOnly, defersInterrupt, let store = openedLedger,
      let group
    else { return try spec.run(context) }
    do {
      return try store.performChange(context.commandLine) {
        let result = try spec.run(context)
        // A command that changed nothing in the ledger (an export, which wrote its file) has
        // nothing to take back: it ran to its end, and says what it did.
        let changed = (self.group?.changes.count ?? 0) > group.changes.count
        if CommandInterruption.isRequested, changed {
          throw ShellError(
            "interrupted: '\(context.commandLine)' was rolled back; the group stays open",
            hint: group.changes.isEmpty
              ? "nothing else is in the group yet"
              : "it holds \(group.changeCount) since 'begin'; 'commit' keeps them")
        }
        return result
      }
    } catch {
      // Its changes are gone: the group counts and journals only what came before.
      if self.group != nil { self.group?.changes = group.changes }
      throw error
    }
  }

  /// Notes a command line that changed the ledger inside the open group.
  func recordGroupChange(_ commandLine: String) {
    guard nestedDepth == 0 else { return }
    group?.changes.append(commandLine)
  }

  /// Forgets a group the store no longer has.
  ///
  /// An interrupt or a failed statement aborted it, and the error already said so. Under `-1` the script stops there, so that
  /// no later command is written on its own.
  func forgetLostGroup(after error: ShellError? = nil) {
    guard let group, openedLedger?.isGroupOpen != true else { return }
    self.group = nil
    switch group.opener {
    case .singleTransaction:
      // The script stops, with the failure's status (3 for a lost connection).
      if exitRequest == nil { exitRequest = error.map { max(1, $0.exitStatus) } ?? 1 }
    case .begin:
      groupLost = true
    }
  }

  /// The commands the store refuses while a group is open.
  static let refusedInGroups: Set<String> = ["undo", "backup"]

  /// The commands that still run after a group was lost.
  static let endsLostGroup: Set<String> = ["commit", "rollback", "exit", "help"]

  /// Rolls back a group left open when a script or the session ends, and says so;
  /// answers whether there was one.
  @discardableResult
  func rollbackGroupLeftOpen(_ why: String) -> Bool {
    guard let group else { return false }
    self.group = nil
    try? openedLedger?.rollbackGroup()
    report(
      .failure(
        "\(why) with a group open: rolled back \(group.changeCount) since 'begin'"
          + (group.openedAt.map { " at \($0.name):\($0.line)" } ?? ""),
        hint: "end the group with 'commit' to keep its changes"),
      at: nil)
    return true
  }

  /// Runs `scripts` as one transaction (`-1`): everything is committed if they succeed,
  /// and nothing if any command fails; answers their exit status.
  public func runAsOneTransaction(_ scripts: () -> Int32) -> Int32 {
    do {
      try ledger().beginGroup()
    } catch {
      report(Self.map(error), at: nil)
      return Self.map(error).exitStatus
    }
    group = CommandGroup(opener: .singleTransaction)
    let status = scripts()
    let final = exitRequest ?? status
    guard let group, group.opener == .singleTransaction else {
      // The store lost the group (it said why); nothing of it was written.
      return final == 0 ? 1 : final
    }
    self.group = nil
    guard final == 0 else {
      try? openedLedger?.rollbackGroup()
      writeNote("Rolled back the whole script (-1): the ledger is unchanged.")
      return final
    }
    do {
      _ = try ledger().commitGroup(group.journalLabel)
      return 0
    } catch {
      let error = Self.map(error)
      report(error, at: nil)
      return error.exitStatus
    }
  }
}
