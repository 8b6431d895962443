/// A card with a title and badges, detail rows, a progress bar and footer lines.
///
/// Plugins compose project, budget and transaction cards from it:
///
/// ```
/// ┌────────────────────────┐
/// │ Smith Residence [Over] │
/// ├────────────────────────┤
/// │ Budget       $5,000.00 │
/// │ Spent        $5,600.00 │
/// │ ███████████▓▓ 112%     │
/// ├────────────────────────┤
/// │ Updated 2 days ago     │
/// └────────────────────────┘
/// ```
public struct TitledCard: Renderable, WidthFilling {
  /// The title, in bold.
  public var title: String
  /// Status labels after the title.
  public var badges: [Badge]
  /// Label and value rows.
  public var rows: [DetailRow]
  /// A bar under the rows, if any.
  public var progress: ProgressBar?
  /// Anything else to draw between the rows and the footer.
  public var body: [any Renderable]
  /// Secondary lines at the bottom, dimmed.
  public var footer: [String]

  /// Creates a card.
  public init(
    title: String, badges: [Badge] = [], rows: [DetailRow] = [], progress: ProgressBar? = nil,
    body: [any Renderable] = [], footer: [String] = []
  ) {
    self.title = title
    self.badges = badges
    self.rows = rows
    self.progress = progress
    self.body = body
    self.footer = footer
  }

  /// The plain card this one is drawn as.
  public var card: Card {
    var middle: [any Renderable] = rows
    if let progress { middle.append(progress) }
    middle += body
    return Card(sections: [
      [CardHeader(title: title, badges: badges)], middle,
      footer.map { Paragraph($0, role: .dim) },
    ])
  }

  public func measure(in context: RenderContext) -> Measurement {
    card.measure(in: context)
  }

  public func render(in context: RenderContext) -> [String] {
    card.render(in: context)
  }

  public func render(in context: RenderContext, height: Int) -> [String] {
    card.render(in: context, height: height)
  }
}
