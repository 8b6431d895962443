import Foundation
import Testing

/// Pipes each transcript script into ledgersh and compares what it prints.
///
/// `Transcripts/NAME.lsh` is the input; its stdout, stderr and exit status must
/// match `NAME.out`, `NAME.err` and `NAME.status` (0 when absent). `NAME.args`, when
/// present, holds process options to start ledgersh with, one a line (such as `-1`);
/// `NAME.env`, environment variables (`LEDGERSH_TODAY=2026-11-21`).
/// Re-record with `RECORD_TRANSCRIPTS=1 swift test --filter TranscriptTests`. Times of
/// creation and change (`2026-11-23T10:14:04.105Z`) differ on every run: they are
/// compared as `<time>`.
@Suite("Transcripts")
struct TranscriptTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Transcripts")

  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".lsh") }.map { String($0.dropLast(4)) }.sorted()
  }

  /// The process options of transcript `name`, one a line in `NAME.args` (none if absent).
  static func arguments(_ name: String) -> [String] {
    (try? String(
      contentsOf: directory.appendingPathComponent("\(name).args"), encoding: .utf8))?
      .split(separator: "\n").map(String.init) ?? []
  }

  /// The environment variables of transcript `name`, `KEY=VALUE` a line in `NAME.env`
  /// (such as `LEDGERSH_TODAY=2026-11-21`).
  static func environment(_ name: String) -> [String: String] {
    let text =
      (try? String(
        contentsOf: directory.appendingPathComponent("\(name).env"), encoding: .utf8)) ?? ""
    var variables: [String: String] = [:]
    for line in text.split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      variables[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    return variables
  }

  @Test("transcript", arguments: names)
  func transcript(name: String) throws {
    let script = try String(
      contentsOf: Self.directory.appendingPathComponent("\(name).lsh"), encoding: .utf8)
    let ledgersh = try LedgershProcess()
    var result = try ledgersh.run(
      Self.arguments(name), input: script, extraEnvironment: Self.environment(name))
    result.stdout = Self.maskingTimes(result.stdout)
    let expected = { (suffix: String) -> String in
      (try? String(
        contentsOf: Self.directory.appendingPathComponent("\(name).\(suffix)"), encoding: .utf8))
        ?? ""
    }
    if ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] == "1" {
      try result.stdout.write(
        to: Self.directory.appendingPathComponent("\(name).out"), atomically: true,
        encoding: .utf8)
      for (suffix, text) in [("err", result.stderr), ("status", "\(result.status)\n")] {
        let url = Self.directory.appendingPathComponent("\(name).\(suffix)")
        if text.isEmpty || text == "0\n" {
          try? FileManager.default.removeItem(at: url)
        } else {
          try text.write(to: url, atomically: true, encoding: .utf8)
        }
      }
      return
    }
    #expect(result.stdout == expected("out"), "stdout of \(name)")
    #expect(result.stderr == expected("err"), "stderr of \(name)")
    let status = Int32(expected("status").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    #expect(result.status == status, "exit status of \(name)")
  }

  /// `text` with every ISO 8601 time of day (a timestamp, not a date) written as `<time>`.
  static func maskingTimes(_ text: String) -> String {
    text.replacingOccurrences(
      of: #"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z"#, with: "<time>",
      options: .regularExpression)
  }
}
