import CChafa

/// The colours a symbol picture may use.
public enum ImageColors: String, Sendable, CaseIterable {
  /// No colour: the shapes of the symbols alone, no escape sequences.
  case none
  /// The 16 ANSI colours.
  case ansi16
  /// The 256-colour palette.
  case palette256
  /// 24-bit colour.
  case trueColor

  /// What the terminal `environment` describes takes: 24-bit when `COLORTERM` says
  /// `truecolor` or `24bit`, 16 colours for `TERM=linux`, else the 256-colour palette.
  public static func detect(environment: [String: String]) -> ImageColors {
    let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    let term = environment["TERM"] ?? ""
    if term == "linux" || term == "vt100" { return .ansi16 }
    return .palette256
  }

  var chafaValue: Int32 {
    switch self {
    case .none: return CCHAFA_COLORS_NONE
    case .ansi16: return CCHAFA_COLORS_16
    case .palette256: return CCHAFA_COLORS_256
    case .trueColor: return CCHAFA_COLORS_TRUE
    }
  }
}
