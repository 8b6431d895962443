import Foundation
import LedgerCore
import LedgerShell
import TerminalUI

/// Finds an entity from what a user typed: `#12`, `12` or, where names are unique, a name.
///
/// A name that matches nothing fails with "did you mean" when a known name is close.
public enum EntityLookup {
  /// Returns the entity `text` names: `#12` is always an id, as is a bare `12` (names
  /// can't be just a number; an older ledger's numeric name is found when no id matches);
  /// anything else is a name, ignoring case in any script.
  ///
  /// - Parameters:
  ///   - noun: the entity's name in messages, such as `project`.
  ///   - listCommand: the command that lists them, for the hint, such as `projects`.
  ///   - byID: the entity with an id, or nil when there is none.
  ///   - byName: the entity with a name (ignoring case), or nil.
  ///   - names: every name a user could have meant, for the suggestion.
  public static func resolve<Entity>(
    _ text: String, noun: String, listCommand: String,
    byID: (EntityID) throws -> Entity?, byName: (String) throws -> Entity?,
    names: () throws -> [String]
  ) throws -> Entity {
    let trimmed = text.trimmingWhitespace()
    guard !trimmed.isEmpty else {
      throw ShellError.usage(
        "\(English.withArticle(noun)) name or #id is required", hint: "see '\(listCommand)'")
    }
    if let id = EntityID.parse(trimmed) {
      if let entity = try byID(id) { return entity }
      // A bare number may still be a name ("2026"); `#12` is always an id.
      if trimmed.hasPrefix("#") {
        throw ShellError.failure("no \(noun) \(id)", hint: "see '\(listCommand)' for the ids")
      }
    }
    // The names, once listed, for the suggestion: `named` lists them when it finds none.
    var known: [String] = []
    let found = try named(
      trimmed, byName: byName,
      names: {
        known = try names()
        return known
      })
    if let found { return found }
    if let id = EntityID.parse(trimmed) {
      throw ShellError.failure("no \(noun) \(id)", hint: "see '\(listCommand)' for the ids")
    }
    var message = "no \(noun) named '\(trimmed)'"
    if let guess = suggestion(for: trimmed, in: known) {
      message += " — did you mean \(guess)?"
    }
    throw ShellError.failure(message, hint: "see '\(listCommand)'")
  }

  /// The entity `name` means, or nil; never an id.
  ///
  /// That is the same name (ignoring case), else the same name ignoring case and Unicode
  /// encoding, else the one name that reads the same without accents.
  ///
  /// - Parameters:
  ///   - byName: the entity with a name (ignoring case), or nil.
  ///   - names: every name a user could have meant; asked only when `byName` finds none.
  public static func named<Entity>(
    _ name: String, byName: (String) throws -> Entity?, names: () throws -> [String]
  ) throws -> Entity? {
    if let entity = try byName(name) { return entity }
    let known = try names()
    // The backend may ignore case for ASCII only; 'café' still finds 'CAFÉ'.
    if let match = EntityName.match(name, in: known), let entity = try byName(match) {
      return entity
    }
    // Without its accents, as search reads it: 'cafe lumiere' is 'Café Lumière' when no
    // other name reads the same.
    let key = LooseMatch.key(name)
    let unaccented = known.filter { LooseMatch.key($0) == key }
    guard unaccented.count == 1 else { return nil }
    return try byName(unaccented[0])
  }

  /// Fails when `names` holds `name` already in another case or Unicode encoding.
  ///
  /// A backend's collation does not see that 'Cafe\u{301}' and 'Caf\u{E9}' are one name
  /// to a reader. `own` is the entity's present name on a rename.
  public static func requireFree(
    _ name: String, among names: [String], noun: String, own: String? = nil
  ) throws {
    guard let taken = EntityName.match(name, in: names) else { return }
    if let own, EntityName.caseKey(own) == EntityName.caseKey(taken) { return }
    throw ShellError.failure(
      "\(English.withArticle(noun)) named '\(taken)' already exists (names ignore case)")
  }

  /// The names a user probably meant, quoted: those starting with (or else containing) the
  /// typed text, case and accents aside, else the nearest by spelling.
  static func suggestion(for text: String, in names: [String]) -> String? {
    let key = LooseMatch.key(text)
    var matches = names.filter { LooseMatch.key($0).hasPrefix(key) }
    // The standard library's search, not Foundation's `contains`: that one crashed on text
    // holding a NUL ('project show "2<NUL>"' with a project named '… 2', found by fuzzing).
    // Inside a name only from three columns on ('fur', '陈宅'): two Latin letters are in
    // too many names to mean one.
    if matches.isEmpty, DisplayWidth.of(key) >= 3 {
      matches = names.filter { LooseMatch.key($0).firstRange(of: key) != nil }
    }
    if matches.isEmpty, let guess = Suggestion.closest(to: text, in: names) { matches = [guess] }
    guard !matches.isEmpty else { return nil }
    let quoted = matches.prefix(3).map { "'\($0)'" }
    return quoted.count == 1 ? quoted[0] : quoted.joined(separator: " or ")
  }
}
