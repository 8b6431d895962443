import BuiltinPlugins
import Foundation
import LedgerShell
import Testing

/// The one list of built-in plugins against the folders under plugins/.
@Suite("The built-in plugin list")
struct BuiltinPluginListTests {
  /// The folders under plugins/ that hold a built-in plugin (all but the examples).
  static func pluginFolders() throws -> [String] {
    let plugins = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("plugins")
    return try FileManager.default.contentsOfDirectory(atPath: plugins.path).filter { name in
      var isFolder: ObjCBool = false
      let path = plugins.appendingPathComponent(name).path
      return name != "examples"
        && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
  }

  @Test("every folder under plugins/ is in BuiltinPlugins, once, and nothing else is")
  func everyFolderListed() throws {
    // plugins/NAME holds NAMEPlugin.
    let listed = BuiltinPlugins.fromFolders.map { plugin in
      String(String(describing: type(of: plugin)).dropLast("Plugin".count))
    }
    let folders = try Self.pluginFolders()
    #expect(folders.count >= 13)
    #expect(Set(listed).count == listed.count, "listed twice: \(listed)")
    let missing = Set(folders).subtracting(listed).sorted()
    #expect(
      missing.isEmpty,
      "add \(missing.map { "\($0)Plugin()" }) to Sources/BuiltinPlugins/BuiltinPlugins.swift")
    #expect(Set(listed).subtracting(folders).isEmpty, "no folder for \(listed)")
  }

  @Test("the shell's own commands come first, and every plugin's name is its own")
  func shellFirst() {
    let names = BuiltinPlugins.all.map(\.name)
    #expect(names.first == BuiltinPlugin().name)
    #expect(Set(names).count == names.count, "\(names)")
  }
}
