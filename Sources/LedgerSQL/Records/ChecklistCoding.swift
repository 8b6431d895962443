import Foundation
import LedgerCore

/// Checklists are stored as JSON text in one column; this reads and writes them.
public enum ChecklistCoding {
  private struct StoredEntry: Codable {
    var text: String
    var done: Bool
  }

  public static func encode(_ entries: [ChecklistEntry]) -> String {
    let stored = entries.map { StoredEntry(text: $0.text, done: $0.isDone) }
    return json(stored)
  }

  public static func encode(_ lines: [String]) -> String { json(lines) }

  public static func decodeEntries(_ text: String) -> [ChecklistEntry] {
    let stored = (try? JSONDecoder().decode([StoredEntry].self, from: Data(text.utf8))) ?? []
    return stored.map { ChecklistEntry(text: $0.text, isDone: $0.done) }
  }

  public static func decodeLines(_ text: String) -> [String] {
    (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
  }

  private static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "[]" }
    return String(decoding: data, as: UTF8.self)
  }
}
