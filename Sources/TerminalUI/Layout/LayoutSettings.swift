/// The layout constants, in cells: the app's layout dimensions translated to a terminal.
public struct LayoutSettings: Sendable, Hashable {
  /// The least width of a card in a grid (`layout.card-min`).
  public var cardMinimumWidth: Int
  /// The greatest width of a card in a grid (`layout.card-max`).
  public var cardMaximumWidth: Int
  /// The cells between cards, across and down.
  public var gap: Int
  /// The widest detail views and lists get (`layout.content-width`).
  public var contentWidth: Int
  /// The widest forms and prompts get (`layout.form-width`).
  public var formWidth: Int

  /// Creates settings; each defaults to the standard value.
  public init(
    cardMinimumWidth: Int = 20, cardMaximumWidth: Int = 44, gap: Int = 2,
    contentWidth: Int = 100, formWidth: Int = 78
  ) {
    self.cardMinimumWidth = max(1, cardMinimumWidth)
    self.cardMaximumWidth = max(self.cardMinimumWidth, cardMaximumWidth)
    self.gap = max(0, gap)
    self.contentWidth = max(1, contentWidth)
    self.formWidth = max(1, formWidth)
  }

  /// Card width 20–44, gap 2, content 100, forms 78.
  public static let standard = LayoutSettings()
}
