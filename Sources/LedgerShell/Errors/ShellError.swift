/// An error a command reports to the user; its kind decides the exit status.
public struct ShellError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, in terms the user can act on.
  public var message: String
  /// What to do about it, printed on a second line when present.
  public var hint: String?
  /// The class of failure, which sets the script's exit status.
  public var kind: Kind

  /// The classes of failure and their exit statuses.
  public enum Kind: Sendable, Equatable {
    /// A command failed (exit 1).
    case failure
    /// Bad usage: unknown command, bad option or value (exit 2).
    case usage
    /// The store could not be opened or used (exit 3).
    case store
    /// `exit N` was run.
    case exit(Int32)
  }

  /// Creates an error.
  public init(_ message: String, hint: String? = nil, kind: Kind = .failure) {
    self.message = message
    self.hint = hint
    self.kind = kind
  }

  /// A usage error (exit status 2).
  public static func usage(_ message: String, hint: String? = nil) -> ShellError {
    ShellError(message, hint: hint, kind: .usage)
  }

  /// A failed command (exit status 1).
  public static func failure(_ message: String, hint: String? = nil) -> ShellError {
    ShellError(message, hint: hint, kind: .failure)
  }

  /// A store error (exit status 3).
  public static func store(_ message: String, hint: String? = nil) -> ShellError {
    ShellError(message, hint: hint, kind: .store)
  }

  /// The exit status a script ends with when this error stops it.
  public var exitStatus: Int32 {
    switch kind {
    case .failure: return 1
    case .usage: return 2
    case .store: return 3
    case .exit(let status): return status
    }
  }

  public var description: String { message }
}
