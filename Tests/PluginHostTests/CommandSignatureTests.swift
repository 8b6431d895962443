import Foundation
import LedgerShell
import Testing

@Suite("The JSON form of command specs")
struct CommandSignatureTests {
  private func signature(_ json: String) throws -> CommandSignature {
    try JSONDecoder().decode(CommandSignature.self, from: Data(json.utf8))
  }

  @Test("a full spec becomes the same CommandSpec a built-in plugin would declare")
  func fullSpec() throws {
    let spec = try signature(
      """
      {"name":"vendor report","summary":"Spending per vendor","group":"Vendors",
       "aliases":["vendors spending"],"discussion":"More.",
       "arguments":[{"name":"vendor","summary":"One vendor","required":false,
                     "completion":"vendors"}],
       "options":[{"name":"top","short":"t","summary":"The N biggest","value":"integer"},
                  {"name":"sort","summary":"Order","value":["total","name"],"default":"total"},
                  {"name":"all","summary":"Archived too","flag":true},
                  {"name":"since","summary":"From","value":"date","required":true}],
       "examples":[{"command":"vendor report --top 3","summary":"Three"}]}
      """
    ).spec { _ in .empty }
    #expect(spec.name == "vendor report")
    #expect(spec.aliases == ["vendors spending"])
    #expect(spec.arguments.first?.isOptional == true)
    #expect(spec.arguments.first?.completion == .named(CompletionSourceName("vendors")))
    #expect(spec.options.map(\.name) == ["top", "sort", "all", "since"])
    #expect(spec.options[0].type == .integer() && spec.options[0].short == "t")
    #expect(spec.options[1].completion == .words(["total", "name"]))
    #expect(spec.options[2].isFlag)
    #expect(
      spec.usage == "vendor report [VENDOR] [--top N] [--sort total|name] [--all] "
        + "[--since DATE]")
    #expect(spec.examples == [CommandExample("vendor report --top 3", "Three")])
  }

  @Test("only the options marked required and taking a value are required")
  func requiredOptions() throws {
    let parsed = try signature(
      #"{"name":"x","summary":"s","options":[{"name":"a","required":true},"#
        + #"{"name":"b"},{"name":"c","flag":true,"required":true}]}"#)
    #expect(parsed.requiredOptions == ["a"])
  }

  @Test(
    "a spec that cannot be a command is refused with the field at fault",
    arguments: [
      #"{"name":"Vendor Report","summary":"s"}"#, #"{"name":"a b c d","summary":"s"}"#,
      #"{"name":"x","summary":"s","options":[{"name":"format"}]}"#,
      #"{"name":"x","summary":"s","options":[{"name":"n","value":"float"}]}"#,
      #"{"name":"x","summary":"s","options":[{"name":"n","short":"no"}]}"#,
      #"{"name":"x","summary":"s","arguments":[{"name":"two words"}]}"#,
    ])
  func refusesBadSpecs(json: String) throws {
    let parsed = try signature(json)
    #expect(throws: ShellError.self) { try parsed.spec { _ in .empty } }
  }
}
