import Foundation
import LedgerCore
import LedgerShell

/// How templates appear in JSON, CSV and TSV.
enum TemplateRecords {
  /// The field names of a template, in order.
  static let fields = ["id", "position", "name", "entry_count", "checklist"]

  /// The template at `place` (1 = first) as a record.
  static func record(_ template: SpaceTemplate, place: Int) -> Record {
    Record([
      "id": .int(template.id.rawValue),
      "position": .int(place),
      "name": .string(template.name),
      "entry_count": .int(template.checklist.count),
      "checklist": .list(template.checklist.map(FieldValue.string)),
    ])
  }

  /// The record of `template` at its place among the account's templates.
  static func record(_ template: SpaceTemplate, context: CommandContext) throws -> Record {
    let all = try context.store().spaceTemplates(accountID: template.accountID)
    let place = (all.firstIndex { $0.id == template.id } ?? all.count) + 1
    return record(template, place: place)
  }

  /// The `TEMPLATE` argument: a name or `#id`.
  static let argument = ArgumentSpec(
    "template", "The template's name or #id", type: .reference("template"),
    completion: .named(.templates))

  /// The checklist given as repeated --item options, trimmed; empty text is refused.
  static func checklist(_ context: CommandContext) throws -> [String] {
    let entries = context.arguments.values("item").map {
      $0.trimmingWhitespaceAndNewlines()
    }
    guard !entries.contains(where: \.isEmpty) else {
      throw ShellError.usage("a checklist entry (--item) needs some text")
    }
    return entries
  }
}
