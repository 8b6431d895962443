import LedgerData
import LedgerShell
import LedgerStore
import LedgerViews

/// `demo`: adds a realistic sample ledger.
enum DemoCommand {
  static let spec = CommandSpec(
    "demo", summary: "Add a sample ledger to explore or benchmark",
    discussion:
      "Adds projects with clients, standard and fee categories with budgets, spaces made from templates, vendors, purchases, returns and reimbursements, and items with SKUs — some named in Chinese, Japanese, with accents and emoji. The same seed gives the same ledger. On a ledger that already holds data, the sample goes into an account of its own named Demo, never among real projects, categories and vendors. One demo is one 'undo'. The Demo account is made for it, or is the one of that name, and the command says so.",
    options: [
      OptionSpec("seed", "Random seed", type: .integer(0...Int.max), defaultValue: "1"),
      OptionSpec("projects", "How many projects", type: .integer(0...100_000), defaultValue: "6"),
      OptionSpec("items", "How many items", type: .integer(0...100_000_000), defaultValue: "120"),
      OptionSpec(
        "transactions", "How many transactions", type: .integer(0...100_000_000),
        defaultValue: "200"),
    ],
    examples: [
      CommandExample("demo", "A small sample ledger"),
      CommandExample(
        "demo --projects 1 --transactions 1000000 --items 1000000", "A ledger for benchmarks"),
    ]
  ) { context in
    let arguments = context.arguments
    let options = DemoOptions(
      seed: UInt64(arguments.integer("seed") ?? 1), projects: arguments.integer("projects") ?? 6,
      items: arguments.integer("items") ?? 120,
      transactions: arguments.integer("transactions") ?? 200)
    if options.items + options.transactions > 100_000 {
      context.notice(
        "Building a demo of \(options.transactions) transactions and \(options.items) items…")
    }
    let store = try context.store()
    let (counts, account) = try context.performJournaled { commandLine in
      try context.withProgress("Adding a demo") { update in
        try DemoLedger.buildReportingAccount(
          into: store, options: options, commandLine: commandLine, progress: update)
      }
    }
    var record = counts.record
    var message =
      "Added a demo ledger (seed \(options.seed)): \(counts.summary). 'undo' removes it."
    if let account {
      // The sample never mixes into an account that holds real work.
      record.append("account", .string(account.name))
      message =
        "The ledger holds data, so the demo went into an account of its own, "
        + "'\(account.name)' (seed \(options.seed)): \(counts.summary). See it with "
        + "'account use \(account.name)'; 'undo' removes it."
    }
    return CommandResult(data: .record(record), message: message, isConfirmation: true)
  }
}
