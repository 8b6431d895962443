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

  /// The widest a card asks to be so that no entry wraps: a grid of templates is read
  /// entry by entry, and a narrower card only adds columns of broken lines.
  static let unwrappedLimit = 34

  /// Asks for the card's unwrapped width (up to `unwrappedLimit`) as its minimum, so a wide
  /// terminal draws fewer, unbroken cards; a narrow one still gets what fits.
  func measure(in context: RenderContext) -> Measurement {
    let natural = card(context).measure(in: context)
    return Measurement(
      minimum: max(natural.minimum, min(natural.maximum, Self.unwrappedLimit)),
      maximum: natural.maximum, ideal: natural.ideal, number: natural.number)
  }

  func render(in context: RenderContext) -> [String] {
    card(context).render(in: context)
  }

  func render(in context: RenderContext, height: Int) -> [String] {
    card(context).render(in: context, height: height)
  }
}
