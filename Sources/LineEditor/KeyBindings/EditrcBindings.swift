import Foundation

/// The `bind` lines of an editrc that matter to a program's own editor functions, and
/// the bindings that result once its defaults are added.
///
/// libedit reads the file itself; this reading only decides which default keys to bind
/// after it (a key or function the user bound is theirs) and what `keys` lists.
public struct EditrcBindings: Sendable, Equatable {
  /// One `bind KEY FUNCTION`.
  public struct Entry: Sendable, Equatable {
    /// The key as written.
    public var key: String
    /// The key's characters, escapes decoded.
    public var sequence: [Unicode.Scalar]
    /// The function bound, or nil for `bind -r KEY` or a string macro (`bind -s`).
    public var function: String?
    /// Whether it binds vi's command mode (`bind -a`) rather than the main key map.
    public var isViCommandMode = false
  }

  /// The bindings still in force at the end of the file, in file order.
  public private(set) var entries: [Entry] = []

  /// Reads the `bind` lines of `text` meant for `programName` (unprefixed lines, and
  /// those prefixed `programName:`).
  public init(text: String, programName: String) {
    for rawLine in text.split(whereSeparator: \.isNewline) {
      var words = Self.words(of: String(rawLine))
      guard let first = words.first, !first.hasPrefix("#") else { continue }
      if let colon = first.firstIndex(of: ":") {
        guard first[..<colon] == programName else { continue }
        let rest = String(first[first.index(after: colon)...])
        words[0] = rest
        if rest.isEmpty { words.removeFirst() }
      }
      guard words.first == "bind" else { continue }
      apply(Array(words.dropFirst()))
    }
  }

  /// Reads the editrc in force: as the line editor read it when it started, else (in a
  /// script, with no line editor, or for another file) the one libedit would read (`$EDITRC`, else
  /// `$HOME/.editrc`); empty when none.
  public init(environment: [String: String], programName: String) {
    self.init(text: Self.textInForce(environment: environment) ?? "", programName: programName)
  }

  /// The editrc the line editor read when it started; nil before one starts.
  ///
  /// Its text is nil when there was none. Changes to the file after that take effect in
  /// the next session, so `keys` and `show editor-mode` describe this copy, not the file
  /// as it is now.
  nonisolated(unsafe) public private(set) static var loaded: (path: String?, text: String?)?

  /// Reads the editrc libedit has just read, keeping it as `loaded`.
  static func load(environment: [String: String], programName: String) -> EditrcBindings {
    let path = Self.path(environment: environment)
    let text = path.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
    loaded = (path, text)
    return EditrcBindings(text: text ?? "", programName: programName)
  }

  /// The text of the editrc in force (see `init(environment:programName:)`).
  public static func textInForce(environment: [String: String]) -> String? {
    let path = path(environment: environment)
    if let loaded, loaded.path == path { return loaded.text }
    return path.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
  }

  /// The editrc libedit reads: `$EDITRC`, else `$HOME/.editrc`.
  public static func path(environment: [String: String]) -> String? {
    if let path = environment["EDITRC"], !path.isEmpty { return path }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return (home as NSString).appendingPathComponent(".editrc")
  }

  private mutating func apply(_ arguments: [String]) {
    var alternate = false
    var remove = false
    var string = false
    var rest: [String] = []
    for argument in arguments {
      if rest.isEmpty, argument.hasPrefix("-"), argument.count > 1 {
        for flag in argument.dropFirst() {
          switch flag {
          case "a": alternate = true
          case "r": remove = true
          case "s": string = true
          case "e", "v": entries = []  // a new editor mode resets every key
          default: break
          }
        }
      } else {
        rest.append(argument)
      }
    }
    guard let key = rest.first else { return }
    let sequence = Self.decode(key)
    guard !sequence.isEmpty else { return }
    if remove || string || rest.count >= 2 {
      entries.removeAll { $0.sequence == sequence && $0.isViCommandMode == alternate }
      entries.append(
        Entry(
          key: key, sequence: sequence, function: remove || string ? nil : rest[1],
          isViCommandMode: alternate))
    }
  }

  /// The bindings of `actions` in force: the editrc's own, then each default whose key
  /// and function the editrc leaves alone.
  public func bindings(for actions: [KeyAction]) -> [KeyBinding] {
    let names = Set(actions.map(\.name))
    var result = entries.compactMap { entry -> KeyBinding? in
      guard let function = entry.function, names.contains(function) else { return nil }
      return KeyBinding(
        key: entry.key, function: function, source: .editrc,
        isViCommandMode: entry.isViCommandMode)
    }
    for action in actions where keepsDefault(of: action) {
      result.append(KeyBinding(key: action.defaultKey, function: action.name, source: .default))
    }
    return result
  }

  /// Whether the default key of `action` is bound: not when the editrc binds the function,
  /// the key, a prefix of it or a longer key it prefixes.
  public func keepsDefault(of action: KeyAction) -> Bool {
    let sequence = Self.decode(action.defaultKey)
    return !entries.contains { entry in
      guard !entry.isViCommandMode else { return false }
      return entry.function == action.name || entry.sequence.starts(with: sequence)
        || sequence.starts(with: entry.sequence)
    }
  }

  /// The characters a key in editrc notation stands for: `^X` is Ctrl-X, `^?` Delete,
  /// `\e` Escape, `\NNN` octal, `\C` the character C.
  public static func decode(_ key: String) -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    var scalars = Array(key.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "^":
        guard let next = scalars.popFirst() else {
          result.append(scalar)
          break
        }
        if next == "?" {
          result.append("\u{7F}")
        } else {
          result.append(Unicode.Scalar(UInt8(truncatingIfNeeded: next.value) & 0x1F))
        }
      case "\\":
        guard let next = scalars.popFirst() else {
          result.append(scalar)
          break
        }
        switch next {
        case "e", "E": result.append("\u{1B}")
        case "n": result.append("\n")
        case "r": result.append("\r")
        case "t": result.append("\t")
        case "a": result.append("\u{07}")
        case "b": result.append("\u{08}")
        case "f": result.append("\u{0C}")
        case "v": result.append("\u{0B}")
        case "0"..."7":
          var value = next.value - 48
          var digits = 1
          while digits < 3, let digit = scalars.first, ("0"..."7").contains(digit) {
            value = value * 8 + digit.value - 48
            scalars.removeFirst()
            digits += 1
          }
          result.append(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
        default: result.append(next)
        }
      default:
        result.append(scalar)
      }
    }
    return result
  }

  /// The words of a line, split at blanks, with '…' and "…" quoting and `\` kept for
  /// `decode`.
  private static func words(of line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        current.append(character)
        escaped = true
        inWord = true
      } else if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == " " || character == "\t" {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }
}
