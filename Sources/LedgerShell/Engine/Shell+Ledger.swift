extension Shell {
  /// The ledger, opened on first use so that commands which need none (`help`, `echo`)
  /// work even when it cannot be opened.
  ///
  /// It is told about the session each time (`ShellLedger.prepare(for:)`), for its journal
  /// entries and `undo`.
  public func ledger() throws(ShellError) -> any ShellLedger {
    if let openedLedger {
      openedLedger.prepare(for: session)
      return openedLedger
    }
    guard let ledgerOpener else {
      throw .store("no ledger is open", hint: "start ledgersh with --db PATH")
    }
    do {
      let ledger = try ledgerOpener()
      ledger.prepare(for: session)
      openedLedger = ledger
      return ledger
    } catch {
      throw Self.map(error)
    }
  }

  /// Maps errors to shell errors with the right exit status: an error that knows what it
  /// means to the user (`ShellErrorConvertible`: the store's, the ledger model's) as it
  /// says, everything else a failed command (1).
  public static func map(_ error: any Error) -> ShellError {
    switch error {
    case let error as ShellError:
      return error
    case let error as any ShellErrorConvertible:
      return error.shellError
    default:
      return .failure(String(describing: error))
    }
  }
}

extension CommandContext {
  /// The ledger; throws a store error (exit 3) when it cannot be opened.
  public func ledger() throws(ShellError) -> any ShellLedger { try shell.ledger() }

  /// Fails as the change would, before a form asks anything, when the ledger is open
  /// read-only: the form would otherwise be filled in for nothing.
  public func refuseIfReadOnly() throws(ShellError) {
    let ledger = try shell.ledger()
    guard ledger.isReadOnly else { return }
    do {
      // The ledger refuses before it writes anything, in its own words (which name the
      // file, or --read-only on a team ledger).
      _ = try ledger.performChange(commandLine) {}
    } catch {
      throw Shell.map(error)
    }
  }

  /// Runs `body`, a change made outside `perform` (an import, the demo, which the store
  /// journals itself under the command line it is given), and counts it in an open group.
  public func performJournaled<T>(_ body: (_ commandLine: String) throws -> T) throws -> T {
    let result = try body(commandLine)
    shell.recordGroupChange(commandLine)
    return result
  }
}
