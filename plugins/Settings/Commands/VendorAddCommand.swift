import LedgerCore
import LedgerShell
import LedgerViews

/// `vendor add NAME [--category C]`.
enum VendorAddCommand {
  static let spec = CommandSpec(
    "vendor add",
    summary: "Add a vendor, optionally with its default category",
    discussion: """
      A vendor already on the list is left as it is: the same name ignoring case, or the \
      one vendor that reads the same without accents ('hotel drouot' is 'Hôtel Drouot').
      """,
    arguments: [ArgumentSpec("name", "The vendor's name")],
    options: [
      OptionSpec(
        "category", "The category its transactions get by default",
        type: .reference("category"), completion: .named(.categories))
    ],
    examples: [
      CommandExample("vendor add \"Schoolhouse\"", "Add a vendor"),
      CommandExample("vendor add Rejuvenation --category Lighting", "With a default category"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    let name = (context.arguments.value("name") ?? "").trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw ShellError.usage("a vendor's name cannot be empty") }
    let accountID = try context.account().id
    let category = try context.arguments.value("category").map {
      try context.category(named: $0)
    }
    let existed = try VendorArguments.existing(named: name, context: context)
    var vendor = try context.perform { writer in
      var vendor = try existed ?? writer.addVendor(name: name, accountID: accountID)
      if let category {
        vendor = try writer.setDefaultCategory(category.id, ofVendor: vendor.id)
      }
      return vendor
    }
    vendor.defaultCategoryID = vendor.defaultCategoryID ?? existed?.defaultCategoryID
    var message =
      existed == nil
      ? "Added vendor \(vendor.id) '\(vendor.name)'"
      : "Vendor \(vendor.id) '\(vendor.name)' was already on the list"
    if let category { message += "; its default category is \(category.name)" }
    message += "."
    return .changed(VendorArguments.record(vendor, categoryName: category?.name), message: message)
  }
}
