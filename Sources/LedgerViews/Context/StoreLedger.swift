import LedgerCore
import LedgerShell
import LedgerStore

/// The ledger store as the shell engine sees it (`ShellLedger`): its groups, interrupts and
/// the account a session's changes are journaled under.
public final class StoreLedger: ShellLedger {
  /// The store.
  public let store: any Store
  /// The store's default account, which commands work in while the session has chosen
  /// none: found once, for the journal (`prepare(for:)`).
  private var defaultAccountID: EntityID?

  public init(_ store: any Store) {
    self.store = store
  }

  /// The store of `ledger`, which a shell of ledgersh opens through `Shell.openStore(with:)`.
  static func store(of ledger: any ShellLedger) throws(ShellError) -> any Store {
    guard let ledger = ledger as? StoreLedger else {
      throw .store("no ledger store is open", hint: "start ledgersh with --db PATH")
    }
    return ledger.store
  }

  public var isReadOnly: Bool { store.isReadOnly }
  public var isGroupOpen: Bool { store.isGroupOpen }
  public func interrupt() { store.interrupt() }

  /// Tells the store the account the session's commands work in, which its journal
  /// records: the current account, else the ledger's default (named, so that an entry with
  /// no account means one made before the journal recorded them); nil if it cannot be read.
  public func prepare(for session: Session) {
    if let account = session.currentAccount {
      store.setJournalAccount(EntityID(account.id))
      return
    }
    if defaultAccountID == nil { defaultAccountID = try? store.defaultAccount().id }
    store.setJournalAccount(defaultAccountID)
  }

  public func beginGroup() throws { try store.beginGroup() }
  public func rollbackGroup() throws { try store.rollbackGroup() }

  public func commitGroup(_ label: String) throws -> CommittedGroup? {
    guard let entry = try store.commitGroup(label) else { return nil }
    let record = Record([
      "id": .int(entry.id.rawValue), "time": .string(entry.time.iso8601),
      "command": .string(entry.commandLine), "summary": .string(entry.summary),
    ])
    return CommittedGroup(record: record, name: "\(entry.id)", summary: entry.summary)
  }

  public func performChange<T>(_ commandLine: String, _ body: () throws -> T) throws -> T {
    try store.perform(commandLine) { _ in try body() }
  }

  /// The account the session's commands work in: its current one, else the default.
  func account(for session: Session) throws -> Account {
    if let current = session.currentAccount,
      let account = try? store.account(EntityID(current.id))
    {
      return account
    }
    return try store.defaultAccount()
  }

  /// The locale of the account the session works in; nil when it has none.
  public func localeStyle(for session: Session) -> LocaleStyle? {
    (try? account(for: session))?.localeStyle
  }

  /// The locale of the account the session works in, as it keeps it (`de_DE`).
  public func localeName(for session: Session) -> String? {
    (try? account(for: session))?.locale
  }

  /// The order of the account's locale (`28.11` in de_DE); nil when it has none.
  public func dayOrder(for session: Session) -> DayOrder? {
    localeStyle(for: session)?.dayOrder
  }

  public func welcomeTip() throws -> String? {
    guard try store.isEmpty() else { return nil }
    return "This ledger is empty. Try 'demo' for a sample ledger, or "
      + "'project add \"Smith Residence\"' to start your own."
  }

  /// Reads amounts in the currency of the account commands work in: the session's current
  /// one, else the default.
  public func readAmounts(
    _ given: [(name: String, what: String)], of arguments: inout ParsedArguments,
    for spec: CommandSpec, session: Session
  ) throws(ShellError) {
    let account: Account
    do {
      account = try self.account(for: session)
    } catch {
      throw Shell.map(error)
    }
    let currency = account.currency
    let locale = account.localeStyle
    for (name, what) in given {
      var amounts: [TypedValue] = []
      for text in arguments.values(name) {
        amounts.append(
          TypedValue(
            try AmountReading.read(
              text, what: what, currency: currency, locale: locale,
              allowNegative: spec.allowsNegativeAmounts)))
      }
      arguments.typedValues[name] = amounts
    }
  }
}

extension Shell {
  /// Opens the ledger store when a command first needs it: sets `ledgerOpener`.
  public func openStore(with opener: @escaping () throws -> any Store) {
    ledgerOpener = { StoreLedger(try opener()) }
    // Text for people follows the account's locale, looked up when an amount or a date is
    // first written (so `help` opens no ledger).
    commandScope = { [unowned self] body throws(ShellError) in
      let today = DateReading.today(variables: self.environment.variables)
      let source = LocaleStyle.Source(currentYear: today.components.year) { [unowned self] in
        guard let ledger = try? self.ledger() as? StoreLedger else { return nil }
        return ledger.localeStyle(for: self.session)
      }
      do {
        try LocaleStyle.$source.withValue(source) { try body() }
      } catch let error as ShellError {
        throw error
      } catch {
        throw Shell.map(error)
      }
    }
  }

  /// The ledger store, opened on first use so that commands which need none (`help`,
  /// `echo`) work even when the database cannot be opened; told the session's account
  /// each time, for its journal entries and `undo`.
  public func store() throws(ShellError) -> any Store {
    try StoreLedger.store(of: ledger())
  }
}

extension CommandContext {
  /// The ledger store; throws a store error (exit 3) when it cannot be opened.
  public func store() throws(ShellError) -> any Store {
    try StoreLedger.store(of: ledger())
  }

  /// Runs `body` as one journaled database transaction labelled with this command line.
  public func perform<T>(_ body: (any LedgerWriter) throws -> T) throws -> T {
    try performJournaled { commandLine in try store().perform(commandLine, body) }
  }
}

extension CompletionRequest {
  /// The ledger store, or nil when it cannot be opened.
  public func store() -> (any Store)? { (ledger() as? StoreLedger)?.store }
}

extension StatusLineContext {
  /// The ledger store, or nil when it cannot be opened.
  public func store() -> (any Store)? { (ledger() as? StoreLedger)?.store }
}

extension ParsedArguments {
  /// The amount a `.money` argument or option names, in the account's currency.
  ///
  /// The last one when repeated, nil when not given; checked before the command ran.
  public func money(_ name: String) -> Money? { typedValues[name]?.last?.base as? Money }
}

/// How every command reads an amount: one parse and one set of messages, such as
/// "--amount: 'abc' is not an amount; write it like 1249.99, 1,249.99 or $1,249.99".
public enum AmountReading {
  /// Reads `text` in `currency`, failing with a usage error that names `what` (`--amount`,
  /// `AMOUNT`); a negative amount is refused unless `allowNegative`.
  public static func read(
    _ text: String, what: String, currency: Currency, locale: LocaleStyle? = nil,
    allowNegative: Bool = false
  ) throws(ShellError) -> Money {
    let amount: Money
    do {
      amount = try Money.parse(text, currency: currency, locale: locale)
    } catch {
      throw .usage("\(what): \(error.message)")
    }
    if amount.isNegative, !allowNegative {
      throw .usage("\(what) cannot be negative ('\(text)')")
    }
    return amount
  }
}

/// Store failures exit 3, other refusals of the store 1.
extension StoreError: ShellErrorConvertible {
  public var shellError: ShellError {
    ShellError(message, kind: kind.isStoreFailure ? .store : .failure)
  }
}

extension MoneyError: ShellErrorConvertible {
  public var shellError: ShellError { .failure(message) }
}

/// A name given on the command line that breaks the ledger's rules is a bad value (exit 2).
extension EntityNameError: ShellErrorConvertible {
  public var shellError: ShellError { .usage(message) }
}
