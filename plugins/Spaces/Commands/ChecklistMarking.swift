import LedgerCore
import LedgerShell
import LedgerViews

/// Marks checklist entries done or not done: what `space check` and `space uncheck` share.
enum ChecklistMarking {
  /// Sets the entries the `entry` arguments name to `done`, in one change.
  static func run(_ context: CommandContext, done: Bool) throws -> CommandResult {
    let references = context.arguments.values("entry")
    guard !references.isEmpty else {
      throw ShellError.usage(
        "say which entries: their numbers or the start of their text",
        hint: "usage: \(context.spec.usage)")
    }
    let (project, space) = try SpaceArguments.resolve(context)
    var indices: [Int] = []
    for reference in references {
      let index = try ChecklistReference.index(of: reference, in: space)
      if !indices.contains(index) { indices.append(index) }
    }
    var edited = space
    for index in indices { edited.checklist[index].isDone = done }
    let names = indices.map { "\($0 + 1) '\(space.checklist[$0].text)'" }
      .joined(separator: ", ")
    guard edited != space else {
      let state = done ? "done" : "not done"
      return try SpaceArguments.changed(
        space, project: project, context: context,
        message: "Already \(state) in '\(space.name)': \(names).")
    }
    let changes = edited
    let saved = try context.perform { writer in try writer.updateSpace(changes) }
    let verb = done ? "Checked" : "Unchecked"
    let progress = "\(saved.checklistDoneCount)/\(saved.checklist.count) done"
    return try SpaceArguments.changed(
      saved, project: project, context: context,
      message: "\(verb) \(names) in '\(saved.name)' (\(progress)).")
  }
}
