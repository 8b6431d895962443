/// `help [COMMAND]`: lists commands, or shows one command's help.
enum HelpCommand {
  static let spec = CommandSpec(
    "help", summary: "List commands, or show help for one",
    discussion:
      "Without a command, lists every command by group. With one, shows its usage, options and examples; the same as COMMAND --help. With --format json, lists the commands as data.",
    arguments: [
      ArgumentSpec(
        "command", "A command, or the first word of several", optional: true,
        variadic: true, completion: .named(.commands))
    ],
    examples: [
      CommandExample("help", "List all commands"),
      CommandExample("help project add", "Show how to add a project"),
    ]
  ) { context in
    let words = context.arguments.values("command")
    let registry = context.shell.registry
    if words.isEmpty {
      let records = registry.commands.map { spec in
        Record([
          "name": .string(spec.name), "aliases": .list(spec.aliases.map(FieldValue.string)),
          "group": .string(spec.group), "summary": .string(spec.summary),
          "usage": .string(spec.usage),
        ])
      }
      return CommandResult(data: .list(records)) { style in
        HelpRenderer.overview(registry, style: style)
      }
    }
    let name = words.joined(separator: " ")
    if let spec = registry.spec(named: name) {
      return CommandResult(data: .record(record(for: spec))) { style in
        HelpRenderer.help(for: spec, style: style)
      }
    }
    if let topic = registry.topic(named: name) {
      // Not a command of the shell (one run from the system shell, `ledgersh copy`).
      return CommandResult(data: .record(Record(["usage": .string(topic.usage)]))) {
        _ in topic.text
      }
    }
    let children = registry.commands(under: name)
    if !children.isEmpty {
      return CommandResult(data: .list(children.map(record(for:)))) { style in
        HelpRenderer.group(name, children, style: style)
      }
    }
    let (spec, rest) = try registry.resolve(words)
    if let extra = rest.first {
      throw ShellError.usage(
        "'\(spec.name)' has no subcommand '\(extra)'", hint: "see 'help \(spec.name)'")
    }
    return CommandResult(data: .record(record(for: spec))) { style in
      HelpRenderer.help(for: spec, style: style)
    }
  }

  /// A command's spec as data, for `help CMD --format json`.
  static func record(for spec: CommandSpec) -> Record {
    Record([
      "name": .string(spec.name), "aliases": .list(spec.aliases.map(FieldValue.string)),
      "group": .string(spec.group), "summary": .string(spec.summary),
      "usage": .string(spec.usage), "discussion": .string(spec.discussion),
      "arguments": .list(
        spec.arguments.map { argument in
          .record(
            Record([
              "name": .string(argument.name), "summary": .string(argument.summary),
              "type": .string(argument.type.placeholder),
              "optional": .bool(argument.isOptional), "variadic": .bool(argument.isVariadic),
            ]))
        }),
      "options": .list(
        spec.allOptions.map { option in
          .record(
            Record([
              "name": .string(option.name), "short": .optional(option.short.map(String.init)),
              "summary": .string(option.summary),
              "value": .optional(option.type?.placeholder),
              "default": .optional(option.defaultValue),
            ]))
        }),
      "examples": .list(
        spec.examples.map { example in
          .record(
            Record(["command": .string(example.command), "summary": .string(example.summary)]))
        }),
    ])
  }
}
