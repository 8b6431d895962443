import Foundation
import Testing

/// The man page's COMMANDS section must list exactly the registered commands, and its
/// generated lists must be what the command specs give (`make man` writes them).
@Suite("Manual page")
struct ManualTests {
  static let manual = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("man/ledgersh.1")

  /// The command names in `.It Ic …` lines of the COMMANDS section.
  static func documentedCommands() throws -> Set<String> {
    let text = try String(contentsOf: manual, encoding: .utf8)
    var inCommands = false
    var names: Set<String> = []
    for line in text.split(separator: "\n") {
      if line.hasPrefix(".Sh ") { inCommands = line == ".Sh COMMANDS" }
      guard inCommands, line.hasPrefix(".It Ic ") else { continue }
      let words = line.dropFirst(".It Ic ".count).split(separator: " ")
      let nameWords = words.prefix { word in
        !(word.count == 2 && word.first?.isUppercase == true) && word != "|"
      }
      names.insert(nameWords.joined(separator: " "))
    }
    return names
  }

  @Test("COMMANDS lists every registered command and nothing else")
  func commandsMatchRegistry() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run(["--no-init", "--no-plugins", "-c", "help --format json"])
    #expect(result.status == 0)
    let decoded = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let registered = Set(((decoded as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String })
    #expect(registered.contains("help"))
    let documented = try Self.documentedCommands()
    #expect(
      registered.subtracting(documented).isEmpty,
      "registered but not in man/ledgersh.1: \(registered.subtracting(documented).sorted())")
    #expect(
      documented.subtracting(registered).isEmpty,
      "in man/ledgersh.1 but not registered: \(documented.subtracting(registered).sorted())")
  }

  /// The blocks between `.\" BEGIN GENERATED COMMANDS: G` and its end marker, by group.
  static func generatedBlocks(_ text: String) -> [String: [Substring]] {
    var blocks: [String: [Substring]] = [:]
    var group: String?
    let begin = ".\\\" BEGIN GENERATED COMMANDS: "
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(begin) { group = String(line.dropFirst(begin.count)) }
      if let open = group { blocks[open, default: []].append(line) }
      if let open = group, line == ".\\\" END GENERATED COMMANDS: \(open)" { group = nil }
    }
    return blocks
  }

  @Test("the generated command lists are what the specs give: run 'make man'")
  func generatedListsMatchSpecs() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run(["--generate-manual-commands"])
    #expect(result.status == 0, "\(result.stderr)")
    let generated = Self.generatedBlocks(result.stdout)
    let committed = Self.generatedBlocks(try String(contentsOf: Self.manual, encoding: .utf8))
    #expect(!committed.isEmpty)
    for (group, block) in committed {
      let wanted = try #require(generated[group], "no command is in the group '\(group)'")
      #expect(
        block == wanted,
        "man/ledgersh.1's list of '\(group)' differs from the specs: run 'make man'")
    }
  }
}
