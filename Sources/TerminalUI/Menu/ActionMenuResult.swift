/// What the user chose in an action menu.
public enum ActionMenuResult: Sendable, Hashable {
  /// A row, by id.
  case selected(String)
  /// A choice in a row's submenu: the row's id, then the choice's id.
  case submenu(String, String)
  /// The rows selected in multi-select mode, in menu order.
  case selectedMany([String])
  /// Nothing: `q`, Esc, end of input, or a declined confirmation.
  case cancelled
}
