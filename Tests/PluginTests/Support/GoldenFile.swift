import Foundation
import Testing

/// Compares rendered text with `Golden/NAME.txt` beside this target, or records it when
/// `RECORD_GOLDEN=1`.
enum GoldenFile {
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
  }

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden")

  /// Expects `text` to equal the golden file `name`.
  static func expectMatches(
    _ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name + ".txt")
    if isRecording {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
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
    #expect(
      text == expected, "\(name) differs from its golden file", sourceLocation: sourceLocation)
  }
}
