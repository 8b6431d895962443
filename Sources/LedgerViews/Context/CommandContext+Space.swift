import LedgerCore
import LedgerShell
import LedgerStore

extension CommandContext {
  /// The space `text` names in `project`: `#id`, id or name, with "did you mean".
  ///
  /// `#id` of another project's space says whose it is, rather than that there is none.
  public func space(named text: String, in project: Project) throws -> Space {
    let store = try store()
    let list = "spaces --project \(Self.hintWord(project.name))"
    return try EntityLookup.resolve(
      text, noun: "space", listCommand: list,
      byID: { id in
        guard let space = try Self.optional({ try store.space(id) }) else { return nil }
        if space.projectID == project.id { return space }
        // A bare number is an id too, unless it is an older ledger's name for a space here.
        let typed = text.trimmingWhitespace()
        let isID =
          try typed.hasPrefix("#") || store.space(named: typed, projectID: project.id) == nil
        if isID, let other = try Self.optional({ try store.project(space.projectID) }),
          other.accountID == project.accountID
        {
          throw ShellError.failure(
            "space \(id) '\(space.name)' is in project '\(other.name)', not '\(project.name)'",
            hint: "see '\(list)' for its spaces")
        }
        return nil
      },
      byName: { try store.space(named: $0, projectID: project.id) },
      names: { try store.spaceNames(projectID: project.id) })
  }

  /// The space `text` names and its project: `#id` finds a space of any project of the
  /// account (unless `--project` is given); a name or bare id is looked up in `--project P`
  /// or the current project.
  public func space(reference text: String) throws -> (project: Project, space: Space) {
    let store = try store()
    if arguments.value("project") == nil, text.hasPrefix("#"), let id = EntityID.parse(text) {
      let accountID = try account().id
      guard let space = try Self.optional({ try store.space(id) }),
        let project = try Self.optional({ try store.project(space.projectID) }),
        project.accountID == accountID
      else {
        throw ShellError.failure("no space \(id)", hint: "see 'spaces' for the ids")
      }
      return (project, space)
    }
    let project = try targetProject()
    return (project, try space(named: text, in: project))
  }

  /// `word` as typed inside a hint that is itself in single quotes: in double quotes when
  /// it needs quoting (`see 'spaces --project "Tanaka House"'`, not nested single quotes).
  public static func hintWord(_ word: String) -> String {
    guard Tokenizer.quote(word) != word else { return word }
    var quoted = "\""
    for scalar in word.unicodeScalars {
      if scalar == "\\" || scalar == "\"" { quoted += "\\" }
      quoted.unicodeScalars.append(scalar)
    }
    return quoted + "\""
  }

  /// The space template `text` names in the current account: `#id`, id or name.
  public func spaceTemplate(named text: String) throws -> SpaceTemplate {
    let store = try store()
    let accountID = try account().id
    return try EntityLookup.resolve(
      text, noun: "template", listCommand: "templates",
      byID: { id in
        let template = try Self.optional { try store.spaceTemplate(id) }
        return template?.accountID == accountID ? template : nil
      },
      byName: { try store.spaceTemplate(named: $0, accountID: accountID) },
      names: { try store.spaceTemplateNames(accountID: accountID) })
  }
}
