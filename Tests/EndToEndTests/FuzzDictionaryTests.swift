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

  /// The seed inputs made from the commands' help (`example-NAME`) must be as the script
  /// writes them today: a command added or changed without them leaves the fuzzer to find
  /// its whole command line byte by byte, which it did not do for `item show` in 4,000
  /// inputs.
  @Test("FuzzCommandLine's example seeds are the ones the help makes today")
  func seedsAreCurrent() throws {
    let root = Self.dictionary.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let corpus = root.appendingPathComponent("Tests/Fuzz/corpus/FuzzCommandLine")
    let fresh = FileManager.default.temporaryDirectory
      .appendingPathComponent("ledgersh-seeds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: fresh) }
    let script = Process()
    script.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    script.arguments = [
      "python3", root.appendingPathComponent("scripts/fuzz-dictionary.py").path, "--seeds",
      fresh.path, LedgershProcess.binary.path,
    ]
    try script.run()
    script.waitUntilExit()
    #expect(script.terminationStatus == 0)
    let seeds = { (folder: URL) throws -> [String: String] in
      var files: [String: String] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
      where name.hasPrefix("example-") {
        files[name] = try String(
          contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      }
      return files
    }
    let made = try seeds(fresh)
    #expect(made["example-item-show"] == "use 1\nitem show #2\n")
    #expect(
      try seeds(corpus) == made,
      """
      the example seeds are not current: run \
      scripts/fuzz-dictionary.py --seeds Tests/Fuzz/corpus/FuzzCommandLine .build/debug/ledgersh
      """)
  }
}
