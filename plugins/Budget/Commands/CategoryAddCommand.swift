import LedgerCore
import LedgerShell
import LedgerViews

/// `category add NAME [--kind standard|fee]`.
enum CategoryAddCommand {
  static let spec = CommandSpec(
    "category add",
    summary: "Add a budget category at the end of the order",
    discussion: """
      Categories belong to the account and are shared by its projects. A fee category \
      counts money received (such as a design fee) rather than money spent.
      """,
    arguments: [ArgumentSpec("name", "The category's name (quote names with spaces)")],
    options: [
      OptionSpec(
        "kind", "Whether it tracks spending or fees received",
        type: .choice(CategoryKind.allCases.map(\.rawValue)), defaultValue: "standard")
    ],
    examples: [
      CommandExample("category add Furnishings", "A category for spending"),
      CommandExample("category add \"Design Fee\" --kind fee", "A category for fees received"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let name = (context.arguments.value("name") ?? "").trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw ShellError.usage("a category needs a name") }
    let kind = context.arguments.value("kind").flatMap(CategoryKind.init) ?? .standard
    let accountID = try context.account().id
    let category = try context.perform { writer in
      try writer.addCategory(name: name, kind: kind, accountID: accountID)
    }
    let kindText = kind == .fee ? "fee category" : "category"
    return .changed(
      category.record, message: "Added \(kindText) \(category.id) '\(category.name)'.")
  }
}
