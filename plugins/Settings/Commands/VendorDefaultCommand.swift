import LedgerCore
import LedgerShell
import LedgerViews

/// `vendor default V --category C` (or `--none`): the category `tx add` uses for a vendor.
enum VendorDefaultCommand {
  static let spec = CommandSpec(
    "vendor default",
    summary: "Set the category a vendor's new transactions get by default",
    discussion: """
      'tx add --source V' without --category then files the transaction under C, and the \
      'tx add' form offers C as the category. --none clears it. The vendor joins the list \
      if it is not on it yet.
      """,
    arguments: [VendorArguments.vendor("vendor", "The vendor")],
    options: [
      OptionSpec(
        "category", "The default category", type: .reference("category"),
        completion: .named(.categories)),
      .flag("none", "Clear the default category"),
    ],
    examples: [
      CommandExample("vendor default \"West Elm\" --category Furnishings", "File it by default"),
      CommandExample("vendor default \"West Elm\" --none", "No default any more"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let arguments = context.arguments
    let clear = arguments.flag("none")
    guard clear != arguments.has("category") else {
      throw ShellError.usage(
        "'vendor default' needs --category C or --none (one of the two)",
        hint: "vendor default \"West Elm\" --category Furnishings")
    }
    let name = (arguments.value("vendor") ?? "").trimmingCharacters(in: .whitespaces)
    let accountID = try context.account().id
    var known = try VendorArguments.existing(named: name, context: context)
    let category = try arguments.value("category").map { try context.category(named: $0) }
    // Clearing needs a vendor on the list, and '#13' names one by id: neither adds a vendor.
    if known == nil, clear || name.hasPrefix("#") {
      known = try VendorArguments.vendor(named: name, context: context)
    }
    let vendor = try context.perform { writer in
      let vendor = try known ?? writer.addVendor(name: name, accountID: accountID)
      return try writer.setDefaultCategory(category?.id, ofVendor: vendor.id)
    }
    let message =
      category.map { "New transactions from '\(vendor.name)' go to \($0.name) by default." }
      ?? "'\(vendor.name)' has no default category now."
    return .changed(VendorArguments.record(vendor, categoryName: category?.name), message: message)
  }
}
