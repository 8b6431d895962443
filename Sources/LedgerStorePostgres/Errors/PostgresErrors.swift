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
      return StoreError(
        .unavailable, "\(server) refused: \(error.message); ask an admin for a grant")
    case let state where state.hasPrefix("08") || state.hasPrefix("57P"):
      return StoreError(
        .unavailable,
        "lost the connection to \(server) (\(error.message)); the next command connects again")
    default:
      return StoreError(.unavailable, "\(server): \(error.message)")
    }
  }
}
