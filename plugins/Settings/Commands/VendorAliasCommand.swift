import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// `vendor alias [VENDOR]`, `vendor alias add VENDOR ALIAS…`, `vendor alias remove ALIAS…`:
/// the other names a vendor goes by on bank and card statements.
enum VendorAliasCommand {
  static let list = CommandSpec(
    "vendor alias", aliases: ["vendor aliases"],
    summary: "List the names vendors go by on statements",
    discussion: """
      An alias is another name a vendor's purchases carry on a bank or card statement \
      ('AMZN Mktp' is Amazon, 'WHOLEFDS' Whole Foods): 'import statement' reads a \
      description that is an alias, or starts with one, as that vendor's, before it tries \
      the vendor names without card processors' prefixes. Aliases compare ignoring case, \
      accents and extra spaces, and each names one vendor of the account. With VENDOR, \
      only that vendor's.
      """,
    arguments: [
      ArgumentSpec(
        "vendor", "Only this vendor's aliases", optional: true, completion: .named(.vendors))
    ],
    examples: [
      CommandExample("vendor alias", "Every vendor's aliases"),
      CommandExample("vendor alias Amazon --format json", "One vendor's, as JSON"),
    ]
  ) { context in try runList(context) }

  static let add = CommandSpec(
    "vendor alias add",
    summary: "Give a vendor other names its statement lines use",
    discussion: """
      Each ALIAS becomes a name 'import statement' reads as VENDOR's. An alias the vendor \
      has already is left as it is; one another vendor has is refused (remove it there \
      first). The vendor joins the list if it is not on it yet. One 'undo' takes back the \
      whole command.
      """,
    arguments: [
      VendorArguments.vendor("vendor", "The vendor"),
      ArgumentSpec("alias", "A name its statement lines use", variadic: true),
    ],
    examples: [
      CommandExample("vendor alias add Amazon \"AMZN Mktp\" \"Amazon.com\"", "Two aliases"),
      CommandExample("vendor alias add \"Whole Foods\" WHOLEFDS", "A bank's short name"),
    ]
  ) { context in try runAdd(context) }

  static let remove = CommandSpec(
    "vendor alias remove",
    summary: "Remove vendor aliases",
    discussion: """
      Removes each ALIAS (compared ignoring case, accents and extra spaces) from whichever \
      vendor has it; an alias no vendor has is an error and nothing is removed. One 'undo' \
      puts them all back.
      """,
    arguments: [ArgumentSpec("alias", "An alias to remove", variadic: true)],
    examples: [
      CommandExample("vendor alias remove \"AMZN Mktp\"", "Amazon's lines no longer match it")
    ]
  ) { context in try runRemove(context) }

  static let columns = ["id", "vendor_id", "vendor", "alias"]

  static func record(_ alias: VendorAlias, vendor: String) -> Record {
    Record([
      "id": .int(alias.id.rawValue), "vendor_id": .int(alias.vendorID.rawValue),
      "vendor": .string(vendor), "alias": .string(alias.text),
    ])
  }

  static func runList(_ context: CommandContext) throws -> CommandResult {
    let store = try context.store()
    let accountID = try context.account().id
    let vendors = Dictionary(
      try store.vendors(accountID: accountID).map { ($0.id, $0.name) },
      uniquingKeysWith: { first, _ in first })
    var all = try store.vendorAliases(accountID: accountID)
    if let name = context.arguments.value("vendor") {
      let vendor = try VendorArguments.vendor(named: name, context: context)
      all = all.filter { $0.vendorID == vendor.id }
    }
    let aliases = all
    let records = aliases.map { record($0, vendor: vendors[$0.vendorID] ?? "") }
    let empty = "No vendor aliases yet. 'vendor alias add VENDOR ALIAS' adds one."
    let table = Table(
      columns: [TableColumn("Vendor"), TableColumn("Alias")],
      rows: aliases.map { [vendors[$0.vendorID] ?? "", $0.text] })
    return CommandResult(
      data: .records(records, columns: columns), message: records.isEmpty ? empty : nil
    ) { style in
      aliases.isEmpty ? CommandResult.wrapped(empty, style: style) : style.draw(table)
    }
  }

  static func runAdd(_ context: CommandContext) throws -> CommandResult {
    let name = (context.arguments.value("vendor") ?? "").trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw ShellError.usage("a vendor's name cannot be empty") }
    let texts = try aliases(context)
    let accountID = try context.account().id
    var known = try VendorArguments.existing(named: name, context: context)
    if known == nil, name.hasPrefix("#") {
      known = try VendorArguments.vendor(named: name, context: context)
    }
    let (vendor, added) = try context.perform { writer in
      let vendor = try known ?? writer.addVendor(name: name, accountID: accountID)
      return (vendor, try texts.compactMap { try writer.addVendorAlias($0, vendorID: vendor.id) })
    }
    let had = texts.count - added.count
    var message =
      added.isEmpty
      ? "'\(vendor.name)' had \(texts.count == 1 ? "that alias" : "those aliases") already."
      : "'\(vendor.name)' is also "
        + added.map { "'\($0.text)'" }.joined(separator: ", ") + " on statements."
    if !added.isEmpty, had > 0 { message += " \(had) it had already." }
    return listResult(added, vendor: vendor.name, message: message)
  }

  static func runRemove(_ context: CommandContext) throws -> CommandResult {
    let texts = try aliases(context)
    let store = try context.store()
    let accountID = try context.account().id
    let existing = Dictionary(
      try store.vendorAliases(accountID: accountID).map { (VendorAlias.key($0.text), $0) },
      uniquingKeysWith: { first, _ in first })
    let missing = texts.filter { existing[VendorAlias.key($0)] == nil }
    if !missing.isEmpty {
      throw ShellError.failure(
        "no vendor has the alias " + missing.map { "'\($0)'" }.joined(separator: ", ")
          + "; nothing was removed",
        hint: "'vendor alias' lists them")
    }
    let removed = try context.perform { writer in
      try texts.compactMap { try writer.removeVendorAlias($0, accountID: accountID) }
    }
    let vendors = Dictionary(
      try store.vendors(accountID: accountID).map { ($0.id, $0.name) },
      uniquingKeysWith: { first, _ in first })
    let message =
      "Removed "
      + removed.map { "'\($0.text)' (\(vendors[$0.vendorID] ?? "?"))" }
      .joined(separator: ", ") + "."
    var result = CommandResult(
      data: .records(
        removed.map { record($0, vendor: vendors[$0.vendorID] ?? "") }, columns: columns),
      message: message
    ) { style in CommandResult.wrapped(message, style: style) }
    result.isConfirmation = true
    return result
  }

  /// The ALIAS words, each checked as one line of text.
  static func aliases(_ context: CommandContext) throws -> [String] {
    let texts = context.arguments.values("alias")
      .map { $0.trimmingCharacters(in: .whitespaces) }
    guard !texts.isEmpty, texts.allSatisfy({ !VendorAlias.key($0).isEmpty }) else {
      throw ShellError.usage(
        "an alias cannot be empty", hint: "vendor alias add Amazon \"AMZN Mktp\"")
    }
    for text in texts {
      do { try EntityName.checkLine(text, field: "alias") } catch {
        throw ShellError.usage(error.message)
      }
    }
    return texts
  }

  static func listResult(_ added: [VendorAlias], vendor: String, message: String)
    -> CommandResult
  {
    var result = CommandResult(
      data: .records(added.map { record($0, vendor: vendor) }, columns: columns),
      message: message
    ) { style in CommandResult.wrapped(message, style: style) }
    result.isConfirmation = true
    return result
  }
}
