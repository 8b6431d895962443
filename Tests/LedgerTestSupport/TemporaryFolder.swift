import Foundation
import Synchronization

/// Fresh, empty folders for test ledgers, homes and files.
///
/// Removed when the test process exits (a run of the suite made about two hundred), unless
/// `LEDGERSH_KEEP_TEST_FILES` is set, to look at them after a failure.
public enum TemporaryFolder {
  /// Creates a new folder under the system's temporary folder, named `PREFIX-UUID`.
  public static func make(prefix: String = "ledgersh-tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    removeAtExit.register(url.path)
    return url
  }

  private static let removeAtExit = FolderSweeper()
}

/// The folders made so far, removed by an `atexit` handler installed with the first.
private final class FolderSweeper: Sendable {
  static let made = Mutex<[String]>([])

  init() {
    guard ProcessInfo.processInfo.environment["LEDGERSH_KEEP_TEST_FILES"] == nil else { return }
    atexit {
      for path in FolderSweeper.made.withLock({ $0 }) {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
  }

  func register(_ path: String) {
    Self.made.withLock { $0.append(path) }
  }
}
