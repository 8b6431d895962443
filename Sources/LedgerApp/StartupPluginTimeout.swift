import Foundation
import LedgerShell

/// How long plugins may take to `describe` themselves at start-up.
///
/// Plugins are found before the startup file runs, since it may use their commands; so a
/// `set plugin-timeout N` there (the last one) is read ahead, and bounds start-up too.
/// Otherwise the session's default applies.
enum StartupPluginTimeout {
  static func seconds(initFile: String?) -> Double {
    let fallback = Double(Settings().pluginTimeout)
    guard let initFile, let data = FileManager.default.contents(atPath: initFile) else {
      return fallback
    }
    var seconds = fallback
    for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
      guard let words = try? Tokenizer.tokenize(String(line)), words.count == 3,
        words[0] == "set", words[1] == "plugin-timeout", let value = Int(words[2]),
        (1...3600).contains(value)
      else { continue }
      seconds = Double(value)
    }
    return seconds
  }
}
