/// Joins physical lines that end in an unescaped `\` into logical lines.
///
/// Feed it physical lines one at a time; it answers a complete `ScriptLine`
/// when one is ready. Used by the script runner and by `source`.
public struct LineJoiner: Sendable {
  private var pending: String?
  private var pendingStart = 0
  private var physicalLine = 0

  /// Creates an empty joiner whose first line is line `firstLine` (1 unless the lines go on
  /// from others, as a `-c` after a `-f` goes on counting the `-c` before it).
  public init(firstLine: Int = 1) { physicalLine = firstLine - 1 }

  /// Whether a continued line is waiting for its next part.
  public var isContinuing: Bool { pending != nil }

  /// Adds the next physical line; returns a logical line when one is complete.
  public mutating func feed(_ rawLine: String) -> ScriptLine? {
    physicalLine += 1
    var line = rawLine
    if line.hasSuffix("\r") { line.removeLast() }
    // Editors on Windows start UTF-8 files with a byte-order mark; it is not a command.
    if physicalLine == 1, line.unicodeScalars.first == "\u{FEFF}" {
      line.unicodeScalars.removeFirst()
    }
    if physicalLine == 1 && line.hasPrefix("#!") { line = "" }
    let continues = Self.endsWithContinuation(line)
    if continues { line.removeLast() }
    if var joined = pending {
      joined += line
      if continues {
        pending = joined
        return nil
      }
      pending = nil
      return ScriptLine(text: joined, lineNumber: pendingStart)
    }
    if continues {
      pending = line
      pendingStart = physicalLine
      return nil
    }
    return ScriptLine(text: line, lineNumber: physicalLine)
  }

  /// Returns what is left when the input ends in the middle of a continuation.
  public mutating func finish() -> ScriptLine? {
    guard let joined = pending else { return nil }
    pending = nil
    return ScriptLine(text: joined, lineNumber: pendingStart)
  }

  /// A line continues when it ends in an odd number of backslashes.
  static func endsWithContinuation(_ line: String) -> Bool {
    var count = 0
    for char in line.reversed() {
      guard char == "\\" else { break }
      count += 1
    }
    return count % 2 == 1
  }
}
