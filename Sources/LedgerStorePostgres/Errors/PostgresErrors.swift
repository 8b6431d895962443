import LedgerSQL
import LedgerStore

/// `StoreError`s for what the server and the connection report.
enum PostgresErrors {
  static func storeError(_ error: any Error, location: PostgresLocation) -> StoreError {
    if let error = error as? StoreError { return error }
    guard let error = error as? ServerError else {
      return StoreError(.unavailable, "\(location.displayName): \(error)")
    }
    let server = "the PostgreSQL server \(location.displayName)"
    switch error.state {
    case "23505", "23503", "23514", "23502":
      return StoreError(.conflict, "the change clashes with stored data: \(error.message)")
    case "22003":
      return .totalTooLarge
    case "40001", "40P01", "55P03":
      return StoreError(
        .busy,
        "\(server) could not finish the command because of another session's: "
          + "\(error.message); try again")
    case "57014":
      return StoreError(
        .unavailable,
        "\(server) cancelled the command (\(error.message)); nothing of it was saved")
    case "42501":
      return refused(error, location: location)
    case "25006":
      return StoreError(
        .readOnly,
        "the team ledger \(location.displayName) is open read-only (--read-only); nothing was "
          + "changed")
    case let state where state.hasPrefix("08") || state.hasPrefix("57P"):
      return StoreError(
        .unavailable,
        "lost the connection to \(server) (\(error.message)); the next command connects again")
    default:
      return StoreError(.unavailable, "\(server): \(error.message)")
    }
  }

  /// A command the server refused the role (SQLSTATE 42501: a table it has no privilege
  /// on, a row outside the accounts granted to it): the command failed, and the ledger is
  /// still open for what the role may do (exit status 1).
  ///
  /// The ledger's owner is bound by no grant or policy, so only the owner can do it.
  static func refused(_ error: ServerError, location: PostgresLocation) -> StoreError {
    StoreError(
      .readOnly,
      "the role '\(location.user)' may not do that on this team ledger (\(error.message)): "
        + "only the ledger's owner can, or grant the account it needs ('admin grant')")
  }

  /// The `StoreError` for a failed opening: a refusal there (a role without the grants
  /// to read the ledger) leaves no ledger to work in, so it is a store failure (exit
  /// status 3), not a refused command.
  static func openingError(_ error: any Error, location: PostgresLocation) -> StoreError {
    guard let error = error as? ServerError, error.state == "42501" else {
      return storeError(error, location: location)
    }
    return StoreError(
      .unavailable,
      "the PostgreSQL server \(location.displayName) refused: \(error.message); ask the "
        + "ledger's owner for a grant ('admin grant')")
  }
}
