import Foundation
import LedgerSQL

/// An error the server reported for a statement: its SQLSTATE and message.
///
/// Meant to become a `StoreError` (`PostgresErrors.storeError`) before a user sees it;
/// should one be shown as it is (`"\(error)"`, `localizedDescription`), it reads as the
/// server's message, never as a dump of this struct.
struct ServerError: Error, Sendable, CustomStringConvertible, LocalizedError {
  var state: String
  var message: String
  var detail: String?
  var constraint: String?

  var description: String { "the PostgreSQL server reported: \(message)" }

  var errorDescription: String? { description }
}
