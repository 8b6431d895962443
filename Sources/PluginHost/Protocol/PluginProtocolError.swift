/// How a plugin broke protocol 1.
public enum PluginProtocolError: Error, Sendable, Equatable {
  /// The line is not JSON.
  case invalidJSON(String)
  /// The line is JSON but not a message the host expects here.
  case unexpected(String)

  /// What to tell the user.
  public var message: String {
    switch self {
    case .invalidJSON(let detail): return "wrote a line that is not valid JSON (\(detail))"
    case .unexpected(let detail): return "broke the protocol: \(detail)"
    }
  }
}
