import Foundation
import Testing

/// FuzzCommandLine's dictionary (Tests/Fuzz/dict) must name every command the shell has,
/// or the fuzzer stops reaching a new command's code except by chance.
@Suite("Fuzzing dictionary")
struct FuzzDictionaryTests {
  static let dictionary = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/dict/FuzzCommandLine.dict")

  @Test("every command name and alias is an entry of FuzzCommandLine's dictionary")
  func dictionaryNamesEveryCommand() throws {
    let ledgersh = try LedgershProcess()
    let result = try ledgersh.run(["--no-init", "--no-plugins", "-c", "help --format json"])
    #expect(result.status == 0)
    let commands = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let names = commands.flatMap { command in
      [command["name"] as? String].compactMap { $0 } + (command["aliases"] as? [String] ?? [])
    }
    #expect(names.contains("tx add"))
    let entries = Set(
      try String(contentsOf: Self.dictionary, encoding: .utf8).split(separator: "\n")
        .map(String.init))
    let missing = names.filter { !entries.contains("\"\($0)\"") }
    #expect(
      missing.isEmpty,
      """
      not in the dictionary: \(missing); run \
      scripts/fuzz-dictionary.py .build/debug/ledgersh > Tests/Fuzz/dict/FuzzCommandLine.dict
      """)
  }
}
