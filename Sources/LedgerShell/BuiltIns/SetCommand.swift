/// `set NAME VALUE`: changes a session setting.
enum SetCommand {
  static let spec = CommandSpec(
    "set", summary: "Change a setting for this session",
    discussion:
      "Settings: format (text, json, jsonl, csv, tsv), width (N or auto), color (auto, on, off), pager (on, off), quiet (on, off), plugin-timeout (seconds, 1 to 3600, default 10, that an external plugin may take to answer, or to read a line the host writes; set in the startup file, it bounds the plugins' start-up too), studio.name (the studio's name at the top of the pages 'report budget' and 'report ffe' write) and studio.logo (a PNG, JPEG, WebP or HEIC picture for those pages, or none). 'settings' lists them with where each value came from. Put set commands in the startup file to keep them.",
    arguments: [
      ArgumentSpec("name", "The setting", completion: .named(.settings)),
      ArgumentSpec("value", "Its new value", completion: .named(.settingValues)),
    ],
    examples: [
      CommandExample("set format json", "Print JSON from now on"),
      CommandExample("set width auto", "Follow the terminal's width again"),
      CommandExample("set studio.name \"Atelier Nord\"", "The studio's name on report pages"),
    ]
  ) { context in
    let name = context.arguments.value("name") ?? ""
    let value = context.arguments.value("value") ?? ""
    try context.session.settings.set(name, to: value, source: context.shell.settingSource)
    return .empty
  }
}
