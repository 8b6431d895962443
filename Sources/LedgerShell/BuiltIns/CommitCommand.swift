/// `commit`: keeps the changes of the open group as one journal entry.
enum CommitCommand {
  static let spec = CommandSpec(
    "commit", summary: "Keep the changes of the group begin started, as one",
    discussion:
      "Writes the open group's changes for good, as one journal entry: 'journal' lists it once and one 'undo' reverts all of it. Other sessions see the changes from now on. Fails when no group is open.",
    examples: [
      CommandExample("commit", "Keep the group's changes"),
      CommandExample("commit --format json", "Report the journal entry as JSON"),
    ]
  ) { context in
    try context.shell.commitGroup()
  }
  .topLevelOnly()
}
