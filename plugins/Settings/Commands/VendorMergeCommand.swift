import LedgerCore
import LedgerShell
import LedgerViews

/// `vendor merge A --into B`: one vendor's transactions and items go to another.
enum VendorMergeCommand {
  static let spec = CommandSpec(
    "vendor merge",
    summary: "Merge a vendor into another, on every transaction and item",
    discussion: """
      Every transaction and item of the account whose source is the first vendor gets the \
      second's name, and the first leaves the list; the second keeps its default category, \
      or takes the first's when it has none. One 'undo' reverts it all.
      """,
    arguments: [VendorArguments.vendor("vendor", "The vendor that goes away")],
    options: [
      OptionSpec("into", "The vendor that stays", completion: .named(.vendors)).required()
    ],
    examples: [
      CommandExample("vendor merge \"WestElm\" --into \"West Elm\"", "Join a misspelt vendor")
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let vendor = try VendorArguments.vendor(
      named: context.arguments.value("vendor") ?? "", context: context)
    guard let into = context.arguments.value("into") else {
      throw ShellError.usage(
        "'vendor merge' needs --into, the vendor that stays",
        hint: "vendor merge \"WestElm\" --into \"West Elm\"")
    }
    let target = try VendorArguments.vendor(named: into, context: context)
    let change = try context.perform { writer in try writer.mergeVendor(vendor.id, into: target.id)
    }
    return .changed(
      VendorArguments.record(change.vendor, categoryName: nil),
      message:
        "Merged vendor '\(vendor.name)' into '\(change.vendor.name)': "
        + "\(English.count(change.transactions, "transaction")) and "
        + "\(English.count(change.items, "item")) "
        + "changed.")
  }
}
