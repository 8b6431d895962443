import FilePaths
import Foundation

extension Shell {
  /// Checks a script named on the command line (`-f FILE`, or `ledgersh FILE`) before
  /// anything runs: a missing, unreadable or folder path is a usage error (exit 2).
  ///
  /// A FIFO, `/dev/null` or a pipe (`-f <(…)`) is a fine script: it only needs to be
  /// readable.
  public static func checkScriptFile(_ path: String) -> ShellError? {
    let expanded = PathText.expandingTilde(path)
    var info = stat()
    guard stat(expanded, &info) == 0 else {
      // `ledgersh projects` most likely meant a command.
      let looksLikeCommand = !path.contains("/") && !path.contains(".")
      return .usage(
        "no such script file: \(path)",
        hint: looksLikeCommand ? "to run a command, use -c: ledgersh -c '\(path)'" : nil)
    }
    if info.st_mode & S_IFMT == S_IFDIR {
      return .usage("\(path) is a folder, not a script")
    }
    guard access(expanded, R_OK) == 0 else {
      return .usage("cannot read the script \(path): \(String(cString: strerror(errno)))")
    }
    return nil
  }

  /// The first line of the regular file at `path` that is not UTF-8 text, found before
  /// anything runs, so that no `-c` or `-f` before it runs either.
  ///
  /// A FIFO or a pipe is not read here (what is read from it would be gone): its text is
  /// checked when its turn comes.
  public static func firstLineNotText(inScript path: String) -> Int? {
    let expanded = PathText.expandingTilde(path)
    // Read as the run reads it, no further than a script may be long (its turn says so).
    guard FileKind.of(expanded) == .regular, let data = ScriptFile.readAll(expanded),
      data.count <= ScriptFile.largestScript
    else { return nil }
    return ScriptFile.notText(data)
  }
}
