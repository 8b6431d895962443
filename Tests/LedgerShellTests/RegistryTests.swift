import Testing

@testable import LedgerShell

@Suite("Command registry and completion")
struct RegistryTests {
  struct SamplePlugin: ShellPlugin {
    var name: String { "sample" }
    var helpGroup: String { "Sample" }
    var commands: [CommandSpec] {
      [
        CommandSpec(
          "project add", summary: "Add", arguments: [ArgumentSpec("name", "Name")],
          options: [OptionSpec("client", "Client", completion: .named(.clients))]
        ) { _ in .message("added") },
        CommandSpec(
          "project list", aliases: ["projects"], summary: "List",
          options: [OptionSpec("sort", "Order", type: .choice(["name", "updated"]))]
        ) { _ in .empty },
        CommandSpec(
          "project show", summary: "Show",
          arguments: [ArgumentSpec("project", "Which", completion: .named(.projects))]
        ) { _ in .empty },
      ]
    }
    var completionSources: KeyValuePairs<CompletionSourceName, CompletionProvider> {
      [
        .projects: { _ in ["Smith Residence", "Sato House 佐藤", "Ocean Loft"] },
        .clients: { _ in ["Jane Smith"] },
      ]
    }
  }

  let registry = CommandRegistry(plugins: [BuiltinPlugin(), SamplePlugin()])

  @Test("two plugins declaring one name are a conflict, not first-one-wins")
  func conflicts() {
    #expect(registry.conflicts.isEmpty)
    let twice = CommandRegistry(plugins: [BuiltinPlugin(), SamplePlugin(), SamplePlugin()])
    #expect(twice.conflicts.contains("command 'project add' (again in 'project add')"))
    #expect(twice.conflicts.contains("command 'projects' (again in 'project list')"))
    #expect(twice.conflicts.contains { $0.hasPrefix("completion source 'projects'") })
  }

  @Test("resolves multi-word commands and aliases")
  func resolves() throws {
    let (spec, rest) = try registry.resolve(["project", "add", "Loft"])
    #expect(spec.name == "project add")
    #expect(rest == ["Loft"])
    #expect(try registry.resolve(["projects"]).0.name == "project list")
  }

  @Test(
    "suggests the closest command",
    arguments: [
      (["projcts"], "did you mean 'projects'?"),
      (["project", "ad"], "did you mean 'project add'?"),
      (["project"], "'project' needs a subcommand"),
      (["hlep"], "did you mean 'help'?"),
    ])
  func suggests(words: [String], message: String) {
    do {
      _ = try registry.resolve(words)
      Issue.record("expected an error for \(words)")
    } catch {
      #expect(error.kind == .usage)
      #expect(error.message.contains(message), "\(error.message)")
    }
  }

  func complete(_ line: String) -> [String] {
    CommandCompleter(registry: registry, session: Session()).complete(line).candidates
  }

  @Test("completes command names, subcommands, options and values")
  func completes() {
    #expect(complete("pro") == ["project", "projects"])
    #expect(complete("project ") == ["add", "list", "show"])
    #expect(complete("project li") == ["list"])
    #expect(complete("project list --so") == ["--sort"])
    #expect(complete("project list --sort ") == ["name", "updated"])
    #expect(complete("project show S") == ["'Smith Residence'", "'Sato House 佐藤'"])
    #expect(complete("project add Loft --client ") == ["'Jane Smith'"])
    #expect(
      complete("set ") == [
        "format", "width", "color", "pager", "quiet", "plugin-timeout", "studio.name",
        "studio.logo",
      ])
    #expect(complete("set format j") == ["json", "jsonl"])
    #expect(complete("help proj") == ["project", "projects"])
    #expect(complete("help project ") == ["add", "list", "show"])
    #expect(complete("help project s") == ["show"])
  }

  @Test("Tab in a comment completes nothing (it once appended '--' after '#' on every press)")
  func commentCompletesNothing() {
    #expect(complete("project show #").isEmpty)
    #expect(complete("project list # --so").isEmpty)
    #expect(complete("project list #--").isEmpty)
    // `#12` is an id, not a comment; a blank after a word still offers what follows.
    #expect(complete("project list ").contains("--sort"))
    #expect(complete("project list --sort ") == ["name", "updated"])
  }

  @Test("completion replaces the word typed so far, quotes included")
  func replaceCount() {
    let result = CommandCompleter(registry: registry, session: Session()).complete(
      "project show 'Smi")
    #expect(result.replaceCount == 4)
    #expect(result.candidates == ["'Smith Residence'"])
  }

  @Test("a word opened with a quote is completed in that quote (it once became '…')")
  func keepsTheUsersQuote() {
    #expect(complete("project show \"Sa") == ["\"Sato House 佐藤\""])
    #expect(complete("project show \"Smi") == ["\"Smith Residence\""])
    #expect(complete("project show 'Smi") == ["'Smith Residence'"])
    // Unquoted, a name is quoted only as the tokenizer needs.
    #expect(complete("project show Smi") == ["'Smith Residence'"])
    #expect(CommandCompleter.quote("Bo \"Big\" \\", openedWith: "\"") == #""Bo \"Big\" \\""#)
    #expect(CommandCompleter.quote("Bo's", openedWith: "'") == #""Bo's""#)
    #expect(CommandCompleter.quote("東京の事務所", openedWith: "\"") == #""東京の事務所""#)
  }
}

extension CompletionSourceName {
  /// The sample plugin's sources (the ledger's own live in LedgerViews).
  static let projects = CompletionSourceName("projects")
  static let clients = CompletionSourceName("clients")
}
