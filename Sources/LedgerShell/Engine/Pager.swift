import Foundation

/// Shows long output through `$PAGER` (default `less -FRX`).
enum Pager {
  /// Pipes `text` into the pager; answers false when no pager could start.
  static func page(_ text: String, environment: [String: String]) -> Bool {
    let command = environment["PAGER"].flatMap { $0.isEmpty ? nil : $0 } ?? "less -FRX"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    var variables = environment
    if variables["LESS"] == nil { variables["LESS"] = "FRX" }
    process.environment = variables
    let pipe = Pipe()
    process.standardInput = pipe
    do {
      try process.run()
    } catch {
      return false
    }
    // The user may quit the pager before reading everything: that is not an error.
    try? pipe.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    try? pipe.fileHandleForWriting.close()
    process.waitUntilExit()
    return true
  }
}
