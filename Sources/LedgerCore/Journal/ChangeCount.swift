/// How many rows of one kind a command added, changed or removed, for a journal summary.
public struct ChangeCount: Hashable, Sendable {
  /// The entity's singular name, such as "project" or "item".
  public var entity: String
  public var added: Int
  public var changed: Int
  public var removed: Int

  public init(entity: String, added: Int = 0, changed: Int = 0, removed: Int = 0) {
    self.entity = entity
    self.added = added
    self.changed = changed
    self.removed = removed
  }

  /// "+1 project, ~2 items, -1 space": additions first, then changes, then removals,
  /// each in the order given; "no changes" when everything is zero.
  public static func summary(_ counts: [ChangeCount]) -> String {
    var parts: [String] = []
    for (sign, keyPath) in [("+", \ChangeCount.added), ("~", \.changed), ("-", \.removed)] {
      for count in counts where count[keyPath: keyPath] > 0 {
        let number = count[keyPath: keyPath]
        parts.append(sign + English.count(number, count.entity))
      }
    }
    return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
  }
}
