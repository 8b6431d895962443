/// `version`: prints ledgersh's version.
enum VersionCommand {
  static let spec = CommandSpec(
    "version", summary: "Show the version of ledgersh",
    examples: [CommandExample("version", "Print the version")]
  ) { context in
    let version = context.shell.environment.version
    return CommandResult(data: .record(Record(["version": .string(version)]))) { _ in
      "ledgersh \(version)"
    }
  }
}
