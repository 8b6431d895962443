/// The man page's command lists, written in mdoc from the command specs, as `help CMD`
/// is: the synopsis, the summary and discussion, the arguments and options with their
/// value names, the aliases and the examples.
///
/// `make man` splices each group's list into man/ledgersh.1 between the lines
/// `.\" BEGIN GENERATED COMMANDS: GROUP` and `.\" END GENERATED COMMANDS: GROUP`, and a
/// test fails when the committed page differs from what the specs give.
public enum ManualRenderer {
  /// The marker line opening the generated list of `group`.
  public static func beginMarker(_ group: String) -> String {
    ".\\\" BEGIN GENERATED COMMANDS: \(group)"
  }

  /// The marker line closing the generated list of `group`.
  public static func endMarker(_ group: String) -> String {
    ".\\\" END GENERATED COMMANDS: \(group)"
  }

  /// Every group's list, in the order `help` shows them, each between its markers.
  public static func commands(_ registry: CommandRegistry) -> String {
    var groups: [String] = []
    var byGroup: [String: [CommandSpec]] = [:]
    for spec in registry.commands {
      if byGroup[spec.group] == nil { groups.append(spec.group) }
      byGroup[spec.group, default: []].append(spec)
    }
    var lines: [String] = []
    for group in groups {
      lines.append(beginMarker(group))
      lines += list(byGroup[group] ?? [])
      lines.append(endMarker(group))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `.Bl -tag` list of `specs`.
  static func list(_ specs: [CommandSpec]) -> [String] {
    var lines = [".Bl -tag -width Ds"]
    for spec in specs { lines += entry(spec) }
    lines.append(".El")
    return lines
  }

  /// One command: its synopsis as the tag, then what `help CMD` says.
  static func entry(_ spec: CommandSpec) -> [String] {
    var lines = [".It " + synopsis(spec)]
    lines += text(sentence(spec.summary))
    for paragraph in paragraphs(spec.discussion) {
      lines.append(".Pp")
      lines += text(paragraph)
    }
    if !spec.arguments.isEmpty {
      lines += [".Pp", "Arguments:", ".Bl -tag -width Ds -compact"]
      for argument in spec.arguments {
        lines.append(".It Ar " + quoted(argument.name.uppercased()))
        lines += text(argument.summary)
      }
      lines.append(".El")
    }
    if !spec.options.isEmpty {
      lines += [".Pp", "Options:", ".Bl -tag -width Ds -compact"]
      for option in spec.options {
        var tag = ".It "
        if let short = option.short { tag += "Fl \(short) , " }
        tag += "Fl -" + option.name
        if let type = option.type { tag += " " + value(type) }
        lines.append(tag)
        var summary = option.summary
        if let value = option.defaultValue { summary += " (default: \(value))" }
        lines += text(summary)
      }
      lines.append(".El")
    }
    if !spec.aliases.isEmpty {
      // As `help CMD` says it, with no full stop after them: `source`'s alias is `.`.
      lines += [
        ".Pp",
        "Aliases: " + spec.aliases.map { "\\fB\(escaped($0))\\fP" }.joined(separator: ", "),
      ]
    }
    if !spec.examples.isEmpty {
      lines += [".Pp", "Examples:", ".Bl -tag -width Ds -compact"]
      for example in spec.examples {
        lines.append(".It Li " + quoted(example.command))
        lines += text(sentence(example.summary))
      }
      lines.append(".El")
    }
    return lines
  }

  /// The synopsis in mdoc: `Ic tx add Fl -source Ar TEXT Oo Fl -date Ar YYYY-MM-DD Oc`.
  static func synopsis(_ spec: CommandSpec) -> String {
    var parts = [
      "Ic " + spec.name.split(separator: " ").map { quoted(String($0)) }.joined(separator: " ")
    ]
    for argument in spec.arguments {
      var word = "Ar " + quoted(argument.name.uppercased())
      if argument.isVariadic { word += " No \\&..." }
      parts.append(argument.isOptional ? "Oo \(word) Oc" : word)
    }
    for option in spec.options {
      var word = "Fl -" + option.name
      if let type = option.type { word += " " + value(type) }
      parts.append(option.isRequired ? word : "Oo \(word) Oc")
    }
    return parts.joined(separator: " ")
  }

  /// A value's name: `Ar N`, or the words a choice allows, `Cm date | amount`.
  static func value(_ type: ValueType) -> String {
    if case .choice(let words) = type {
      return "Cm " + words.map(quoted).joined(separator: " | ")
    }
    return "Ar " + quoted(type.placeholder)
  }

  /// A macro argument: quoted when it holds a space, a quote doubled, a backslash escaped;
  /// a word mdoc would read as a macro or a delimiter is kept a word by `\&`.
  static func quoted(_ word: String) -> String {
    var text = word.replacingAll("\\", with: "\\e").replacingAll("\"", with: "\\(dq")
    if text.count <= 3,
      text.first?.isUppercase == true
        || [".", ",", ";", ":", "(", ")", "[", "]", "|"].contains(text)
    {
      text = "\\&" + text
    }
    return text.contains(" ") ? "\"\(text)\"" : text
  }

  /// Text lines, one sentence a line as mdoc wants: backslashes escaped, and a line that
  /// would start a request kept text.
  static func text(_ paragraph: String) -> [String] {
    paragraph.split(separator: "\n", omittingEmptySubsequences: true).flatMap(sentences).map {
      var line = escaped($0).trimmingTrailingSpaces()
      if line.hasPrefix(".") || line.hasPrefix("'") { line = "\\&" + line }
      return line
    }.filter { !$0.isEmpty }
  }

  /// The sentences of a line: broken after `.`, `?` or `!` (and any closing quote or
  /// bracket) and a space.
  static func sentences(_ line: Substring) -> [String] {
    var pieces: [String] = []
    var current = ""
    var afterStop = false
    for character in line {
      if character == " ", afterStop {
        pieces.append(current)
        current = ""
        afterStop = false
        continue
      }
      current.append(character)
      if ".?!".contains(character) {
        afterStop = true
      } else if !")]'\"”’".contains(character) {
        afterStop = false
      }
    }
    pieces.append(current)
    return pieces.map { String($0.drop { $0 == " " }) }.filter { !$0.isEmpty }
  }

  static func escaped(_ text: String) -> String { text.replacingAll("\\", with: "\\e") }

  /// The paragraphs of a discussion: separated by a blank line.
  static func paragraphs(_ text: String) -> [String] {
    var paragraphs: [String] = []
    var current: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.allSatisfy({ $0 == " " }) {
        if !current.isEmpty { paragraphs.append(current.joined(separator: "\n")) }
        current = []
      } else {
        current.append(line)
      }
    }
    if !current.isEmpty { paragraphs.append(current.joined(separator: "\n")) }
    return paragraphs
  }

  /// A summary as a sentence, with its full stop.
  static func sentence(_ text: String) -> String {
    guard let last = text.last, !".!?:".contains(last) else { return text }
    return text + "."
  }
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    guard contains(target) else { return self }
    return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }

  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
