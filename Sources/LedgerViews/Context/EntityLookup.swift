import Foundation
import LedgerCore
import LedgerShell
import TerminalUI

/// Finds an entity from what a user typed, the same way for every kind of entity.
///
/// Projects, categories, vendors, spaces, templates and accounts: the exact name, then `#id` (or a bare `12`), then the
/// name ignoring case and accents, then the one name that starts with what was typed, then
/// the one name with it inside (both ignoring case and accents, as Taskwarrior and hledger
/// take a unique prefix). Two or more candidates fail listing them (up to 5) and how to
/// pick one; a name that matches nothing fails with "did you mean" when one is close.
public enum EntityLookup {
  /// A name a user could have meant: its id, when the listing shows one, and whether it is
  /// archived (the hint then points at the listing that shows archived ones).
  public struct Candidate: Sendable, Equatable {
    public var name: String
    public var id: EntityID?
    public var isArchived: Bool

    public init(_ name: String, id: EntityID? = nil, isArchived: Bool = false) {
      self.name = name
      self.id = id
      self.isArchived = isArchived
    }
  }

  /// Returns the entity `text` names (see `EntityLookup`), names alone standing for the
  /// candidates.
  public static func resolve<Entity>(
    _ text: String, noun: String, listCommand: String,
    byID: (EntityID) throws -> Entity?, byName: (String) throws -> Entity?,
    names: () throws -> [String]
  ) throws -> Entity {
    try resolve(
      text, noun: noun, listCommand: listCommand, byID: byID, byName: byName,
      candidates: { try names().map { Candidate($0) } })
  }

  /// Returns the entity `text` names: `#12` is always an id, as is a bare `12` (names
  /// can't be just a number; an older ledger's numeric name is found when no id matches);
  /// anything else is a name, found as `EntityLookup` says.
  ///
  /// - Parameters:
  ///   - noun: the entity's name in messages, such as `project`.
  ///   - listCommand: the command that lists them, for the hint, such as `projects`.
  ///   - archivedListCommand: the one that lists archived ones too (`projects
  ///     --archived`), named in the hint only when an archived one matches.
  ///   - byID: the entity with an id, or nil when there is none.
  ///   - byName: the entity with a name (ignoring case), or nil.
  ///   - candidates: every name a user could have meant, archived ones included.
  public static func resolve<Entity>(
    _ text: String, noun: String, listCommand: String, archivedListCommand: String? = nil,
    byID: (EntityID) throws -> Entity?, byName: (String) throws -> Entity?,
    candidates: () throws -> [Candidate]
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
    // The candidates, once listed, for the prefix and the suggestion: `named` lists them
    // when it finds none by name.
    var known: [Candidate] = []
    let found = try named(
      trimmed, byName: byName,
      names: {
        known = try candidates()
        return known.map(\.name)
      })
    if let found { return found }
    if let id = EntityID.parse(trimmed) {
      throw ShellError.failure("no \(noun) \(id)", hint: "see '\(listCommand)' for the ids")
    }
    let key = LooseMatch.key(trimmed)
    for matches in [
      known.filter { LooseMatch.key($0.name).hasPrefix(key) },
      known.filter { LooseMatch.key($0.name).firstRange(of: key) != nil },
    ] where !matches.isEmpty {
      if matches.count == 1, let entity = try byName(matches[0].name) { return entity }
      if matches.count > 1 {
        throw ambiguity(
          trimmed, matches: matches, noun: noun, listCommand: listCommand,
          archivedListCommand: archivedListCommand)
      }
    }
    var message = "no \(noun) named '\(trimmed)'"
    var hint = "see '\(listCommand)'"
    if let guess = suggestion(for: trimmed, in: known.map(\.name)) {
      message += " — did you mean \(guess.text)?"
      if let archivedListCommand,
        known.contains(where: { $0.isArchived && guess.names.contains($0.name) })
      {
        hint = "see '\(archivedListCommand)'"
      }
    }
    throw ShellError.failure(message, hint: hint)
  }

  /// The most candidates an ambiguity lists.
  static let listedCandidates = 5

  /// "'ar' could be 2 categories: 'Art' (#4), 'Art Supplies' (#7)", with how to pick one.
  static func ambiguity(
    _ typed: String, matches: [Candidate], noun: String, listCommand: String,
    archivedListCommand: String?
  ) -> ShellError {
    let listed = matches.prefix(listedCandidates).map { candidate in
      var notes: [String] = []
      if let id = candidate.id { notes.append("\(id)") }
      if candidate.isArchived { notes.append("archived") }
      return "'\(candidate.name)'" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
    }
    var message =
      "'\(typed)' could be \(matches.count) \(English.plural(noun)): "
      + listed.joined(separator: ", ")
    if matches.count > listedCandidates {
      message += " and \(matches.count - listedCandidates) more"
    }
    let example = matches.first { $0.id != nil }?.id.map { "\($0)" }
    var hint = "type more of the name"
    hint += example.map { ", or its id (such as \($0))" } ?? ", or all of it"
    if matches.count > listedCandidates {
      let archived = matches.contains { $0.isArchived }
      hint += "; see '\(archived ? archivedListCommand ?? listCommand : listCommand)'"
    }
    return ShellError.failure(message, hint: hint)
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
  static func suggestion(for text: String, in names: [String])
    -> (text: String, names: [String])?
  {
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
    let shown = Array(matches.prefix(3))
    let quoted = shown.map { "'\($0)'" }
    return (quoted.count == 1 ? quoted[0] : quoted.joined(separator: " or "), shown)
  }
}
