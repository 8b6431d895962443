import Foundation
import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `settings`: every setting with its value and where that value came from.
enum SettingsCommand {
  static let spec = CommandSpec(
    "settings",
    summary: "List every setting with its value and where it came from",
    discussion: """
      Sources: default; init file (a 'set' in $XDG_CONFIG_HOME/ledgersh/init.lsh); set \
      (typed this session); option (a process option such as --width or -q); environment \
      (NO_COLOR, FORCE_COLOR, CLICOLOR_FORCE, TERM, COLUMNS, PAGER, or ~/.editrc for the \
      editor mode). 'set NAME VALUE' changes one for the session. \
      The settings are those 'set' changes, with editor-mode and the layout.* widths, \
      which it does not; and locale, the current account's ('account set --locale'), \
      which amounts and dates for people follow.
      """,
    examples: [
      CommandExample("settings", "Every setting and its source"),
      CommandExample("settings --format json", "The same as JSON"),
    ]
  ) { context in run(context) }

  struct Row {
    var name: String
    var value: String
    var source: String
    var detail: String
  }

  static func run(_ context: CommandContext) -> CommandResult {
    let rows = rows(context)
    let records = rows.map { row in
      Record([
        "name": .string(row.name), "value": .string(row.value), "source": .string(row.source),
        "detail": .string(row.detail),
      ])
    }
    let table = Table(
      columns: [
        TableColumn("Setting", wraps: false), TableColumn("Value"),
        TableColumn("Source", wraps: false), TableColumn("Detail"),
      ],
      rows: rows.map { [$0.name, $0.value, $0.source, $0.detail] })
    return CommandResult(data: .records(records, columns: ["name", "value", "source", "detail"])) {
      style in style.draw(table)
    }
  }

  static func rows(_ context: CommandContext) -> [Row] {
    let settings = context.session.settings
    let variables = context.environment
    func row(_ name: String, detail: String = "") -> Row {
      Row(
        name: name, value: settings.value(of: name) ?? "",
        source: settings.source(of: name).rawValue, detail: detail)
    }
    var rows = [row("format")]
    var width = row("width", detail: "follows the terminal")
    if settings.width == nil, let columns = variables["COLUMNS"], Int(columns) != nil {
      width.source = SettingSource.environment.rawValue
      width.detail = "COLUMNS=\(columns)"
    } else if settings.width != nil {
      width.detail = ""
    }
    rows.append(width)
    var color = row("color")
    if context.isColorOffForProcess {
      color.value = "off"
      color.source = SettingSource.option.rawValue
      color.detail = "--no-color"
    } else if settings.color == nil, let (value, variable) = Settings.environmentColor(variables) {
      color.value = value
      color.source = SettingSource.environment.rawValue
      color.detail = variable
    }
    rows.append(color)
    var pager = row("pager")
    if let program = variables["PAGER"], !program.isEmpty {
      pager.detail = "PAGER=\(program)"
    }
    rows.append(pager)
    rows.append(row("quiet"))
    rows.append(row("plugin-timeout", detail: "seconds"))
    rows.append(row("studio.name", detail: "on report pages"))
    rows.append(row("studio.logo", detail: "on report pages"))
    rows.append(localeRow(context))
    // What `set` does not change: ~/.editrc's key mode and the fixed layout widths.
    rows += FixedSettings.facts(variables, layout: context.style.renderContext.layout).map {
      Row(name: $0.name, value: $0.value, source: $0.source.rawValue, detail: $0.detail)
    }
    return rows
  }

  /// The current account's locale: how amounts and dates are written and read.
  static func localeRow(_ context: CommandContext) -> Row {
    let account = try? context.account()
    if let account, let locale = account.locale {
      return Row(
        name: "locale", value: locale, source: "account",
        detail: "account '\(account.name)' (account set --locale)")
    }
    let variables = context.environment
    // Short dates are read as the environment's locale writes them, as `help dates` says.
    let environment = ["LC_ALL", "LC_TIME", "LANG"].first { !(variables[$0] ?? "").isEmpty }
      .flatMap { name in
        variables[name].flatMap(DayOrder.init(locale:)) == nil ? nil : name
      }
    return Row(
      name: "locale", value: "", source: SettingSource.default.rawValue,
      detail: environment.map { "short dates read as \($0)=\(variables[$0] ?? "") writes them" }
        ?? "amounts as $1,249.99, dates as YYYY-MM-DD")
  }
}
