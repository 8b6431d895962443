import TerminalUI

/// `show [NAME]`: prints settings.
enum ShowCommand {
  static let spec = CommandSpec(
    "show", summary: "Show settings",
    discussion:
      "Shows the settings, or one of them, with those 'settings' lists that 'set' does not change: editor-mode (read from ~/.editrc), the fixed layout.* widths, and locale (the current account's, set with 'account set --locale'; empty when it has none).",
    arguments: [
      ArgumentSpec("name", "One setting", optional: true, completion: .named(.settings))
    ],
    examples: [
      CommandExample("show", "List every setting and its value"),
      CommandExample("show width", "Show one setting"),
    ]
  ) { context in
    let settings = context.session.settings
    // Those `set` changes, then those `settings` lists beside them (editor-mode, layout.*).
    let fixed = Dictionary(
      FixedSettings.facts(context.environment, layout: context.style.renderContext.layout)
        .map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    let value = { (name: String) -> String? in
      if name == "locale" {
        // The account's, not the session's: the ledger is opened for it only when asked
        // for by name (`show` alone opens none).
        let asked = context.arguments.value("name") == "locale"
        let ledger = asked ? try? context.ledger() : context.shell.openedLedger
        return ledger?.localeName(for: context.session) ?? ""
      }
      return settings.value(of: name) ?? fixed[name]
    }
    var names = Settings.names + FixedSettings.names + ["locale"]
    if let name = context.arguments.value("name") {
      guard value(name) != nil else {
        var message = "no setting named '\(name)'"
        if let guess = Suggestion.closest(to: name, in: names) {
          message += " — did you mean '\(guess)'?"
        }
        throw ShellError.usage(message, hint: "settings: \(names.joined(separator: ", "))")
      }
      names = [name]
    }
    let colorOverride = colorOverride(context)
    let records = names.map { name in
      var record = Record(["name": .string(name), "value": .string(value(name) ?? "")])
      if name == "color", let (inEffect, reason) = colorOverride {
        record.append("in_effect", .string(inEffect))
        record.append("because", .string(reason))
      }
      return record
    }
    return CommandResult(data: .list(records)) { style in
      records.map { record in
        let name = record["name"]?.plainText ?? ""
        var value = record["value"]?.plainText ?? ""
        if let inEffect = record["in_effect"]?.plainText,
          let reason = record["because"]?.plainText
        {
          value += " (\(inEffect) here: \(reason))"
        }
        let line = "\(name) = \(value)"
        guard DisplayWidth.of(line) > style.width else { return line }
        // Narrower than the line: "= value" goes under the name (the longest name is 20
        // columns, the narrowest width), wrapped if it must be.
        let lines = TextWrapper.wrap("= " + value, width: max(1, style.width - 2))
        return ([name] + lines.map { "  " + $0 }).joined(separator: "\n")
      }
      .joined(separator: "\n")
    }
  }

  /// What the session's colour is instead of its setting, and why; nil when the setting
  /// decides.
  ///
  /// `--no-color` wins over everything, and NO_COLOR (or CLICOLOR_FORCE, TERM=dumb) over
  /// `auto`: `show color` never says auto alone while colour is off.
  static func colorOverride(_ context: CommandContext) -> (String, String)? {
    if context.isColorOffForProcess { return ("off", "--no-color") }
    guard context.session.settings.color == nil,
      let (value, variable) = Settings.environmentColor(context.environment)
    else { return nil }
    return (value, variable.contains("=") ? variable : "\(variable) is set")
  }
}
