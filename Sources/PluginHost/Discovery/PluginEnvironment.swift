/// The environment plugins start with: the host's, less what would let a plugin reach the
/// ledger without the host (a plugin works through its calls, in the host's transaction).
enum PluginEnvironment {
  /// Variables never passed on: the server's password and the ledger's location.
  static let withheld: Set<String> = ["PGPASSWORD", "LEDGERSH_DB"]

  /// `variables` less `withheld` and less every variable holding the location of a server
  /// ledger (`--db postgresql://…` or `LEDGERSH_DB`), under whatever name.
  static func variables(_ variables: [String: String], ledger: String?) -> [String: String] {
    // The standard library's search: Foundation's traps on some needles (a NUL).
    let locations = [ledger, variables["LEDGERSH_DB"]].compactMap { $0 }.filter {
      $0.firstRange(of: "://") != nil
    }
    return variables.filter { name, value in
      !withheld.contains(name) && !locations.contains { value.firstRange(of: $0) != nil }
    }
  }
}
