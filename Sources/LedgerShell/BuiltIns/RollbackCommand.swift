/// `rollback`: discards the changes of the open group.
enum RollbackCommand {
  static let spec = CommandSpec(
    "rollback", summary: "Discard the changes of the group begin started",
    discussion:
      "Undoes every change made since 'begin' and closes the group; nothing of it reaches the journal or other sessions. Fails when no group is open. A group lost on the way (a team ledger's lost connection) is refused to every later command, as psql refuses an aborted transaction, until 'rollback' or 'commit' ends it; under -1 the script stops there, even with --keep-going.",
    examples: [CommandExample("rollback", "Forget everything since 'begin'")]
  ) { context in
    try context.shell.rollbackGroup()
  }
  .topLevelOnly()
}
