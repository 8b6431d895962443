import Foundation
import LedgerCore
import LedgerShell
import TerminalImages

/// A file is attached for what it holds as well as for its name: a text file renamed
/// `sofa.png` would be kept as a picture no viewer can draw, so it is refused before the
/// command writes anything, with what the file really is when its first bytes tell.
///
/// The store checks the rest (the extension, a regular file, the size) and reports them;
/// a file it will refuse for one of those reasons is left to it.
public enum AttachableFile {
  /// How many leading bytes are read: a PDF's `%PDF-` may follow up to 1 KiB of junk.
  static let headLength = AttachmentContent.headLength

  /// Throws a failure naming the file when its content is not what its extension says.
  public static func check(_ path: String) throws(ShellError) {
    // A folder is named as one, by the path given, before its "extension" is judged.
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw .usage("'\(path)' is a folder", hint: "give the files in it to attach")
    }
    let name = URL(fileURLWithPath: path).lastPathComponent
    guard let head = head(of: path), let problem = problem(name: name, head: head) else {
      return
    }
    throw .failure("cannot attach '\(name)': \(problem.0)", hint: problem.1)
  }

  /// What is wrong with a file called `name` that starts with `head`, and a hint; nil
  /// when its content matches its extension (or the extension is not one ledgersh takes).
  public static func problem(name: String, head: [UInt8]) -> (String, String)? {
    AttachmentContent.problem(
      fileExtension: URL(fileURLWithPath: name).pathExtension, head: head)
  }

  /// The picture format the file at `path` holds, read from its first bytes; nil for
  /// anything else or a file that cannot be read.
  public static func pictureFormat(atPath path: String) -> ImageFormat? {
    head(of: path).flatMap { ImageFormat.detect($0) }
  }

  /// "a PNG" and "png": the format as a sentence names it, and the extension it takes.
  static func described(_ format: ImageFormat) -> (String, String) {
    switch format {
    case .png: return ("a PNG", "png")
    case .jpeg: return ("a JPEG", "jpg")
    case .webp: return ("a WebP", "webp")
    case .heif: return ("an HEIC", "heic")
    }
  }

  /// The first bytes of the regular file at `path`, or nil when the store will refuse it
  /// anyway (it cannot be opened, is no regular file, or is over the size limit).
  public static func head(of path: String) -> [UInt8]? {
    // O_NONBLOCK: a FIFO must not make this wait for a writer; the store refuses it.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
      Int64(info.st_size) <= AttachmentKind.largestByteCount
    else { return nil }
    var head = [UInt8](repeating: 0, count: headLength)
    var filled = 0
    while filled < headLength {
      let count = head.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + filled }, headLength - filled)
      }
      if count < 0, errno == EINTR { continue }
      // A read error is left to the store, which reads the file again and reports it.
      guard count >= 0 else { return nil }
      if count == 0 { break }
      filled += count
    }
    return Array(head.prefix(filled))
  }
}
