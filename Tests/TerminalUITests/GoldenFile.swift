import Foundation
import Testing

/// Compares rendered text with a file under `Golden/`, or records it with `RECORD_GOLDEN=1`.
///
/// The folder is named like a documentation catalog only so that SwiftPM, which would warn
/// about unhandled files in a test target, leaves it alone without a change to Package.swift.
enum GoldenFile {
  /// Whether this run writes golden files instead of comparing with them.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
  }

  /// Expects `text` to equal the golden file `name` beside the calling test file.
  static func expectMatches(
    _ text: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden").appendingPathComponent(name + ".txt")
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
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
