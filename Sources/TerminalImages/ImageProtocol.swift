import CChafa

/// How a picture is written to a terminal.
public enum ImageProtocol: String, Sendable, CaseIterable {
  /// kitty's graphics protocol (kitty, WezTerm, Konsole, ghostty).
  case kitty
  /// iTerm2's inline images (iTerm2, WezTerm, mintty).
  case iterm
  /// DEC sixel graphics (xterm -ti vt340, foot, mlterm, WezTerm).
  case sixel
  /// Coloured Unicode blocks, which every terminal shows.
  case symbols

  /// The best protocol of the terminal `environment` describes (`TERM`, `TERM_PROGRAM`,
  /// `KITTY_WINDOW_ID`, …), as chafa's terminal database tells; symbols when it knows none.
  public static func detect(environment: [String: String]) -> ImageProtocol {
    let detected = CEnvironment(environment).withPointer { cchafa_detect_protocol($0) }
    return ImageProtocol(chafaValue: detected)
  }

  init(chafaValue: Int32) {
    switch chafaValue {
    case CCHAFA_KITTY: self = .kitty
    case CCHAFA_ITERM: self = .iterm
    case CCHAFA_SIXEL: self = .sixel
    default: self = .symbols
    }
  }

  var chafaValue: Int32 {
    switch self {
    case .kitty: return CCHAFA_KITTY
    case .iterm: return CCHAFA_ITERM
    case .sixel: return CCHAFA_SIXEL
    case .symbols: return CCHAFA_SYMBOLS
    }
  }
}
