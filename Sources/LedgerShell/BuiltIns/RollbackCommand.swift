/// `rollback`: discards the changes of the open group.
enum RollbackCommand {
  static let spec = CommandSpec(
    "rollback", summary: "Discard the changes of the group begin started",
    discussion:
      "Undoes every change made since 'begin' and closes the group; nothing of it reaches the journal or other sessions. Fails when no group is open.",
    examples: [CommandExample("rollback", "Forget everything since 'begin'")]
  ) { context in
    try context.shell.rollbackGroup()
  }
  .topLevelOnly()
}
