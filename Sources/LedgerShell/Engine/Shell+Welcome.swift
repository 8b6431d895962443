import LedgerStore

extension Shell {
  /// On an empty ledger, tells a new user how to start; reports a store that
  /// cannot be opened once, up front.
  public func showWelcomeTips() {
    do {
      guard try store().isEmpty() else { return }
      let tip =
        "Tip: this ledger is empty. Try 'demo' for a sample ledger, or "
        + "'project add \"Smith Residence\"' to start your own."
      environment.writeOutput(tip + "\n")
    } catch {
      report(Self.map(error), at: nil)
    }
  }
}
