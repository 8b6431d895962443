import LedgerShell

/// `space check S N|TEXT…`: marks checklist entries done.
enum SpaceCheckCommand {
  static let spec = CommandSpec(
    "space check",
    summary: "Mark checklist entries of a space done",
    discussion: """
      Name each entry by its number in 'space show' or by the start of its text (ignoring \
      case); text that fits several entries is refused with their numbers.
      """,
    arguments: [SpaceArguments.space, ChecklistReference.argument],
    options: [SpaceArguments.project],
    examples: [
      CommandExample("space check Kitchen 1 3", "Check entries 1 and 3"),
      CommandExample("space check Kitchen measure", "Check the entry starting 'Measure'"),
    ]
  ) { context in try ChecklistMarking.run(context, done: true) }
}
