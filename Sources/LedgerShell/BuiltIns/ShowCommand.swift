/// `show [NAME]`: prints settings.
enum ShowCommand {
  static let spec = CommandSpec(
    "show", summary: "Show settings",
    arguments: [
      ArgumentSpec("name", "One setting", optional: true, completion: .named(.settings))
    ],
    examples: [
      CommandExample("show", "List every setting and its value"),
      CommandExample("show width", "Show one setting"),
    ]
  ) { context in
    let settings = context.session.settings
    var names = Settings.names
    if let name = context.arguments.value("name") {
      guard settings.value(of: name) != nil else {
        var message = "no setting named '\(name)'"
        if let guess = Suggestion.closest(to: name, in: names) {
          message += " — did you mean '\(guess)'?"
        }
        throw ShellError.usage(message, hint: "settings: \(names.joined(separator: ", "))")
      }
      names = [name]
    }
    let records = names.map { name in
      Record(["name": .string(name), "value": .string(settings.value(of: name) ?? "")])
    }
    return CommandResult(data: .list(records)) { _ in
      records.map { "\($0["name"]?.plainText ?? "") = \($0["value"]?.plainText ?? "")" }
        .joined(separator: "\n")
    }
  }
}
