import CalendarDays
import FilePaths

/// Checks the words after a command's name against its spec.
public enum InvocationParser {
  /// Parses `words` for `spec`, throwing a usage error that says what to do.
  ///
  /// Dates are read with `dates`: today and the account's order of a short date.
  public static func parse(
    _ words: [String], for spec: CommandSpec, dates: DateReading = .system()
  ) throws(ShellError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var loose: [String] = []
    var index = 0
    var onlyPositional = false
    while index < words.count {
      let word = words[index]
      index += 1
      if onlyPositional || !isOptionLike(word) {
        loose.append(word)
        continue
      }
      if word == "--" {
        onlyPositional = true
        continue
      }
      var name: String
      var inlineValue: String?
      if word.hasPrefix("--") {
        name = String(word.dropFirst(2))
        // By bytes, not characters: a combining mark after `=` belongs to the value.
        if let equals = name.utf8.firstIndex(of: UInt8(ascii: "=")) {
          inlineValue = String(name[name.utf8.index(after: equals)...])
          name = String(name[..<equals])
        }
      } else {
        let letter = word.dropFirst().first
        guard word.count == 2, let option = option(of: spec, where: { $0.short == letter }) else {
          throw unknownOption(word, spec: spec)
        }
        name = option.name
      }
      guard let option = option(of: spec, where: { $0.name == name }) else {
        throw unknownOption(word, spec: spec)
      }
      if option.isFlag {
        if inlineValue != nil {
          throw .usage("--\(name) is a flag and takes no value", hint: helpHint(spec))
        }
        parsed.flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < words.count,
        !isOptionLike(words[index]) || isNegativeNumber(words[index])
          || (option.type == .date && SmartDate.looksRelative(words[index]))
      {
        value = words[index]
        index += 1
      } else {
        throw .usage(
          "--\(name) needs a value (\(option.type?.placeholder ?? "TEXT"))", hint: helpHint(spec))
      }
      var day: CalendarDay?
      if option.type == .date {
        day = try dates.day(value, what: "--\(name)", endsRange: DateReading.endsRange(name))
      } else if let type = option.type {
        try validate(value, as: type, what: "--\(name)")
      }
      let kept = stored(value, as: option.type)
      if parsed.options[name] != nil && !option.isRepeatable {
        parsed.options[name] = [kept]
        parsed.dates[name] = day.map { [$0] }
      } else {
        parsed.options[name, default: []].append(kept)
        if let day { parsed.dates[name, default: []].append(day) }
      }
    }
    if parsed.flags.contains("help") { return parsed }
    var remaining = loose[...]
    for argument in spec.arguments {
      if argument.isVariadic {
        if !remaining.isEmpty {
          var days: [CalendarDay] = []
          for value in remaining {
            if argument.type == .date {
              days.append(try dates.day(value, what: argument.name, endsRange: false))
            } else {
              try validate(value, as: argument.type, what: argument.name)
            }
          }
          parsed.positional[argument.name] = remaining.map { stored($0, as: argument.type) }
          if argument.type == .date { parsed.dates[argument.name] = days }
        }
        remaining = []
      } else if let value = remaining.first {
        if argument.type == .date {
          parsed.dates[argument.name] = [
            try dates.day(value, what: argument.name.uppercased(), endsRange: false)
          ]
        } else {
          try validate(value, as: argument.type, what: argument.name.uppercased())
        }
        parsed.positional[argument.name] = [stored(value, as: argument.type)]
        remaining = remaining.dropFirst()
      } else if !argument.isOptional {
        throw .usage("missing \(argument.name.uppercased())", hint: "usage: \(spec.usage)")
      }
    }
    if let extra = remaining.first {
      var message = "unexpected argument '\(extra)'"
      if extra.contains(" ") == false, remaining.count > 1 {
        message += " (quote a name with spaces: '\(remaining.joined(separator: " "))')"
      }
      throw .usage(message, hint: "usage: \(spec.usage)")
    }
    return parsed
  }

  /// A value as commands receive it: a path's leading `~` read as `$HOME`, as a shell
  /// reads it before a program sees it.
  static func stored(_ value: String, as type: ValueType?) -> String {
    type == .path ? PathText.expandingTilde(value) : value
  }

  /// The first of `spec.allOptions` that `matches`, found without building that list
  /// (a script line parses several options).
  static func option(of spec: CommandSpec, where matches: (OptionSpec) -> Bool) -> OptionSpec? {
    if let own = spec.options.first(where: matches) { return own }
    return CommandSpec.globalOptions.first { global in
      matches(global) && !spec.options.contains { $0.name == global.name }
    }
  }

  static func isOptionLike(_ word: String) -> Bool {
    let bytes = word.utf8
    guard bytes.first == UInt8(ascii: "-"), bytes.count > 1 else { return false }
    // An ASCII byte after the dash starts a second character; anything else may be a
    // mark that joins the dash, so count characters then.
    let second = bytes[bytes.index(after: bytes.startIndex)]
    return (second < 0x80 || word.count > 1) && !isNegativeNumber(word)
  }

  static func isNegativeNumber(_ word: String) -> Bool {
    guard word.hasPrefix("-"), let next = word.dropFirst().first else { return false }
    return next.isNumber || next == "." || next == "$"
  }

  static func helpHint(_ spec: CommandSpec) -> String {
    "see '\(spec.name) --help'"
  }

  static func unknownOption(_ word: String, spec: CommandSpec) -> ShellError {
    let bare = String(word.drop(while: { $0 == "-" }).prefix(while: { $0 != "=" }))
    var message = "unknown option '\(word)' for '\(spec.name)'"
    if let option = spec.allOptions.first(where: { $0.otherNames.contains(bare.lowercased()) }) {
      message += " — did you mean '--\(option.name)'?"
    } else if let guess = Suggestion.closest(to: bare, in: spec.allOptions.map(\.name)) {
      message += " — did you mean '--\(guess)'?"
    } else if let argument = spec.arguments.first(where: { $0.name == bare.lowercased() }) {
      // `item add --name Lamp`: the name is a positional argument.
      let word = argument.name.uppercased()
      message += " — \(word) goes without an option name: \(spec.name) \(word)"
    }
    return .usage(message, hint: helpHint(spec))
  }

  /// Checks a value against its declared type.
  static func validate(_ value: String, as type: ValueType, what: String) throws(ShellError) {
    switch type {
    case .integer(let range):
      guard let number = Int(value) else {
        let digits = value.drop { $0 == "-" }
        if let range, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
          throw .usage(
            "\(what) must be between \(range.lowerBound) and \(range.upperBound), not \(value)")
        }
        throw .usage("\(what) expects a whole number, not '\(value)'")
      }
      if let range, !range.contains(number) {
        throw .usage(
          "\(what) must be between \(range.lowerBound) and \(range.upperBound), not \(number)")
      }
    case .choice(let words):
      guard words.contains(value) else {
        var message = "\(what) must be one of \(words.joined(separator: ", ")), not '\(value)'"
        if let guess = Suggestion.closest(to: value, in: words) {
          message += " — did you mean '\(guess)'?"
        }
        throw .usage(message)
      }
    case .date:
      _ = try DateReading.system().day(value, what: what, endsRange: false)
    case .text, .money, .path, .reference:
      break
    }
  }
}
