import Foundation
import LedgerCore
import LedgerSQL

/// How conflicts between sessions are told: the time of the other session's change.
enum PostgresConflict {
  /// `14:02`: the local time of day of `time`.
  static func clock(_ time: Timestamp) -> String {
    let date = Date(timeIntervalSince1970: Double(time.millisecondsSince1970) / 1000)
    let parts = Calendar.current.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  }
}
