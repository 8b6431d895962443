/// `source FILE`: runs the commands in a script file within this session.
enum SourceCommand {
  static let spec = CommandSpec(
    "source", aliases: ["."], summary: "Run the commands in a script file",
    discussion:
      "Runs FILE line by line in this session, so settings and the current project it sets stay set. An error inside stops the file and is reported as FILE:LINE. In a script, a relative FILE is found in the folder of that script (like psql's \\ir); typed, or given with -c, in the current folder.",
    arguments: [ArgumentSpec("file", "The script to run", type: .path)],
    examples: [CommandExample("source month-end.lsh", "Run a saved script")]
  ) { context in
    try context.shell.source(context.arguments.value("file") ?? "")
    return .empty
  }
  .topLevelOnly()
}
