import LedgerShell

/// `space uncheck S N|TEXT…`: marks checklist entries not done.
enum SpaceUncheckCommand {
  static let spec = CommandSpec(
    "space uncheck",
    summary: "Mark checklist entries of a space not done",
    discussion: """
      Name each entry by its number in 'space show' or by the start of its text (ignoring \
      case); text that fits several entries is refused with their numbers.
      """,
    arguments: [SpaceArguments.space, ChecklistReference.argument],
    options: [SpaceArguments.project],
    examples: [CommandExample("space uncheck Kitchen 1", "Mark entry 1 not done again")]
  ) { context in try ChecklistMarking.run(context, done: false) }
}
