import LedgerCore
import LedgerShell
import LedgerViews

/// `category move NAME --before OTHER | --after OTHER | --to N`.
enum CategoryMoveCommand {
  static let spec = CommandSpec(
    "category move",
    summary: "Change a category's place in the order",
    discussion: """
      Give exactly one of --before, --after or --to. The order is kept everywhere \
      categories are shown: 'categories', 'budget', menus and completion.
      """,
    arguments: [CategoryArguments.category()],
    options: [
      OptionSpec(
        "before", "Put it just before this category", type: .reference("category"),
        completion: .named(.categories)),
      OptionSpec(
        "after", "Put it just after this category", type: .reference("category"),
        completion: .named(.categories)),
      OptionSpec("to", "Put it at this place (1 = first)", type: .integer(-100_000...100_000)),
    ],
    examples: [
      CommandExample("category move Lighting --before Furnishings", "Reorder two categories"),
      CommandExample("category move \"Design Fee\" --to 1", "Make a category the first"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    let given = ["before", "after", "to"].filter { arguments.value($0) != nil }
    guard given.count == 1 else {
      throw ShellError.usage(
        given.isEmpty
          ? "say where to move it: --before OTHER, --after OTHER or --to N"
          : "give only one of --before, --after and --to")
    }
    let category = try context.category(named: arguments.value("category") ?? "")
    let store = try context.store()
    let all = try store.categories(accountID: category.accountID, includeArchived: true)
    var order = all
    order.removeAll { $0.id == category.id }
    let position: Int
    if let place = arguments.integer("to") {
      let count = order.count + 1
      guard (1...count).contains(place) else {
        throw ShellError.usage(
          (count == 1 ? "there is 1 category" : "there are \(count) categories")
            + ", so --to takes 1 to \(count), not \(place)",
          hint: "--to \(count) moves '\(category.name)' to the end")
      }
      position = place
    } else {
      let isBefore = arguments.value("before") != nil
      let other = try context.category(named: arguments.value(isBefore ? "before" : "after") ?? "")
      guard other.id != category.id else {
        throw ShellError.usage("cannot move '\(category.name)' relative to itself")
      }
      let index = order.firstIndex { $0.id == other.id } ?? order.count
      position = (isBefore ? index : index + 1) + 1
    }
    // At its place already: nothing is written, and the message says so.
    let already = all.firstIndex { $0.id == category.id } == position - 1
    let reordered =
      already
      ? all : try context.perform { writer in try writer.moveCategory(category.id, to: position) }
    // Archived categories keep their place, which the numbers of 'categories' count.
    let names = reordered.map { $0.isArchived ? "\($0.name) (archived)" : $0.name }
      .joined(separator: ", ")
    let moved = reordered.first { $0.id == category.id } ?? category
    let message =
      already
      ? "'\(moved.name)' is at place \(position) already; nothing changed. Order: \(names)."
      : "Moved '\(moved.name)' to place \(moved.position). Order: \(names)."
    return CommandResult(
      data: .records(reordered.map(\.record), columns: BudgetCategory.recordFields),
      message: message, isConfirmation: true
    ) { style in CommandResult.wrapped(message, style: style) }
  }
}
