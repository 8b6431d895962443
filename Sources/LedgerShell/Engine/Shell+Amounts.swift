extension Shell {
  /// Reads the `.money` values of `arguments` into `arguments.typedValues` (through the
  /// ledger, which knows the account's currency), before the command runs and outside any
  /// transaction it opens, so that a bad amount is refused before the command looks
  /// anything up or writes.
  ///
  /// Nothing is read, and the ledger is not opened, when no amount was given.
  func readAmounts(_ arguments: inout ParsedArguments, for spec: CommandSpec)
    throws(ShellError)
  {
    let named =
      spec.arguments.filter { $0.type == .money }.map { ($0.name, $0.name.uppercased()) }
      + spec.options.filter { $0.type == .money }.map { ($0.name, "--" + $0.name) }
    let given = named.filter { !arguments.values($0.0).isEmpty }
    guard !given.isEmpty else { return }
    try ledger().readAmounts(
      given.map { (name: $0.0, what: $0.1) }, of: &arguments, for: spec, session: session)
  }
}
