/// One row of an action menu: a symbol, a label, and possibly a submenu of choices.
public struct ActionMenuItem: Sendable, Hashable {
  /// What the caller gets back when this row is chosen.
  public var id: String
  /// The row's text.
  public var label: String
  /// A one-cell symbol before the label, such as `✎`.
  public var symbol: String?
  /// Whether the row destroys something: drawn in the error colour and confirmed first.
  public var isDestructive: Bool
  /// The question asked before a destructive row runs; by default the label and the title.
  public var confirmation: String?
  /// Choices shown inline under the row when it is chosen.
  public var subactions: [ActionMenuItem]
  /// The id of the current choice among `subactions`, marked `✓`.
  public var selectedSubactionID: String?

  /// Creates a row.
  public init(
    id: String, label: String, symbol: String? = nil, isDestructive: Bool = false,
    confirmation: String? = nil, subactions: [ActionMenuItem] = [],
    selectedSubactionID: String? = nil
  ) {
    self.id = id
    self.label = label
    self.symbol = symbol
    self.isDestructive = isDestructive
    self.confirmation = confirmation
    self.subactions = subactions
    self.selectedSubactionID = selectedSubactionID
  }

  /// Whether choosing the row opens a submenu.
  public var opensSubmenu: Bool { !subactions.isEmpty }
}
