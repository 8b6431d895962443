import LedgerCore
import TerminalUI

/// A space template on the templates list: its place and name, then its checklist as
/// a space made from it starts.
///
/// ```
/// ┌──────────────────────┐
/// │ 1. Kitchen           │
/// ├──────────────────────┤
/// │ 1 ☐ Measure counters │
/// │ 2 ☐ Choose tiles     │
/// ├──────────────────────┤
/// │ #2 · 2 entries       │
/// └──────────────────────┘
/// ```
struct TemplateCard: Renderable {
  var template: SpaceTemplate
  var place: Int

  func card(_ context: RenderContext) -> TitledCard {
    let entries = template.checklist.count == 1 ? "1 entry" : "\(template.checklist.count) entries"
    return TitledCard(
      title: "\(place). \(template.name)",
      body: template.checklist.isEmpty
        ? [Paragraph("No checklist", role: .dim)]
        : [SpaceChecklist(entries: template.checklist.map { ChecklistEntry(text: $0) })],
      footer: ["\(template.id) \(context.symbols.separator) \(entries)"])
  }

  func measure(in context: RenderContext) -> Measurement {
    card(context).measure(in: context)
  }

  func render(in context: RenderContext) -> [String] {
    card(context).render(in: context)
  }

  func render(in context: RenderContext, height: Int) -> [String] {
    card(context).render(in: context, height: height)
  }
}
