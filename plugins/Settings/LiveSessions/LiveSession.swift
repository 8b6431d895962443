import Foundation
import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// Live sessions: several sessions share one ledger and see each other's work, and an
/// interactive session starts where the last one on that ledger left off.
public enum LiveSession {
  /// How many other commands the banner names before "…".
  static let namedCommands = 2
  /// How many of the other sessions' newest entries are read to leave out those undone
  /// since: an entry beyond them counts as news.
  static let entriesRead = 200

  /// Prepares an interactive session and returns the notes to show.
  ///
  /// Restores the ledger's last account and project from `contextFile` when `restore` (the
  /// account only when `keepAccount` is false, that is no `--account` was given), and
  /// remembers the context from now on.
  public static func start(
    session: Session, store: any Store, contextFile: SessionContextFile?, restore: Bool,
    keepAccount: Bool
  ) -> [String] {
    var notes: [String] = []
    if restore, let entry = contextFile?.load() {
      notes = restoreContext(entry, session: session, store: store, keepAccount: keepAccount)
    }
    try? AccountArguments.normalize(session, store: store)
    session[state: LiveSessionState.self] = LiveSessionState(
      marker: try? store.changeMarker(), contextFile: contextFile)
    return notes
  }

  private static func restoreContext(
    _ entry: SessionContextFile.Entry, session: Session, store: any Store, keepAccount: Bool
  ) -> [String] {
    var notes: [String] = []
    var restored: [String] = []
    if !keepAccount, let id = entry.accountID {
      if let account = try? store.account(EntityID(id)) {
        session.currentAccount = ContextRef(id: id, name: account.name)
        if ((try? store.accounts().count) ?? 0) > 1 { restored.append("account '\(account.name)'") }
      } else {
        notes.append(
          "The last account, '\(entry.accountName ?? "#\(id)")', no longer exists; "
            + "starting in the first one.")
      }
    }
    if let id = entry.projectID {
      let accountID = session.currentAccount.map { EntityID($0.id) }
      let account = try? accountID.map { try store.account($0) } ?? store.defaultAccount()
      if let project = try? store.project(EntityID(id)) {
        if project.accountID == account?.id {
          session.currentProject = ContextRef(id: id, name: project.name)
          restored.append("project '\(project.name)'")
        }
      } else {
        notes.append(
          "The last project, '\(entry.projectName ?? "#\(id)")', was deleted since; "
            + "starting without one.")
      }
    }
    if !restored.isEmpty {
      notes.insert(
        "Restored " + restored.joined(separator: " and ") + " (--no-restore starts afresh).",
        at: 0)
    }
    return notes
  }

  /// Before each prompt: news of other sessions' commits as a banner, the session's names
  /// refreshed, and the context remembered.
  static func beforePrompt(_ context: StatusLineContext) -> String? {
    guard var state = context.session[state: LiveSessionState.self],
      let store = context.store()
    else { return nil }
    defer {
      remember(context.session, in: state.contextFile)
      context.session[state: LiveSessionState.self] = state
    }
    guard let marker = state.marker else {
      state.marker = try? store.changeMarker()
      return nil
    }
    guard let changes = try? store.changes(since: marker, limit: entriesRead) else {
      return nil
    }
    state.marker = changes.marker
    guard changes.isChanged else { return nil }
    let undone = undoneSinceAnnounced(&state, store: store)
    for entry in changes.entries where !entry.isUndone {
      state.announced[entry.id] = shortCommand(entry)
    }
    if state.announced.count > entriesRead {
      for id in state.announced.keys.sorted().prefix(state.announced.count - entriesRead) {
        state.announced[id] = nil
      }
    }
    var lines: [String] = []
    if let banner = banner(changes, undone: undone, style: context.style) { lines.append(banner) }
    if let note = refresh(context.session, store: store) {
      lines.append(CommandResult.wrapped(note, style: context.style))
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// The commands an earlier banner announced that are undone now, oldest first, forgotten
  /// once returned: an undo is news about the change it takes back.
  static func undoneSinceAnnounced(_ state: inout LiveSessionState, store: any Store) -> [String] {
    guard !state.announced.isEmpty, let journal = try? store.journal(limit: entriesRead) else {
      return []
    }
    var undone: [String] = []
    for entry in journal.reversed() where entry.isUndone {
      guard let words = state.announced.removeValue(forKey: entry.id) else { continue }
      undone.append(words)
    }
    return undone
  }

  /// The one-line banner: how many commands, which, and where to read more; nil when every
  /// command another session ran was undone since (the ledger is as it was: no news).
  ///
  /// `undone` names commands an earlier banner announced that have been undone since.
  static func banner(_ changes: LedgerChanges, undone: [String] = [], style: OutputStyle)
    -> String?
  {
    let separator = " \(style.renderContext.symbols.separator) "
    var undoneNames = Array(undone.prefix(namedCommands))
    if undone.count > undoneNames.count { undoneNames.append("…") }
    let undoneText = undoneNames.joined(separator: separator)
    // Another session's command that was undone before this prompt is not news.
    let standing = changes.entries.filter { !$0.isUndone }
    let count = changes.entryCount - (changes.entries.count - standing.count)
    var message: String
    if count <= 0, !undone.isEmpty {
      message = "Undone since: \(undoneText) — 'journal' for more"
    } else if changes.entryCount == 0 {
      message = "The ledger was changed by another session — 'journal' for more"
    } else if count <= 0 {
      return nil
    } else {
      var named = standing.prefix(namedCommands).reversed().map { shortCommand($0) }
      if count > named.count { named.append("…") }
      message =
        "\(English.count(count, "change")) by another session: "
        + named.joined(separator: separator)
      if !undone.isEmpty { message += "; undone since: \(undoneText)" }
      message += " — 'journal' for more"
    }
    return style.draw(StatusBanner(.info, message))
  }

  /// A journal entry's command as its first words: `tx add …`.
  static func shortCommand(_ entry: JournalEntry) -> String {
    let words = entry.commandLine.split(separator: " ", omittingEmptySubsequences: true)
    var head: [Substring] = []
    for word in words.prefix(2) {
      if word.hasPrefix("-") || word.hasPrefix("\"") || word.hasPrefix("'")
        || word.hasPrefix("#") || word.first?.isNumber == true
      {
        break
      }
      head.append(word)
    }
    if head.isEmpty { head = Array(words.prefix(1)) }
    return head.joined(separator: " ") + (words.count > head.count ? " …" : "")
  }

  /// Refreshes the current account's and project's names; forgets a project deleted
  /// meanwhile and says so.
  static func refresh(_ session: Session, store: any Store) -> String? {
    let account = session.currentAccount
    try? AccountArguments.normalize(session, store: store)
    guard let current = session.currentProject else { return nil }
    guard let project = try? store.project(EntityID(current.id)) else {
      session.currentProject = nil
      // On a team ledger a project also vanishes with its account's grant: say which.
      let accountGone =
        account.map { (try? store.account(EntityID($0.id))) == nil }
        ?? ((try? store.accounts())?.isEmpty ?? false)
      guard accountGone else {
        return "The current project '\(current.name)' was deleted by another session."
      }
      let named = account.map { " '\($0.name)'" } ?? ""
      return "The current project '\(current.name)' is gone with its account\(named): the "
        + "account was deleted, or your access to it was revoked."
    }
    session.currentProject = ContextRef(id: current.id, name: project.name)
    return nil
  }

  private static func remember(_ session: Session, in file: SessionContextFile?) {
    guard let file else { return }
    file.save(
      SessionContextFile.Entry(
        accountID: session.currentAccount?.id, accountName: session.currentAccount?.name,
        projectID: session.currentProject?.id, projectName: session.currentProject?.name))
  }
}
