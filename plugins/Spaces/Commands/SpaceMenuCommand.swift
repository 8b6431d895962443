import Foundation
import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `space menu S`: the space's action menu — edit ›, check or uncheck entries, add a
/// checklist entry, delete.
enum SpaceMenuCommand {
  static let spec = CommandSpec(
    "space menu",
    summary: "Open a space's action menu (terminal only)",
    discussion: """
      Rows: edit › (rename, notes), check or uncheck entries (a menu where several entries \
      toggle at once, done ones marked), add a checklist entry, delete (asks first). \
      Scripts use 'space edit', 'space check', 'space checklist add' and \
      'space delete --yes' instead.
      """,
    arguments: [SpaceArguments.space],
    options: [SpaceArguments.project],
    examples: [CommandExample("space menu Kitchen", "Act on the Kitchen space")]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let (project, space) = try SpaceArguments.resolve(context)
    // Every row changes the ledger: refused before the menu on a read-only one.
    try context.refuseIfReadOnly()
    let interaction = try context.requireInteraction(
      instead: "'space edit', 'space check' or 'space delete --yes'")
    let input = InteractionLineSource(interaction)
    let output = InteractionOutput(interaction)
    let render = context.style.renderContext
    var rows = [
      ActionMenuItem(
        id: "edit", label: "Edit", symbol: "✎",
        subactions: [
          ActionMenuItem(id: "name", label: "Rename"),
          ActionMenuItem(id: "notes", label: "Edit notes"),
        ])
    ]
    if !space.checklist.isEmpty {
      rows.append(ActionMenuItem(id: "check", label: "Check or uncheck entries", symbol: "☑"))
    }
    rows += [
      ActionMenuItem(id: "add", label: "Add checklist entry", symbol: "+"),
      ActionMenuItem(
        id: "delete", label: "Delete", symbol: "✖", isDestructive: true,
        confirmation: "Delete space '\(space.name)'"),
    ]
    let menu = ActionMenu(title: "\(space.name) (\(space.id))", items: rows)
    var edited = space
    let message: String
    switch menu.run(input: input, output: output, context: render) {
    case .submenu("edit", "name"):
      guard let name = answer(interaction, "New name [\(space.name)]: ") else {
        return .note("Nothing changed.")
      }
      edited.name = name
      message = "Renamed space '\(space.name)' to '\(name)'."
    case .submenu("edit", "notes"):
      guard let notes = interaction.readLine(prompt: "Notes: ") else {
        return .note("Nothing changed.")
      }
      edited.notes = notes.trimmingCharacters(in: .whitespaces)
      message = "Saved the notes of '\(space.name)'."
    case .selected("check"):
      let entries = ActionMenu(
        title: "Checklist of \(space.name) — choose entries to toggle, then 'done'",
        items: space.checklist.enumerated().map { index, entry in
          ActionMenuItem(id: "\(index)", label: entry.text)
        },
        allowsMultipleSelection: true,
        initialSelection: Set(
          space.checklist.indices.filter { space.checklist[$0].isDone }
            .map { "\($0)" }))
      guard
        case .selectedMany(let done) = entries.run(input: input, output: output, context: render)
      else { return .note("Nothing changed.") }
      for index in edited.checklist.indices {
        edited.checklist[index].isDone = done.contains("\(index)")
      }
      message =
        "Checklist of '\(space.name)': \(edited.checklistDoneCount)/\(edited.checklist.count) done."
    case .selected("add"):
      guard let text = answer(interaction, "Checklist entry: ") else {
        return .note("Nothing changed.")
      }
      edited.checklist.append(ChecklistEntry(text: text))
      message = "Added checklist entry \(edited.checklist.count) to '\(space.name)'."
    case .selected("delete"):
      try context.perform { writer in
        try context.requireUnchanged(
          "Space '\(space.name)'", shown: space.updatedAt,
          stored: try writer.space(space.id).updatedAt, show: "space show \(space.id)")
        try writer.deleteSpace(space.id)
      }
      return .note(
        "Deleted space '\(space.name)'; its items stay in '\(project.name)' with no space "
          + "('undo' brings it back).")
    default:
      return .note("Nothing changed.")
    }
    guard edited != space else { return .note("Nothing changed.") }
    let changes = edited
    let saved = try context.perform { writer in try writer.updateSpace(changes) }
    return try SpaceArguments.changed(saved, project: project, context: context, message: message)
  }

  /// A non-empty answer, or nil when the user cancels or answers nothing.
  static func answer(_ interaction: Interaction, _ prompt: String) -> String? {
    guard let text = interaction.readLine(prompt: prompt) else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty ? nil : trimmed
  }
}
