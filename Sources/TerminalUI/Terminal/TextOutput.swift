/// Where rendered text goes: standard output, standard error, or a buffer in tests.
public protocol TextOutput: Sendable {
  /// Writes `text` as is; the caller adds newlines.
  func write(_ text: String)
}
