import LedgerCore
import TerminalUI

/// A space's checklist, numbered, with ☐ or ☑ (`[ ]`/`[x]` without UTF-8) before each entry;
/// long entries wrap under their text.
///
/// ```
///  1 ☑ Measure walls
///  2 ☐ Choose paint
/// ```
struct SpaceChecklist: Renderable {
  var entries: [ChecklistEntry]

  /// `entries` with any control character a ledger holds shown as a visible escape (`\t`,
  /// `\x1b`): an entry is one line, and drawn raw one could move the cursor or recolour
  /// the terminal.
  init(entries: [ChecklistEntry]) {
    self.entries = entries.map { entry in
      var shown = entry
      shown.text = VisibleText.escaping(entry.text, keepingNewlines: false)
      return shown
    }
  }

  /// The number column's width: the widest number, right-aligned.
  private var numberWidth: Int { String(entries.count).count }

  private func box(_ entry: ChecklistEntry, unicode: Bool) -> String {
    if unicode { return entry.isDone ? "☑" : "☐" }
    return entry.isDone ? "[x]" : "[ ]"
  }

  private func indent(unicode: Bool) -> Int { numberWidth + 1 + (unicode ? 1 : 3) + 1 }

  func measure(in context: RenderContext) -> Measurement {
    var measurement = Measurement.fixed(0)
    for entry in entries { measurement = measurement.union(Measurement.of(text: entry.text)) }
    return measurement.adding(indent(unicode: context.unicode))
  }

  func render(in context: RenderContext) -> [String] {
    let indent = indent(unicode: context.unicode)
    let room = max(1, context.width - indent)
    var lines: [String] = []
    for (index, entry) in entries.enumerated() {
      let number = String(index + 1)
      let head =
        String(repeating: " ", count: numberWidth - number.count) + number + " "
        + box(entry, unicode: context.unicode) + " "
      let wrapped = TextWrapper.wrap(entry.text, width: room)
      for (row, line) in wrapped.enumerated() {
        let text = context.paint(line, entry.isDone ? .dim : .plain)
        lines.append((row == 0 ? head : String(repeating: " ", count: indent)) + text)
      }
    }
    return lines
  }
}
