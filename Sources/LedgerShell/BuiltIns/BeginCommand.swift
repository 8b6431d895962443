/// `begin`: opens a group of commands that `commit` keeps as one change.
enum BeginCommand {
  static let spec = CommandSpec(
    "begin", summary: "Start a group of changes that commit keeps as one",
    discussion:
      "Until 'commit', the commands you run change the ledger in one transaction: they see their own changes, other sessions see none of them, and the prompt shows (group). 'commit' keeps them as one journal entry, which one 'undo' reverts; 'rollback' discards them. A command that fails inside the group is rolled back alone and the group stays open; so is one you stop with Ctrl-C, once it has run to its end (stopping a write midway would lose the whole group), and ledgersh says so as soon as the key is pressed. Leaving the session, or reaching the end of a script (of the last -c or -f given), with the group open rolls it back and says so (a script then fails with status 1). 'undo' and 'backup' are refused until the group is closed. Groups do not nest; a script run with -1 is one group already.",
    examples: [CommandExample("begin", "Start a group; then run commands and 'commit'")]
  ) { context in
    try context.shell.beginGroup()
  }
  .topLevelOnly()
}
