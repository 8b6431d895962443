/// `exit [N]` / `quit`: leaves the shell, or stops a script with status N.
enum ExitCommand {
  static let spec = CommandSpec(
    "exit", aliases: ["quit"], summary: "Leave the shell (in a script: stop with status N)",
    arguments: [
      ArgumentSpec(
        "status", "Exit status, 0–255 (default 0)", type: .integer(0...255), optional: true)
    ],
    examples: [
      CommandExample("exit", "Leave with status 0"),
      CommandExample("exit 4", "Stop a script with status 4"),
    ]
  ) { context in
    throw ShellError("", kind: .exit(Int32(context.arguments.integer("status") ?? 0)))
  }
  .topLevelOnly()
}
