import Testing

@testable import LedgerShell

@Suite("Argument parsing")
struct InvocationParserTests {
  static let spec = CommandSpec(
    "tx add", summary: "Add a transaction",
    arguments: [ArgumentSpec("note", "A note", optional: true)],
    options: [
      OptionSpec("source", "Vendor").suggested(for: "vendor", "payee"),
      OptionSpec("amount", "Amount", type: .money).suggested(for: "price"),
      OptionSpec("date", "Day", type: .date),
      OptionSpec("type", "Kind", type: .choice(["purchase", "return"])),
      OptionSpec("limit", "How many", type: .integer(1...100)),
      .flag("needs-review", "Flag it"),
      .flag("yes", short: "y", "Do not ask"),
    ]
  ) { _ in .empty }

  @Test("options, flags, = values and negative amounts")
  func parsesEverything() throws {
    let parsed = try InvocationParser.parse(
      ["--source", "West Elm", "--amount", "-20", "--type=return", "-y", "--needs-review", "hi"],
      for: Self.spec)
    #expect(parsed.value("source") == "West Elm")
    #expect(parsed.value("amount") == "-20")
    #expect(parsed.value("type") == "return")
    #expect(parsed.flag("yes") && parsed.flag("needs-review"))
    #expect(parsed.value("note") == "hi")
  }

  @Test("global options, a command's own option of a global name, and marks after = or -")
  func globalOptionsAndMarks() throws {
    let parsed = try InvocationParser.parse(
      ["--format", "json", "--width=40", "--source=\u{301}x 渋谷 🏙", "-h"], for: Self.spec)
    #expect(parsed.value("format") == "json" && parsed.value("width") == "40")
    #expect(parsed.value("source") == "\u{301}x 渋谷 🏙")
    #expect(parsed.flag("help"))
    // A dash that a combining mark joins is one character: a word, not an option.
    let word = try InvocationParser.parse(["-\u{301}"], for: Self.spec)
    #expect(word.value("note") == "-\u{301}")
    // A command's own --format (export --format journal) takes the global one's place.
    let export = CommandSpec(
      "export", summary: "Export",
      options: [OptionSpec("format", "Kind", type: .choice(["csv", "journal"]))]
    ) { _ in .empty }
    #expect(
      try InvocationParser.parse(["--format", "journal"], for: export).value("format") == "journal")
    #expect(throws: ShellError.self) {
      try InvocationParser.parse(["--format", "json"], for: export)
    }
  }

  @Test(
    "bad input is a usage error that says what to do",
    arguments: [
      (["--sorce", "x"], "did you mean '--source'?"),
      // Another word for an option is answered with its name, and never taken for it.
      (["--vendor", "x"], "unknown option '--vendor' for 'tx add' — did you mean '--source'?"),
      (["--Price=3"], "unknown option '--Price=3' for 'tx add' — did you mean '--amount'?"),
      (["--amount"], "--amount needs a value"),
      (["--type", "purchse"], "did you mean 'purchase'?"),
      (["--date", "2026-02-30"], "2026-02-30 is not a day (February 2026 has 28 days)"),
      (["--date", "30/02/2026"], "'30/02/2026' is not a date; write YYYY-MM-DD"),
      (["--date", "someday"], "today, yesterday, tomorrow"),
      (["--limit", "0"], "must be between 1 and 100"),
      (["--limit", "many"], "expects a whole number"),
      (["a", "b"], "unexpected argument 'b'"),
      (["--yes=1"], "is a flag and takes no value"),
      // The spec's NOTE argument typed as an option: say it goes without one.
      (["--note", "x"], "NOTE goes without an option name: tx add NOTE"),
    ])
  func rejects(words: [String], message: String) {
    do {
      _ = try InvocationParser.parse(words, for: Self.spec)
      Issue.record("expected \(words) to be rejected")
    } catch {
      #expect(error.kind == .usage)
      #expect(error.message.contains(message), "\(error.message)")
    }
  }

  @Test("usage shows an option the command needs without brackets")
  func requiredOptionUsage() {
    let spec = CommandSpec(
      "vendor merge", summary: "Merge",
      arguments: [ArgumentSpec("vendor", "The vendor")],
      options: [OptionSpec("into", "The vendor that stays").required(), .flag("yes", "Go on")]
    ) { _ in .empty }
    #expect(spec.usage == "vendor merge VENDOR --into TEXT [--yes]")
  }

  @Test("a missing required argument names it and shows usage")
  func missingArgument() {
    let spec = CommandSpec(
      "source", summary: "Run a file", arguments: [ArgumentSpec("file", "Script", type: .path)]
    ) { _ in .empty }
    do {
      _ = try InvocationParser.parse([], for: spec)
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "missing FILE")
      #expect(error.hint == "usage: source FILE")
    }
  }
}
