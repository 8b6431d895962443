/// The entity a `new` form creates, the command that opens its form, and how the session's
/// last view decides it.
enum CreationForm: String, CaseIterable {
  case project
  case tx
  case item
  /// An item of business inventory: after `inventory`.
  case inventory
  case space

  /// The command line that opens the form on a terminal.
  var commandLine: String {
    switch self {
    case .project: return "project add"
    case .tx: return "tx add"
    case .item: return "item add"
    case .inventory: return "item add --inventory"
    case .space: return "space add"
    }
  }

  /// What a script runs instead, since a form would wait for answers.
  var scriptAdvice: String {
    switch self {
    case .project: return "use 'project add NAME' with flags"
    case .tx: return "use 'tx add' with flags (--source, --amount)"
    case .item: return "use 'item add NAME' with flags"
    case .inventory: return "use 'item add NAME --inventory' with flags"
    case .space: return "use 'space add NAME' with flags"
    }
  }

  /// The form for the view a command shows: its first word names the entity (`txs`,
  /// `tx show`, `items`, `inventory`, `spaces`, `projects`…); nil for commands that show
  /// no entity (`help`, `set`, `new`…).
  init?(commandName: String) {
    let noun = commandName.split(separator: " ").first.map(String.init) ?? ""
    switch noun {
    case "project", "projects": self = .project
    case "tx", "txs": self = .tx
    case "item", "items": self = .item
    case "inventory": self = .inventory
    case "space", "spaces": self = .space
    default: return nil
    }
  }

  /// The form for what the session shows: that of the last command that showed an entity,
  /// or the project form when none has.
  static func current(after commandNames: [String]) -> CreationForm {
    commandNames.reversed().lazy.compactMap(CreationForm.init(commandName:)).first ?? .project
  }
}
