/// A command's failure: thrown from a handler, it becomes the `error` message the host
/// shows, with `status` as the exit status (1 unless given).
public struct PluginFailure: Error, Sendable, Equatable {
  /// What the user reads.
  public var message: String
  /// The exit status, 1–125.
  public var status: Int

  /// A failure with `message` and `status`.
  public init(_ message: String, status: Int = 1) {
    self.message = message
    self.status = status
  }
}
