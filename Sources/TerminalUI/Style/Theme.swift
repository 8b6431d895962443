/// The style of each role: error red, warning yellow, success green, dim, bold, accent cyan.
public struct Theme: Sendable, Hashable {
  /// The style of failures and destructive actions.
  public var error: Style
  /// The style of warnings.
  public var warning: Style
  /// The style of success.
  public var success: Style
  /// The style of secondary text.
  public var dim: Style
  /// The style of titles and headers.
  public var bold: Style
  /// The style of current choices and highlights.
  public var accent: Style

  /// Creates a theme; every style defaults to the standard one.
  public init(
    error: Style = .red, warning: Style = .yellow, success: Style = .green, dim: Style = .dim,
    bold: Style = .bold, accent: Style = .cyan
  ) {
    self.error = error
    self.warning = warning
    self.success = success
    self.dim = dim
    self.bold = bold
    self.accent = accent
  }

  /// The default theme.
  public static let standard = Theme()

  /// Returns the style for `role`.
  public func style(for role: StyleRole) -> Style {
    switch role {
    case .plain: return .plain
    case .error: return error
    case .warning: return warning
    case .success: return success
    case .dim: return dim
    case .bold: return bold
    case .accent: return accent
    }
  }
}
