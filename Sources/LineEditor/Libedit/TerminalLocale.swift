import Foundation

/// Makes the C library decode the terminal's bytes as UTF-8, without which
/// libedit drops every non-ASCII character typed.
enum TerminalLocale {
  /// Adopts the environment's character type, falling back to a UTF-8 locale
  /// when the environment names none (LANG unset, or C/POSIX).
  static func useUTF8CharacterType() {
    if setlocale(LC_CTYPE, "") != nil, isUTF8 { return }
    for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
      if isUTF8 { return }
    }
  }

  private static var isUTF8: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}
