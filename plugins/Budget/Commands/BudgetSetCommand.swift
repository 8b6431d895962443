import LedgerCore
import LedgerShell
import LedgerViews

/// `budget set CATEGORY AMOUNT [--project P]`.
enum BudgetSetCommand {
  static let spec = CommandSpec(
    "budget set",
    summary: "Set a project's budget for a category",
    discussion: """
      The amount is in the account's currency, written like 5000, 5,000.00 or $5,000. \
      0 keeps a budget of zero on the category; --clear, without an AMOUNT, removes its \
      budget.
      """,
    arguments: [
      CategoryArguments.category(),
      ArgumentSpec("amount", "The budget, such as 5000 or 5,000.00", type: .money, optional: true),
    ],
    options: [CategoryArguments.project, .flag("clear", "Remove the category's budget")],
    examples: [
      CommandExample("budget set Furnishings 12,500", "Budget 12,500 for furnishings"),
      CommandExample(
        "budget set \"Design Fee\" 8000 --project \"Smith Residence\"", "A fee to receive"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    let clear = arguments.flag("clear")
    // Read (and checked) before the command ran, as every command reads amounts.
    let amount = arguments.money("amount")
    guard clear != (amount != nil) else {
      throw ShellError.usage(
        clear ? "give an AMOUNT or --clear, not both" : "missing AMOUNT",
        hint: "usage: \(spec.usage)")
    }
    let project = try context.targetProject()
    let category = try context.category(named: arguments.value("category") ?? "")
    let existing = try context.store().budgets(projectID: project.id).first {
      $0.categoryID == category.id
    }
    let hadBudget = existing != nil
    // The same amount again changes nothing: no write, no journal entry, and it is said.
    let unchanged = amount != nil && existing?.amount == amount
    if !unchanged {
      try context.perform { writer in
        try writer.setBudget(projectID: project.id, categoryID: category.id, amount: amount)
      }
    }
    let record = Record([
      "project": .string(project.name), "category": .string(category.name),
      "budgeted": amount.map { .decimal($0.decimalString) } ?? .null,
      "currency": .string(try context.account().currency.code),
    ])
    let message =
      amount.map {
        unchanged
          ? "The budget of '\(category.name)' for '\(project.name)' is \($0.formatted) already; "
            + "nothing changed."
          : "Budget of '\(category.name)' for '\(project.name)' set to \($0.formatted)."
      }
      ?? (hadBudget
        ? "Removed the budget of '\(category.name)' for '\(project.name)'."
        : "'\(category.name)' has no budget for '\(project.name)'; nothing changed.")
    return .changed(record, message: message)
  }
}
