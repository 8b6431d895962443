import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `spaces` / `space list`: the project's spaces as cards.
enum SpaceListCommand {
  static let spec = CommandSpec(
    "space list", aliases: ["spaces"],
    summary: "List a project's spaces as cards",
    discussion: """
      Each card shows the space's name, how many items it holds, its checklist's progress \
      as a bar and done/total, and the start of its notes. The spaces are those of the \
      current project, or --project P, by name.
      """,
    options: [SpaceArguments.project],
    examples: [
      CommandExample("spaces", "The current project's spaces"),
      CommandExample("spaces --format json", "The same as JSON"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let project = try context.targetProject()
    let store = try context.store()
    let spaces = try store.spaces(projectID: project.id)
    let counts = try spaces.map { try SpaceArguments.itemCount(of: $0, store: store) }
    let records = zip(spaces, counts).map { space, count in
      space.record(projectName: project.name, itemCount: count)
    }
    let images = try spaces.map { space in
      try store.attachments(of: .space(space.id)).first { $0.isPrimary }
    }
    let cards = spaces.indices.map {
      SpaceCard(spaces[$0], itemCount: counts[$0], primaryImage: images[$0])
    }
    let emptyMessage =
      "'\(project.name)' has no spaces yet. Add one with 'space add NAME'."
    return CommandResult(
      data: .records(records, columns: Space.recordFields),
      message: spaces.isEmpty ? emptyMessage : nil
    ) { style in
      cards.isEmpty ? CommandResult.wrapped(emptyMessage, style: style) : style.draw(Grid(cards))
    }
  }
}
