/// An editor function a program adds to the line editor, and the key bound to it by default.
///
/// The function is added under `name` before `~/.editrc` is read, so `bind KEY NAME` there
/// works; the default key is bound after it, unless the editrc binds that key or that
/// function itself.
public struct KeyAction: Sendable, Equatable {
  /// What pressing the key does to the line being edited.
  public enum Effect: Sendable, Equatable {
    /// Replaces the line with this command and enters it, as if typed.
    case run(String)
    /// Replaces the line with this text and leaves the cursor after it.
    case insert(String)
  }

  /// The libedit function name, such as `ledgersh-new`.
  public var name: String
  /// A line saying what the function does, shown by libedit's `bind` and by `keys`.
  public var summary: String
  /// The key bound to it by default, in editrc notation (`^X^N`).
  public var defaultKey: String
  /// What it does.
  public var effect: Effect

  /// Creates an action.
  public init(name: String, summary: String, defaultKey: String, effect: Effect) {
    self.name = name
    self.summary = summary
    self.defaultKey = defaultKey
    self.effect = effect
  }
}
