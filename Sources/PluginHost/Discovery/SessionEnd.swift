import Foundation

/// Stops the plugin processes when the session ends, however the process exits.
enum SessionEnd {
  private static let catalogs = Catalogs()

  private final class Catalogs: @unchecked Sendable {
    let lock = NSLock()
    var list: [PluginCatalog] = []
    var registered = false
  }

  /// Stops `catalog`'s plugins at exit.
  static func stopAtExit(_ catalog: PluginCatalog) {
    let first = catalogs.lock.withLock {
      catalogs.list.append(catalog)
      defer { catalogs.registered = true }
      return !catalogs.registered
    }
    if first { atexit { SessionEnd.stopAll() } }
  }

  /// Stops every plugin process started so far.
  static func stopAll() {
    let list = catalogs.lock.withLock { catalogs.list }
    for catalog in list { catalog.stopAll() }
  }
}
