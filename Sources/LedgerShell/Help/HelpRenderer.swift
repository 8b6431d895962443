import TerminalUI

/// Generates help text from command specs, so help cannot drift from the commands.
///
/// A plugin's spec is text from outside (its group, summaries, discussion, names): every
/// piece is drawn through `VisibleText`, so its escape codes are shown, never obeyed.
public enum HelpRenderer {
  /// The overview `help` prints: every command by group, with its summary.
  public static func overview(_ registry: CommandRegistry, style: OutputStyle) -> String {
    var groups: [String] = []
    var byGroup: [String: [CommandSpec]] = [:]
    for spec in registry.commands {
      if byGroup[spec.group] == nil { groups.append(spec.group) }
      byGroup[spec.group, default: []].append(spec)
    }
    var lines = wrap("ledgersh — a shell for interior-design project ledgers", width: style.width)
    lines.append("")
    for group in groups {
      lines.append(bold(VisibleText.escaping(group, keepingNewlines: false), style))
      let rows = (byGroup[group] ?? []).map { spec -> (String, String) in
        var name = spec.name
        if !spec.aliases.isEmpty { name += " (\(spec.aliases.joined(separator: ", ")))" }
        return (name, spec.summary)
      }
      lines += twoColumns(rows, indent: 2, width: style.width)
      lines.append("")
    }
    lines += wrap(
      "Type 'help COMMAND' or 'COMMAND --help' for details; 'man ledgersh' for the manual.",
      width: style.width)
    return lines.joined(separator: "\n")
  }

  /// Help for the commands under a noun, such as `help project`.
  public static func group(_ noun: String, _ specs: [CommandSpec], style: OutputStyle) -> String {
    var lines = [bold(VisibleText.escaping("\(noun) commands", keepingNewlines: false), style)]
    lines += twoColumns(specs.map { ($0.usage, $0.summary) }, indent: 2, width: style.width)
    lines.append("")
    lines += wrap("Type 'help \(noun) VERB' for details.", width: style.width)
    return lines.joined(separator: "\n")
  }

  /// Full help for one command: usage, arguments, options, aliases, examples.
  public static func help(for spec: CommandSpec, style: OutputStyle) -> String {
    var lines = wrap("\(spec.name) — \(spec.summary)", width: style.width)
    let name = VisibleText.escaping(spec.name, keepingNewlines: false)
    if style.color, let first = lines.first, first.hasPrefix(name) {
      lines[0] = bold(name, style) + first.dropFirst(name.count)
    }
    lines.append("")
    lines += hanging("Usage: \(spec.usage)", indent: 7, width: style.width)
    if !spec.discussion.isEmpty {
      lines.append("")
      lines += wrap(spec.discussion, width: style.width)
    }
    if !spec.arguments.isEmpty {
      lines += ["", "Arguments:"]
      lines += twoColumns(
        spec.arguments.map { ($0.name.uppercased(), $0.summary) }, indent: 2, width: style.width)
    }
    lines += ["", "Options:"]
    lines += twoColumns(
      spec.allOptions.map { option in
        var summary = option.summary
        if let value = option.defaultValue { summary += " (default: \(value))" }
        return (option.usage, summary)
      }, indent: 2, width: style.width)
    if !spec.aliases.isEmpty {
      lines.append("")
      lines += hanging(
        "Aliases: \(spec.aliases.joined(separator: ", "))", indent: 9, width: style.width)
    }
    if !spec.examples.isEmpty {
      lines += ["", "Examples:"]
      for example in spec.examples {
        lines += exampleLines(example.command, width: style.width)
        lines += wrap(example.summary, width: max(8, style.width - 6)).map { "      " + $0 }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func bold(_ text: String, _ style: OutputStyle) -> String {
    style.color ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }

  /// Rows of `left  right`, wrapping the right column under itself when narrow.
  static func twoColumns(_ rows: [(String, String)], indent: Int, width: Int) -> [String] {
    let pad = String(repeating: " ", count: indent)
    let rows = rows.map { (VisibleText.escaping($0.0, keepingNewlines: false), $0.1) }
    let leftWidth = min(rows.map { $0.0.displayWidth }.max() ?? 0, max(12, width / 2))
    var lines: [String] = []
    for (left, right) in rows {
      let rightWidth = width - indent - leftWidth - 2
      if left.displayWidth > leftWidth || rightWidth < 16 {
        lines += hanging(left, indent: 4, width: width - indent).map { pad + $0 }
        lines += wrap(right, width: max(8, width - indent - 4)).map { pad + "    " + $0 }
        continue
      }
      let wrapped = wrap(right, width: rightWidth)
      for (index, part) in wrapped.enumerated() {
        let head = index == 0 ? left : ""
        lines.append(
          pad + head + String(repeating: " ", count: leftWidth - head.displayWidth + 2) + part)
      }
    }
    return lines
  }

  /// Wraps `text` at `width`, indenting every line after the first by `indent` cells.
  static func hanging(_ text: String, indent: Int, width: Int) -> [String] {
    let pad = String(repeating: " ", count: indent)
    let wrapped = wrap(text, width: max(10, width - indent))
    return wrapped.enumerated().map { $0.offset == 0 ? $0.element : pad + $0.element }
  }

  /// An example command laid out in `width` cells: two spaces in, later lines four, broken
  /// only between words, so a quoted name ("Living Room") stays whole on one line.
  static func exampleLines(_ command: String, width: Int) -> [String] {
    let command = VisibleText.escaping(command, keepingNewlines: false)
    var words: [String] = []
    var word = ""
    var quote: Character?
    for character in command {
      if let open = quote {
        word.append(character)
        if character == open { quote = nil }
      } else if character == " " {
        if !word.isEmpty { words.append(word) }
        word = ""
      } else {
        if character == "\"" || character == "'" { quote = character }
        word.append(character)
      }
    }
    if !word.isEmpty { words.append(word) }
    var lines: [String] = []
    var line = ""
    var used = 0
    for word in words {
      let lead = lines.isEmpty ? 2 : 4
      let cells = DisplayWidth.of(word)
      if used > 0, lead + used + 1 + cells > width {
        lines.append(String(repeating: " ", count: lead) + line)
        (line, used) = ("", 0)
      }
      let room = max(1, width - (lines.isEmpty ? 2 : 4))
      if used == 0, cells > room {
        // A word wider than a whole line: broken, as nothing else would fit.
        for piece in TextWrapper.wrapAtWords(word, width: room) {
          lines.append(String(repeating: " ", count: lines.isEmpty ? 2 : 4) + piece)
        }
        continue
      }
      line += used == 0 ? word : " " + word
      used += (used == 0 ? 0 : 1) + cells
    }
    if used > 0 { lines.append(String(repeating: " ", count: lines.isEmpty ? 2 : 4) + line) }
    return lines
  }

  /// Word wrap at `width` cells, paragraph by paragraph, between words only: a word wider
  /// than a line breaks after a `|`, `/`, `,` or `-` in it, and inside a run of letters
  /// only when nothing else fits (`TextWrapper.wrapAtWords`).
  ///
  /// Control characters other than newlines are shown escaped.
  static func wrap(_ text: String, width: Int) -> [String] {
    VisibleText.escaping(text).split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      paragraph in
      paragraph.isEmpty ? [""] : TextWrapper.wrapAtWords(String(paragraph), width: max(1, width))
    }
  }

}
