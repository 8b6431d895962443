import LedgerCore
import LedgerStore

/// One reason an import was refused, tied to the line (CSV) or record (JSON) at fault.
public struct ImportProblem: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line of the file, when known.
  public var line: Int?
  public var message: String

  public init(line: Int?, message: String) {
    self.line = line
    self.message = message
  }

  /// "line 4: 'abc' is not an amount…".
  public var description: String {
    line.map { "line \($0): \(message)" } ?? message
  }
}
