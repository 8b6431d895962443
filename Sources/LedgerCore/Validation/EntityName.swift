import TextOutput

/// The rules every name and text field in a ledger follows, whoever writes it.
///
/// Projects, categories, spaces and space templates are addressed by name or by id, so
/// their names may not read as an id (`2`, `#2`). No name or one-line field (a vendor,
/// a client, a SKU) may hold control characters such as tabs, newlines or ESC, or
/// bidirectional controls such as U+202E: they would break tables, CSV and the terminal,
/// or make a name read as another. Notes may keep newlines and tabs, nothing
/// else below the space.
public enum EntityName {
  /// The kinds of entity a user addresses by name as well as by `#id`.
  public static let addressedByName: Set<String> = [
    "project", "category", "space", "space template", "account",
  ]

  /// The name trimmed of surrounding spaces; throws if it is empty, holds a control
  /// character, or (for `addressedByName` kinds) is only a number.
  ///
  /// - Parameter what: the entity in messages, such as `project` or `category`.
  public static func validated(_ name: String, of what: String) throws(EntityNameError)
    -> String
  {
    let trimmed = name.trimmingSpaces()
    guard !trimmed.isEmpty else { throw .empty(what) }
    if let control = firstControl(in: trimmed, allowingLineBreaks: false) {
      throw .controlCharacter("\(what) name", control)
    }
    if addressedByName.contains(what), EntityID.parse(trimmed) != nil {
      throw .looksLikeID(what, trimmed)
    }
    return trimmed
  }

  /// Throws if a one-line field (`field`, such as `source` or `client`) holds a control
  /// character; empty is fine.
  public static func checkLine(_ text: String, field: String) throws(EntityNameError) {
    if let control = firstControl(in: text, allowingLineBreaks: false) {
      throw .controlCharacter(field, control)
    }
  }

  /// Throws if notes hold a control character other than a newline or tab.
  public static func checkNotes(_ text: String, field: String) throws(EntityNameError) {
    if let control = firstControl(in: text, allowingLineBreaks: true) {
      throw .controlCharacter(field, control)
    }
  }

  /// The form two names share when they differ only in case, in any script.
  ///
  /// `Café` and `CAFÉ` share one, as do `Öl` and `öl`; names are unique and found by it.
  public static func caseKey(_ name: String) -> String {
    name.trimmingSpaces().lowercased()
  }

  /// The name in `names` that matches `name` ignoring case, if any.
  public static func match(_ name: String, in names: [String]) -> String? {
    let key = caseKey(name)
    return names.first { caseKey($0) == key }
  }

  /// The first C0 or C1 control character (or DEL), or bidirectional control, in `text`.
  static func firstControl(in text: String, allowingLineBreaks: Bool) -> Unicode.Scalar? {
    text.unicodeScalars.first { scalar in
      if allowingLineBreaks, scalar == "\n" || scalar == "\t" || scalar == "\r" { return false }
      return isControl(scalar)
    }
  }

  /// Whether `scalar` is a C0 or C1 control character, DEL, or a bidirectional embedding,
  /// override or isolate (U+202A–U+202E, U+2066–U+2069): `B\u{202E}gnp.exe` shows as
  /// `Bexe.png`, so text from outside may not reorder what a terminal shows.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isBidiControl(scalar)
  }

  /// Whether `scalar` is a bidirectional embedding, override or isolate.
  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }
}
