import Foundation
import LedgerCore
import LedgerShell
import LedgerStore
import LedgerViews
import TerminalUI

/// `attach FILE… --to item I | tx T | space S [--primary]`.
enum AttachCommand {
  static let spec = CommandSpec(
    "attach",
    summary: "Copy files into the ledger and attach them to an item, transaction or space",
    discussion: """
      Write the owner after --to: 'item 12', 'tx 7' or 'space NAME' (a space of the \
      current project, or --project P). PNG, JPEG, HEIC and WebP pictures and PDF files \
      are accepted, up to 25 MiB each, and a file must hold what its name says (a text \
      file named sofa.png is refused). All files are attached in one change: if one is \
      refused, none is. The first file of an owner becomes its primary one, as does the \
      first file given with --primary.
      """,
    arguments: [ArgumentSpec("file", "A file to attach", type: .path, variadic: true)],
    options: [
      OptionSpec(
        "to", "What to attach to: item ID, tx ID or space NAME",
        type: .choice(AttachmentOwnerReference.kinds)
      ).completing(after: "space", from: .named(.spaces)),
      .flag("primary", "Make the (first) file the owner's primary one"),
      OptionSpec(
        "project", "The project of a space (default: the current one)",
        type: .reference("project"), completion: .named(.projects)),
    ],
    examples: [
      CommandExample("attach sofa.png --to item 1", "Attach a photo to item 1"),
      CommandExample(
        "attach receipt.pdf --to tx 1 --primary", "Attach a receipt and make it primary"),
    ]
  ) { context in try run(context) }

  static func run(_ context: CommandContext) throws -> CommandResult {
    guard let kind = context.arguments.value("to") else {
      throw ShellError.usage(
        "say what to attach to: --to item ID, --to tx ID or --to space NAME",
        hint: "usage: attach FILE… --to item|tx|space OWNER")
    }
    var words = context.arguments.values("file")
    guard let ownerIndex = ownerWordIndex(in: words, context: context) else {
      throw ShellError.usage(
        "say which \(kind) after --to \(kind)", hint: "for example: attach FILE --to \(kind) 12")
    }
    let ownerText = words.remove(at: ownerIndex)
    guard !words.isEmpty else {
      // One word: a file with nothing after '--to KIND', or an owner with no file.
      if FileManager.default.fileExists(atPath: ownerText) || ownerText.contains(".") {
        throw ShellError.usage(
          "say which \(kind) after --to \(kind)",
          hint: "for example: attach \(Tokenizer.quote(ownerText)) --to \(kind) 12")
      }
      throw ShellError.usage(
        "give the files to attach", hint: "usage: attach FILE… --to \(kind) ID")
    }
    // 'attach sofa.png --to item 1 2': one owner at a time, not a file named '2'.
    if let extra = words.first(where: { Self.looksLikeID($0) }),
      !FileManager.default.fileExists(atPath: extra)
    {
      throw ShellError.usage(
        "'\(extra)' looks like a second \(kind); files are attached to one owner at a time",
        hint: "attach to each in its own command: attach FILE… --to \(kind) \(ownerText)")
    }
    let (owner, label) = try AttachmentOwnerReference.resolve(
      kind: kind, ownerText, context: context)
    let primary = context.arguments.flag("primary")
    let files = words
    for file in files { try AttachableFile.check(file) }
    let attached = try context.perform { writer in
      try files.enumerated().map { index, file in
        try writer.attachFile(atPath: file, to: owner, primary: primary && index == 0)
      }
    }
    let names = attached.map { "'\($0.originalName)' (\($0.id))" }.joined(separator: ", ")
    let message = "Attached \(names) to \(label)."
    return CommandResult(
      data: .records(attached.map { $0.record() }, columns: Attachment.recordFields),
      message: message, isConfirmation: true
    ) { style in CommandResult.wrapped(message, style: style) }
  }

  /// Whether `word` is written like an id (`12`, `#12`) rather than a file name.
  static func looksLikeID(_ word: String) -> Bool {
    let digits = word.hasPrefix("#") ? word.dropFirst() : Substring(word)
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Where the owner's id or name is among the loose words: the word right after
  /// `--to KIND` on the command line, else the last word.
  static func ownerWordIndex(in words: [String], context: CommandContext) -> Int? {
    guard !words.isEmpty else { return nil }
    guard let typed = try? Tokenizer.tokenize(context.commandLine) else {
      return words.count - 1
    }
    var loose: [String] = []
    var ownerPosition: Int?
    var index = 0
    while index < typed.count {
      let word = typed[index]
      if word == "--to" || word.hasPrefix("--to=") {
        index += word == "--to" ? 2 : 1
        if index < typed.count, !typed[index].hasPrefix("-") { ownerPosition = loose.count }
        continue
      }
      if word == "--project" || word == "--format" || word == "--width" {
        index += 2
        continue
      }
      if word.hasPrefix("-") {
        index += 1
        continue
      }
      loose.append(word)
      index += 1
    }
    // The typed line starts with the command's own word.
    let offset = loose.count - words.count
    if let ownerPosition, ownerPosition - offset >= 0, ownerPosition - offset < words.count {
      return ownerPosition - offset
    }
    return words.count - 1
  }
}
