import Foundation

/// Opens files the importer reads, with the reason when it cannot: "no such file",
/// "permission denied", or "too many open files" (`ulimit -n`), never a guess.
public enum ReadableFile {
  /// A handle reading the file at `path`; throws `StoreError` naming the reason.
  public static func open(_ path: String) throws -> FileHandle {
    let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw cannotRead(path, code: errno) }
    return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// The error for a file that could not be opened or read, failing with `code`.
  public static func cannotRead(_ path: String, code: Int32) -> StoreError {
    switch code {
    case ENOENT:
      return StoreError(.notFound, "cannot read '\(path)': there is no such file")
    case EMFILE, ENFILE:
      return tooManyOpenFiles("cannot read '\(path)'")
    default:
      // The file's fault (permission denied, a folder): a failed command, as before.
      return StoreError(.invalid, "cannot read '\(path)': \(String(cString: strerror(code)))")
    }
  }

  /// The error for `doing` (such as "cannot open 'ledger.db'") failing because the process
  /// has as many files open as its limit allows (exit status 3).
  public static func tooManyOpenFiles(_ doing: String) -> StoreError {
    var limit = rlimit()
    let shown = getrlimit(openFilesResource, &limit) == 0 ? " (the limit is \(limit.rlim_cur))" : ""
    return StoreError(
      .unavailable,
      "\(doing): too many open files\(shown); raise the limit, such as with 'ulimit -n 1024'")
  }

  /// Whether the process is at (or within a few files of) its open-file limit: SQLite
  /// reports only "unable to open database file", having closed what it opened.
  public static func isOutOfDescriptors() -> Bool {
    var limit = rlimit()
    guard getrlimit(openFilesResource, &limit) == 0 else { return false }
    // A ledger needs its file, -wal and -shm and a few more; counted when the limit is low
    // enough to count, else a probe tells.
    if limit.rlim_cur <= 4096 {
      let open = (0..<Int32(limit.rlim_cur)).filter { fcntl($0, F_GETFD) >= 0 }.count
      return Int(limit.rlim_cur) - open < 8
    }
    let probe = Foundation.open("/dev/null", O_RDONLY | O_CLOEXEC)
    if probe >= 0 {
      close(probe)
      return false
    }
    return errno == EMFILE || errno == ENFILE
  }

  #if os(Linux)
    private static let openFilesResource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private static let openFilesResource = RLIMIT_NOFILE
  #endif

  /// Whether `count` bytes can be allocated now, within the memory limit (`ulimit -v`):
  /// asked before reading a huge record, so a lack of memory is a message, not a crash.
  public static func canAllocate(_ count: Int) -> Bool {
    guard count > 0 else { return true }
    guard let block = malloc(count) else { return false }
    free(block)
    return true
  }
}
