import Foundation
import LedgerCore
import LedgerShell
import LedgerViews

/// `space checklist add S TEXT…`: adds entries at the end of a space's checklist.
enum SpaceChecklistAddCommand {
  static let spec = CommandSpec(
    "space checklist add",
    summary: "Add entries to a space's checklist",
    discussion: "Each TEXT is one entry, added at the end, not done. Quote text with spaces.",
    arguments: [
      SpaceArguments.space, ArgumentSpec("text", "An entry's text", variadic: true),
    ],
    options: [SpaceArguments.project],
    examples: [
      CommandExample(
        "space checklist add Kitchen \"Order tiles\" \"Book electrician\"", "Add two entries")
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let texts = context.arguments.values("text").map {
      $0.trimmingWhitespaceAndNewlines()
    }
    guard !texts.isEmpty else {
      throw ShellError.usage("give the entries' text", hint: "usage: \(spec.usage)")
    }
    guard !texts.contains(where: \.isEmpty) else {
      throw ShellError.usage("a checklist entry needs some text")
    }
    let (project, space) = try SpaceArguments.resolve(context)
    var edited = space
    edited.checklist += texts.map { ChecklistEntry(text: $0) }
    let changes = edited
    let saved = try context.perform { writer in try writer.updateSpace(changes) }
    let first = space.checklist.count + 1
    let numbers =
      texts.count == 1 ? "entry \(first)" : "entries \(first)–\(first + texts.count - 1)"
    return try SpaceArguments.changed(
      saved, project: project, context: context,
      message: "Added checklist \(numbers) to '\(saved.name)'.")
  }
}
