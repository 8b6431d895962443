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

  /// What undoing a command of `summary` did, in words that cannot read as the command.
  ///
  /// "+1 vendor, ~2 items, -1 project" gives "1 project restored; 1 vendor removed; 2 items
  /// changed back". Restorations first, as they are what undo is mostly for. A summary not
  /// in that form is returned as it is.
  public static func undoneSummary(_ summary: String) -> String {
    var restored: [String] = []
    var removed: [String] = []
    var changedBack: [String] = []
    for part in summary.split(separator: ",").map({ $0.trimmingPrefix(" ") }) {
      guard let sign = part.first else { continue }
      let counted = String(part.dropFirst())
      switch sign {
      case "-": restored.append(counted)
      case "+": removed.append(counted)
      case "~": changedBack.append(counted)
      default: return summary
      }
    }
    var sentences: [String] = []
    if !restored.isEmpty { sentences.append(restored.joined(separator: ", ") + " restored") }
    if !removed.isEmpty { sentences.append(removed.joined(separator: ", ") + " removed") }
    if !changedBack.isEmpty {
      sentences.append(changedBack.joined(separator: ", ") + " changed back")
    }
    return sentences.isEmpty ? "nothing changed" : sentences.joined(separator: "; ")
  }
}
