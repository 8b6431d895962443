import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews

/// The arguments and lookups the space commands share.
enum SpaceArguments {
  /// The `SPACE` argument: a name in the project, or `#id`.
  static let space = ArgumentSpec(
    "space", "The space's name or #id", type: .reference("space"), completion: .named(.spaces))

  /// `--project P`: the project whose spaces are meant, instead of the current one.
  static let project = OptionSpec(
    "project", "The project (default: the current one)", type: .reference("project"),
    completion: .named(.projects))

  /// The space the `space` argument names, with its project.
  ///
  /// `#12` finds the space in any project unless --project is given; a name is looked up
  /// in `--project P` or the current project.
  static func resolve(_ context: CommandContext) throws -> (project: Project, space: Space) {
    try context.space(reference: context.arguments.value("space") ?? "")
  }

  /// How many items are in the space.
  static func itemCount(of space: Space, store: any Store) throws -> Int {
    try store.itemCount(ItemQuery(scope: .project(space.projectID), spaceID: space.id))
  }

  /// The result of a change to a space: its record, and the message as text.
  static func changed(_ space: Space, project: Project, context: CommandContext, message: String)
    throws -> CommandResult
  {
    let count = try itemCount(of: space, store: context.store())
    return .changed(space.record(projectName: project.name, itemCount: count), message: message)
  }
}
