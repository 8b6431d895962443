/// An error the server reported for a statement: its SQLSTATE and message.
struct ServerError: Error, Sendable {
  var state: String
  var message: String
  var detail: String?
  var constraint: String?
}
