import LedgerStore
import TerminalUI

/// The sections of a search as text: `Items · 12`, then each hit as a compact row — its
/// title and id, where it belongs with its amount, and a snippet of the matching field —
/// with the matched words in bold (on a colour terminal).
struct SearchResultsView: Renderable {
  var sections: [SearchSection]
  var highlighter: SearchHighlighter

  func measure(in context: RenderContext) -> Measurement {
    var measurement = Measurement(minimum: 1, maximum: 1)
    for section in sections {
      measurement = measurement.union(Measurement.of(text: header(section)))
      for hit in section.hits {
        for line in [titleLine(hit), details(hit), hit.snippet] {
          measurement = measurement.union(Measurement.of(text: line).adding(2))
        }
      }
    }
    return measurement
  }

  func render(in context: RenderContext) -> [String] {
    var lines: [String] = []
    for section in sections where !section.hits.isEmpty {
      if !lines.isEmpty { lines.append("") }
      lines += TextWrapper.wrap(header(section), width: context.width).map {
        context.paint($0, .bold)
      }
      for hit in section.hits {
        let bullet = context.unicode ? "• " : "* "
        lines += indented(
          highlighted(hit.title, context) + "  " + context.paint("#\(hit.id.rawValue)", .dim),
          plain: titleLine(hit), first: bullet, context: context)
        let details = details(hit)
        if !details.isEmpty {
          lines += indented(
            highlighted(details, context, role: .dim), plain: details, first: "  ",
            context: context)
        }
        if !hit.snippet.isEmpty, hit.snippet != hit.title, hit.snippet != hit.amount?.formatted {
          lines += indented(
            highlighted(hit.snippet, context), plain: hit.snippet, first: "  ", context: context)
        }
      }
      let more = section.total - section.hits.count
      if more > 0 {
        let note =
          "\(more) more \(more == 1 ? kindNoun(section.kind) : section.kind.plural)"
          + " \(more == 1 ? "matches" : "match"); --limit \(section.total) shows them"
        lines += TextWrapper.wrap(note, width: max(1, context.width - 2)).map {
          "  " + context.paint($0, .dim)
        }
      }
    }
    return lines
  }

  private func header(_ section: SearchSection) -> String {
    "\(section.kind.plural.prefix(1).uppercased())\(section.kind.plural.dropFirst()) · "
      + "\(section.total)"
  }

  private func kindNoun(_ kind: SearchHitKind) -> String { kind.rawValue }

  private func titleLine(_ hit: SearchHit) -> String { "\(hit.title)  #\(hit.id.rawValue)" }

  /// Where the hit belongs, with its amount and date: `Smith Residence · $1,249.99`.
  private func details(_ hit: SearchHit) -> String {
    var parts: [String] = []
    switch hit.kind {
    case .project: break
    default: parts.append(hit.projectName ?? (hit.kind == .item ? "Inventory" : ""))
    }
    if let amount = hit.amount { parts.append(amount.formatted) }
    if let date = hit.date { parts.append(date.shown) }
    return parts.filter { !$0.isEmpty }.joined(separator: " · ")
  }

  /// `text` with the matches in bold, the rest in `role`.
  private func highlighted(_ text: String, _ context: RenderContext, role: StyleRole = .plain)
    -> String
  {
    // Stored text may hold a tab or CR (notes): shown, never sent raw.
    let text = VisibleText.escaping(text, keepingNewlines: false)
    var output = ""
    let characters = Array(text)
    var offset = 0
    for range in highlighter.matches(in: text) {
      output += context.paint(String(characters[offset..<range.lowerBound]), role)
      output += context.paint(String(characters[range]), .bold)
      offset = range.upperBound
    }
    output += context.paint(String(characters[offset...]), role)
    return output
  }

  /// `plain` wrapped to the width less the indent, each line highlighted again (so a
  /// style never spans a line break); when it fits on one line, `styled` as it is.
  private func indented(_ styled: String, plain: String, first: String, context: RenderContext)
    -> [String]
  {
    let plain = VisibleText.escaping(plain, keepingNewlines: false)
    let width = max(1, context.width - 2)
    let wrapped = TextWrapper.wrap(plain, width: width)
    if wrapped.count == 1 { return [first + styled] }
    return wrapped.enumerated().map { index, line in
      (index == 0 ? first : "  ") + highlighted(line, context)
    }
  }
}
