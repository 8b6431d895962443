import CalendarDays

/// What the engine asks of the data its commands work on (for ledgersh, the ledger store):
/// groups of commands, interrupting the command running, the tip an empty one shows, and
/// the amounts read before a command runs.
///
/// The engine knows no store. The layer that does (LedgerViews) adapts its store to this
/// protocol, and commands reach the store through that layer.
public protocol ShellLedger: AnyObject {
  /// Whether changes are refused (a ledger opened read-only).
  var isReadOnly: Bool { get }
  /// Whether a group begun with `beginGroup()` is still open.
  var isGroupOpen: Bool { get }
  /// Stops the statement running now, from another thread (Ctrl-C).
  func interrupt()
  /// Called each time a command asks for the ledger, so that it can note what the session
  /// works in (for ledgersh, the account its journal records).
  func prepare(for session: Session)
  /// Opens a group of commands: one transaction until `commitGroup` or `rollbackGroup`.
  func beginGroup() throws
  /// Commits the open group as one change labelled `label`; nil when it changed nothing.
  func commitGroup(_ label: String) throws -> CommittedGroup?
  /// Rolls the open group back.
  func rollbackGroup() throws
  /// Runs `body` as one change labelled `commandLine`, taken back whole if it throws.
  func performChange<T>(_ commandLine: String, _ body: () throws -> T) throws -> T
  /// What to tell a new user when the interactive session starts; nil to say nothing.
  func welcomeTip() throws -> String?
  /// Reads the `.money` values `given` (argument name, and how to name it in a message) of
  /// `arguments` into `arguments.typedValues`, for `spec`.
  func readAmounts(
    _ given: [(name: String, what: String)], of arguments: inout ParsedArguments,
    for spec: CommandSpec, session: Session
  ) throws(ShellError)
  /// The order the account the session works in writes a short date in (`11/28` or
  /// `28.11`); nil when it has no locale of its own.
  func dayOrder(for session: Session) -> DayOrder?
  /// The name of the locale of the account the session works in (`de_DE`), which `show
  /// locale` gives; nil when it has none.
  func localeName(for session: Session) -> String?
}

extension ShellLedger {
  public func dayOrder(for session: Session) -> DayOrder? { nil }
  public func localeName(for session: Session) -> String? { nil }
}

/// A group of commands committed as one change.
public struct CommittedGroup {
  /// The change as data, for machine formats.
  public var record: Record
  /// How the change is named in the confirmation, such as `#12`.
  public var name: String
  /// What the change did, in a few words.
  public var summary: String

  public init(record: Record, name: String, summary: String) {
    self.record = record
    self.name = name
    self.summary = summary
  }
}

/// An error of a lower layer that knows what it means to the user.
///
/// Its message, hint and exit status are what the engine reports. A layer above declares
/// the conformance (LedgerViews does for the store's and the ledger model's errors).
public protocol ShellErrorConvertible: Error {
  /// The error as the engine reports it.
  var shellError: ShellError { get }
}

/// A value read from a command's text into a type of a layer above the engine (an amount
/// of money), for that layer to take out again.
public struct TypedValue: @unchecked Sendable, Equatable {
  /// The value; only `Sendable` values are kept, hence the unchecked conformance.
  public let base: AnyHashable

  public init<T: Hashable & Sendable>(_ value: T) {
    base = AnyHashable(value)
  }
}
