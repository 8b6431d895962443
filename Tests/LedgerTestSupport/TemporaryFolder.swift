import Foundation

/// Fresh, empty folders for test ledgers, homes and files.
public enum TemporaryFolder {
  /// Creates a new folder under the system's temporary folder, named `PREFIX-UUID`.
  public static func make(prefix: String = "ledgersh-tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
