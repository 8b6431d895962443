import Foundation
import LineEditor
import TerminalUI

/// What `settings` lists beside the settings `set` changes: the line editor's key mode,
/// which `~/.editrc` decides, and the layout widths the views are built on.
///
/// `show NAME` prints them and `set NAME` says where they are decided, so that every name
/// `settings` lists means something to the commands that take setting names.
public enum FixedSettings {
  /// One such row: its name and value, where the value came from, and a word on it.
  public struct Fact: Sendable, Equatable {
    /// The name `settings` lists.
    public var name: String
    /// Its value.
    public var value: String
    /// Where the value came from.
    public var source: SettingSource
    /// What decides it, or how to change it.
    public var detail: String
  }

  /// Their names, in the order `settings` lists them.
  public static let names = [
    "editor-mode", "layout.content-width", "layout.form-width", "layout.card-min",
    "layout.card-max",
  ]

  /// Every row, for the environment's `~/.editrc` and the session's `layout`.
  public static func facts(_ variables: [String: String], layout: LayoutSettings) -> [Fact] {
    [editorMode(variables)]
      + [
        ("layout.content-width", layout.contentWidth), ("layout.form-width", layout.formWidth),
        ("layout.card-min", layout.cardMinimumWidth), ("layout.card-max", layout.cardMaximumWidth),
      ].map { Fact(name: $0.0, value: "\($0.1)", source: .default, detail: "fixed") }
  }

  /// Why `set NAME` cannot change `name`, or nil when `name` is not one of these.
  public static func whyNotSet(_ name: String) -> ShellError? {
    if name == "editor-mode" {
      return .usage(
        "editor-mode is not changed with 'set': the line editor reads it from ~/.editrc "
          + "when ledgersh starts",
        hint: "put 'bind -v' (vi keys) or 'bind -e' (emacs keys) in ~/.editrc")
    }
    guard names.contains(name) else { return nil }
    return .usage(
      "\(name) is fixed: the card grid and forms are laid out on it",
      hint: "'set width N' sets the width output is drawn to")
  }

  /// Emacs keys unless the libedit startup file binds vi ones (`bind -v`): the file as the
  /// line editor read it when the session started, else (a script) as it is now.
  static func editorMode(_ variables: [String: String]) -> Fact {
    let path =
      EditrcBindings.path(environment: variables)
      ?? ((variables["HOME"] ?? NSHomeDirectory()) + "/.editrc")
    let lines = EditrcBindings.textInForce(environment: variables)?.split(separator: "\n") ?? []
    for line in lines {
      var words = line.split(separator: " ").map(String.init)
      if let first = words.first, first.hasSuffix(":") { words.removeFirst() }
      guard words.first == "bind" else { continue }
      if words.contains("-v") {
        return Fact(name: "editor-mode", value: "vi", source: .environment, detail: path)
      }
      if words.contains("-e") {
        return Fact(name: "editor-mode", value: "emacs", source: .environment, detail: path)
      }
    }
    return Fact(
      name: "editor-mode", value: "emacs", source: .default,
      detail: "bind -v in ~/.editrc for vi")
  }
}
