import Foundation

/// A numbered menu of actions answered by number, submenu letter or the start of a label.
///
/// ```
/// Kitchen Sofa
///   1 ✎ Edit details        3 ⇄ Move to space ›
///   2 ⧉ Duplicate           4 ✖ Delete
/// Choose 1–4 (q to cancel):
/// ```
///
/// A row with a submenu expands inline with `✓` on the current choice; a destructive row
/// asks "Delete …? [y/N]" first; in multi-select mode the menu stays open, toggling rows,
/// until `done` or an empty answer. `q` or end of input cancel (a line editor such as libedit
/// takes Esc as the start of a key sequence, so Esc is not promised to users).
public struct ActionMenu: Sendable {
  /// The heading, usually the name of the thing acted on.
  public var title: String?
  /// The rows.
  public var items: [ActionMenuItem]
  /// Whether rows toggle and the menu stays open until done.
  public var allowsMultipleSelection: Bool
  /// The rows selected when a multi-select menu opens.
  public var initialSelection: Set<String>

  /// Creates a menu.
  public init(
    title: String? = nil, items: [ActionMenuItem], allowsMultipleSelection: Bool = false,
    initialSelection: Set<String> = []
  ) {
    self.title = title
    self.items = items
    self.allowsMultipleSelection = allowsMultipleSelection
    self.initialSelection = initialSelection
  }

  /// Returns the menu's lines, with the submenu of row `expanded` open and `selection` marked.
  public func render(
    in context: RenderContext, expanded: Int? = nil, selection: Set<String> = []
  ) -> [String] {
    var lines: [String] = []
    if let title {
      lines += TextWrapper.wrap(title, width: context.width).map { context.paint($0, .bold) }
    }
    let rows = items.indices.map { rowText($0, context: context, selection: selection) }
    let numberWidth = String(items.count).count
    let indent = context.width > 8 ? "  " : ""
    let available = context.width - indent.count
    let cellWidth = min(available, rows.map { $0.width + numberWidth + 1 }.max() ?? 1)
    let gap = 3
    let columns =
      expanded == nil ? Grid.columnCount(available: available, cardWidth: cellWidth, gap: gap) : 1
    let height = (rows.count + columns - 1) / max(1, columns)
    for line in 0..<height {
      var text = indent
      for column in 0..<columns {
        let index = column * height + line
        guard index < rows.count else { break }
        let number = DisplayWidth.pad(String(index + 1), to: numberWidth, alignment: .right)
        var cell = number + " " + rows[index].text
        let cellUsed = numberWidth + 1 + rows[index].width
        if cellUsed > cellWidth {
          cell = ValueFitting.truncate(cell, to: cellWidth, ellipsis: context.symbols.ellipsis)
        }
        if column > 0 { text += Repeated.spaces(gap) }
        text += cell
        let isLastInLine = column == columns - 1 || (column + 1) * height + line >= rows.count
        if !isLastInLine, cellUsed < cellWidth {
          text += Repeated.spaces(cellWidth - cellUsed)
        }
      }
      lines.append(text)
      if let expanded, line == expanded {
        lines += submenuLines(items[expanded], context: context)
      }
    }
    return lines
  }

  private func rowText(_ index: Int, context: RenderContext, selection: Set<String>) -> (
    text: String, width: Int
  ) {
    let item = items[index]
    var plain = ""
    var painted = ""
    if allowsMultipleSelection {
      let circle = SelectorCircle(isSelected: selection.contains(item.id))
      plain += (circle.isSelected ? context.symbols.selectorOn : context.symbols.selectorOff) + " "
      painted += circle.glyph(in: context) + " "
    }
    var label = item.symbol.map { $0 + " " } ?? ""
    label += item.label
    if item.opensSubmenu { label += " " + context.symbols.submenu }
    plain += label
    painted += context.paint(label, item.isDestructive ? .error : .plain)
    return (painted, DisplayWidth.of(plain))
  }

  private func submenuLines(_ item: ActionMenuItem, context: RenderContext) -> [String] {
    let indent = Repeated.spaces(min(6, max(0, context.width - 4)))
    return item.subactions.enumerated().map { index, choice in
      let isCurrent = choice.id == item.selectedSubactionID
      let mark = isCurrent ? context.symbols.check : " "
      var label = ActionMenuAnswer.letter(index) + " " + mark + " "
      label += choice.symbol.map { $0 + " " } ?? ""
      label += choice.label
      let text = ValueFitting.truncate(
        indent + label, to: context.width, ellipsis: context.symbols.ellipsis)
      return isCurrent ? context.paint(text, .accent) : text
    }
  }

  private func prompt(expanded: Int?, context: RenderContext) -> String {
    let dash = context.unicode ? "–" : "-"
    let range: String
    let full: String
    // A range of one is that one choice: "Choose a", not "Choose a–a".
    func span(_ first: String, _ last: String) -> String {
      first == last ? first : "\(first)\(dash)\(last)"
    }
    if let expanded {
      range = span("a", ActionMenuAnswer.letter(items[expanded].subactions.count - 1))
      full = "Choose \(range) (q to cancel): "
    } else if allowsMultipleSelection {
      range = span("1", "\(items.count)")
      full = "Toggle \(range), Enter when done (q to cancel): "
    } else {
      range = span("1", "\(items.count)")
      full = "Choose \(range) (q to cancel): "
    }
    // In a narrow terminal the short form, so the prompt and the answer share a line.
    return DisplayWidth.of(full) + 4 <= context.width ? full : "\(range), q: "
  }

  /// Shows the menu on `output`, reads answers from `input` and returns what was chosen.
  public func run(input: some LineSource, output: some TextOutput, context: RenderContext)
    -> ActionMenuResult
  {
    guard !items.isEmpty else { return .cancelled }
    var expanded: Int?
    var selection = initialSelection
    var needsDrawing = true
    while true {
      if needsDrawing {
        output.write(joined(render(in: context, expanded: expanded, selection: selection)))
        needsDrawing = false
      }
      guard let line = input.readLine(prompt: prompt(expanded: expanded, context: context)) else {
        return .cancelled
      }
      let answer = ActionMenuAnswer.parse(
        line, items: items, expanded: expanded, multiSelect: allowsMultipleSelection)
      switch answer {
      case .cancel:
        return .cancelled
      case .done:
        return .selectedMany(items.filter { selection.contains($0.id) }.map(\.id))
      case .invalid(let message):
        // It quotes the answer (“No choice …”): shown, never sent raw (found by fuzzing).
        output.write(
          context.paint(VisibleText.escaping(message, keepingNewlines: false), .error) + "\n")
      case .toggle(let rows):
        for row in rows {
          let id = items[row].id
          if selection.contains(id) { selection.remove(id) } else { selection.insert(id) }
        }
        needsDrawing = true
      case .choice(let row, let choice):
        return .submenu(items[row].id, items[row].subactions[choice].id)
      case .row(let row):
        let item = items[row]
        if allowsMultipleSelection {
          if selection.contains(item.id) {
            selection.remove(item.id)
          } else {
            selection.insert(item.id)
          }
          needsDrawing = true
        } else if item.opensSubmenu {
          expanded = row
          needsDrawing = true
        } else if item.isDestructive, !confirm(item, input: input, output: output, context: context)
        {
          return .cancelled
        } else {
          return .selected(item.id)
        }
      }
    }
  }

  private func confirm(
    _ item: ActionMenuItem, input: some LineSource, output: some TextOutput,
    context: RenderContext
  ) -> Bool {
    let question =
      item.confirmation
      ?? ([item.label] + [title].compactMap { $0 }).joined(
        separator: " ")
    // Wrapped between words as other messages are, the last line the prompt ("Delete
    // project '田中邸' and ev" / "erything in it?" at 30 columns, found by QA).
    var lines = TextWrapper.wrap(question + "?", width: max(10, context.width - 6))
    let last = lines.removeLast()
    for line in lines { output.write(context.paint(line, .error) + "\n") }
    let answer = input.readLine(prompt: context.paint(last, .error) + " [y/N] ")
    let normalized = answer?.trimmingCharacters(in: .whitespaces).lowercased()
    return normalized == "y" || normalized == "yes"
  }

  private func joined(_ lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }
}
