import Foundation
import Testing

/// Compares rendered text with `Tests/TARGET/Golden/NAME.txt`, or records it with
/// `RECORD_GOLDEN=1`.
///
/// TARGET is the test target of the calling file, found from its path, so a test in a
/// subfolder (`Tests/PluginTests/Search/`) shares its target's one `Golden` folder.
public enum GoldenFile {
  /// Whether this run writes golden files instead of comparing with them.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
  }

  /// The `Golden` folder of the test target that holds `filePath`.
  public static func directory(for filePath: String) -> URL {
    let components = URL(fileURLWithPath: filePath).pathComponents
    guard let tests = components.lastIndex(of: "Tests"), tests + 1 < components.count - 1 else {
      return URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")
    }
    let root = NSString.path(withComponents: Array(components[...(tests + 1)]))
    return URL(fileURLWithPath: root).appendingPathComponent("Golden")
  }

  /// Expects `text` to equal the golden file `name` of the calling test's target.
  public static func expectMatches(
    _ text: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let folder = directory(for: filePath)
    let url = folder.appendingPathComponent(name + ".txt")
    if isRecording {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "no golden file \(url.path); run with RECORD_GOLDEN=1 to record it",
        sourceLocation: sourceLocation)
      return
    }
    if expected != text {
      Issue.record(
        "\(name) differs from its golden file:\n--- expected\n\(expected)--- actual\n\(text)",
        sourceLocation: sourceLocation)
    }
  }
}
