import LedgerCore
import LedgerStore

extension Shell {
  /// The ledger store, opened on first use so that commands which need none
  /// (`help`, `echo`) work even when the database cannot be opened.
  ///
  /// The store is told the session's account each time, for its journal entries and `undo`.
  public func store() throws(ShellError) -> any Store {
    if let openedStore {
      openedStore.setJournalAccount(journalAccount(of: openedStore))
      return openedStore
    }
    guard let storeOpener else {
      throw .store("no ledger is open", hint: "start ledgersh with --db PATH")
    }
    do {
      let store = try storeOpener()
      store.setJournalAccount(journalAccount(of: store))
      openedStore = store
      return store
    } catch {
      throw Self.map(error)
    }
  }

  /// The account the session's commands work in, which the store's journal records: the
  /// current account, else the ledger's default (named, so that an entry with no account
  /// means one made before the journal recorded them); nil if it cannot be read.
  func journalAccount(of store: any Store) -> EntityID? {
    if let account = session.currentAccount { return EntityID(account.id) }
    if defaultAccountID == nil { defaultAccountID = try? store.defaultAccount().id }
    return defaultAccountID
  }

  /// Maps errors from the store and the ledger model to shell errors with the
  /// right exit status: store failures 3, a bad name 2, everything else a failed command (1).
  static func map(_ error: any Error) -> ShellError {
    switch error {
    case let error as ShellError:
      return error
    case let error as StoreError:
      return ShellError(error.message, kind: error.kind.isStoreFailure ? .store : .failure)
    case let error as MoneyError:
      return .failure(error.message)
    case let error as EntityNameError:
      // A name given on the command line that breaks the ledger's rules is a bad value.
      return .usage(error.message)
    default:
      return .failure(String(describing: error))
    }
  }
}

extension CommandContext {
  /// The ledger store; throws a store error (exit 3) when it cannot be opened.
  public func store() throws(ShellError) -> any Store { try shell.store() }

  /// Fails as the change would, before a form asks anything, when the ledger is open
  /// read-only: the form would otherwise be filled in for nothing.
  public func refuseIfReadOnly() throws(ShellError) {
    let store = try store()
    guard store.isReadOnly else { return }
    do {
      // The store refuses before it writes anything, in its own words (which name the
      // file, or --read-only on a team ledger).
      _ = try store.perform(commandLine) { _ in }
    } catch {
      throw Shell.map(error)
    }
  }

  /// Runs `body` as one journaled database transaction labelled with this command line.
  public func perform<T>(_ body: (any LedgerWriter) throws -> T) throws -> T {
    let result = try store().perform(commandLine, body)
    shell.recordGroupChange(commandLine)
    return result
  }

  /// Runs `body`, a change the store journals itself under the command line it is given
  /// (an import, the demo), and counts it in an open group as `perform` does.
  public func performJournaled<T>(_ body: (_ commandLine: String) throws -> T) throws -> T {
    let result = try body(commandLine)
    shell.recordGroupChange(commandLine)
    return result
  }
}
