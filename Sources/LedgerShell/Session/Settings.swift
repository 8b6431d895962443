import FilePaths
import Foundation

/// The session's settings, changed with `set NAME VALUE` and listed with `show`.
public struct Settings: Sendable, Equatable {
  /// The default output format.
  public var format: OutputFormat = .text
  /// A fixed render width, or nil to follow the terminal.
  public var width: Int?
  /// Colour: nil follows the environment, true forces it on, false off.
  public var color: Bool?
  /// Whether long output on a terminal goes through the pager.
  public var pager = true
  /// Whether confirmations, tips and notes are silenced (`-q`); errors never are.
  public var quiet = false
  /// How long an external plugin may take to answer, in seconds.
  public var pluginTimeout = 10
  /// The studio's name, at the top of the pages `report budget` and `report ffe` write.
  public var studioName = ""
  /// A picture file (PNG, JPEG, WebP, HEIC) of the studio's logo for those pages; "" for none.
  public var studioLogo = ""
  /// Where each changed setting's value came from, by name; absent means the default.
  public private(set) var sources: [String: SettingSource] = [:]

  /// Creates default settings.
  public init() {}

  /// The names `set` and `show` accept, with what each takes.
  public static let descriptions: [(name: String, values: String, summary: String)] = [
    ("format", OutputFormat.allNames.joined(separator: "|"), "default output format"),
    ("width", "N|auto", "render width in columns (auto follows the terminal)"),
    ("color", "auto|on|off", "colour in text output"),
    ("pager", "on|off", "page output taller than the terminal through $PAGER"),
    ("quiet", "on|off", "silence confirmations and notes (errors still show)"),
    ("plugin-timeout", "N", "seconds an external plugin may take to answer or to read (1 to 3600)"),
    ("studio.name", "TEXT", "the studio's name on report pages (report budget, report ffe)"),
    ("studio.logo", "FILE|none", "a picture of the studio's logo on report pages"),
  ]

  /// Every setting's name.
  public static var names: [String] { descriptions.map(\.name) }

  /// The current value of a setting, as `show` prints it.
  public func value(of name: String) -> String? {
    switch name {
    case "format": return format.rawValue
    case "width": return width.map(String.init) ?? "auto"
    case "color": return color.map { $0 ? "on" : "off" } ?? "auto"
    case "pager": return pager ? "on" : "off"
    case "quiet": return quiet ? "on" : "off"
    case "plugin-timeout": return String(pluginTimeout)
    case "studio.name": return studioName
    case "studio.logo": return studioLogo.isEmpty ? "none" : studioLogo
    default: return nil
    }
  }

  /// Where a setting's value came from: `.default` unless something set it.
  public func source(of name: String) -> SettingSource {
    sources[name == "colour" ? "color" : name] ?? .default
  }

  /// Changes a setting and remembers where the value came from, throwing a usage error
  /// that lists the accepted values.
  public mutating func set(_ name: String, to value: String, source: SettingSource)
    throws(ShellError)
  {
    try set(name, to: value)
    sources[name == "colour" ? "color" : name] = source
  }

  /// The colour the environment chooses when the session's is `auto`, and what chose it.
  ///
  /// "on" or "off" with `NO_COLOR`, `CLICOLOR_FORCE`, `FORCE_COLOR` or `TERM=dumb`; nil when
  /// none does. What `settings` and `show color` report.
  public static func environmentColor(_ variables: [String: String]) -> (String, String)? {
    if let value = variables["NO_COLOR"], !value.isEmpty { return ("off", "NO_COLOR") }
    for name in ["CLICOLOR_FORCE", "FORCE_COLOR"] {
      if let value = variables[name], !value.isEmpty, value != "0" { return ("on", name) }
    }
    if variables["TERM"] == "dumb" { return ("off", "TERM=dumb") }
    return nil
  }

  /// Changes a setting, throwing a usage error that lists the accepted values.
  public mutating func set(_ name: String, to value: String) throws(ShellError) {
    switch name {
    case "format":
      guard let chosen = OutputFormat(rawValue: value) else {
        throw .usage(
          "format must be one of \(OutputFormat.allNames.joined(separator: ", ")); not '\(value)'"
        )
      }
      format = chosen
    case "width":
      if value == "auto" {
        width = nil
      } else if let number = Int(value), CommandSpec.widthRange.contains(number) {
        width = number
      } else {
        throw .usage(
          "width must be a number from \(CommandSpec.widthRange.lowerBound) to "
            + "\(CommandSpec.widthRange.upperBound), or auto; not '\(value)'")
      }
    case "color", "colour":
      switch value {
      case "auto": color = nil
      case "on", "always", "true": color = true
      case "off", "never", "false": color = false
      default: throw .usage("color must be auto, on or off; not '\(value)'")
      }
    case "pager":
      switch value {
      case "on", "true": pager = true
      case "off", "false": pager = false
      default: throw .usage("pager must be on or off; not '\(value)'")
      }
    case "quiet":
      switch value {
      case "on", "true": quiet = true
      case "off", "false": quiet = false
      default: throw .usage("quiet must be on or off; not '\(value)'")
      }
    case "plugin-timeout":
      guard let seconds = Int(value), (1...3600).contains(seconds) else {
        throw .usage("plugin-timeout must be a number of seconds from 1 to 3600; not '\(value)'")
      }
      pluginTimeout = seconds
    case "studio.name":
      studioName = value.trimmingCharacters(in: .whitespaces)
    case "studio.logo":
      if value.isEmpty || value == "none" {
        studioLogo = ""
        return
      }
      var path = PathText.expandingTilde(value)
      // Kept absolute: the startup file's `set` holds wherever the session starts.
      if !path.hasPrefix("/") {
        path = FileManager.default.currentDirectoryPath + "/" + path
      }
      switch FileKind.of(path) {
      case .regular?: studioLogo = path
      case nil:
        throw .usage(
          "studio.logo: no file '\(value)'",
          hint: "give a PNG, JPEG, WebP or HEIC picture, or 'none' for no logo")
      case let kind?:
        throw .usage("studio.logo: '\(value)' is \(kind.phrase), not a picture file")
      }
    default:
      if let error = FixedSettings.whyNotSet(name) { throw error }
      var message = "no setting named '\(name)'"
      if let guess = Suggestion.closest(to: name, in: Self.names) {
        message += " — did you mean '\(guess)'?"
      }
      throw .usage(message, hint: "settings: \(Self.names.joined(separator: ", "))")
    }
  }
}
