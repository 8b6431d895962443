/// Where a setting's value came from, as `settings` reports it.
public enum SettingSource: String, Sendable, Hashable, CaseIterable {
  /// Nothing changed it.
  case `default`
  /// A `set` in the startup file.
  case initFile = "init file"
  /// A `set` typed or run in a script this session.
  case set
  /// A process option such as `--width` or `-q`.
  case option
  /// An environment variable such as `NO_COLOR` or `COLUMNS`.
  case environment
}
