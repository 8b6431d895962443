import LedgerCore
import LedgerShell
import LedgerViews

/// `vendor rename OLD NEW`: renames a vendor on every transaction and item of the account.
enum VendorRenameCommand {
  static let spec = CommandSpec(
    "vendor rename",
    summary: "Rename a vendor on every transaction and item of the account",
    discussion: """
      Every transaction and item whose source is the vendor (ignoring case) gets the new \
      name, in one change that one 'undo' reverts. A name another vendor has is refused: \
      'vendor merge' joins two vendors.
      """,
    arguments: [
      VendorArguments.vendor("old", "The vendor's current name"),
      ArgumentSpec("new", "Its new name"),
    ],
    examples: [
      CommandExample("vendor rename \"west elm\" \"West Elm\"", "Fix the spelling everywhere")
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let vendor = try VendorArguments.vendor(
      named: context.arguments.value("old") ?? "", context: context)
    let name = (context.arguments.value("new") ?? "").trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw ShellError.usage("a vendor's name cannot be empty") }
    let change = try context.perform { writer in try writer.renameVendor(vendor.id, to: name) }
    if change.vendor.name == vendor.name, change.transactions == 0, change.items == 0 {
      return .changed(
        VendorArguments.record(change.vendor, categoryName: nil),
        message: "Vendor '\(vendor.name)' is named so already, as are its transactions and "
          + "items; nothing changed.")
    }
    return .changed(
      VendorArguments.record(change.vendor, categoryName: nil),
      message:
        "Renamed vendor '\(vendor.name)' to '\(change.vendor.name)' on "
        + "\(English.count(change.transactions, "transaction")) and "
        + "\(English.count(change.items, "item")).")
  }
}
