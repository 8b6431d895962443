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
  static let headLength = 1024

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
    let fileExtension = URL(fileURLWithPath: name).pathExtension
    guard let kind = AttachmentKind(fileExtension: fileExtension) else { return nil }
    if head.isEmpty {
      return ("the file is empty", "attach the picture or PDF itself, once it is saved")
    }
    let picture = ImageFormat.detect(head)
    let isPDF = isPDF(head)
    switch kind {
    case .image:
      // A PNG saved as .jpg is still a picture the viewer draws: only non-pictures fail.
      if picture != nil { return nil }
      if isPDF {
        return (
          "it is a PDF document, not a picture",
          "rename it to end in .pdf, then attach it"
        )
      }
      return (
        isText(head)
          ? "it is text, not a picture" : "it is not a PNG, JPEG, HEIC or WebP picture",
        "attach the picture itself, saved as PNG, JPEG, HEIC or WebP"
      )
    case .pdf:
      if isPDF { return nil }
      if let picture {
        let (article, ending) = described(picture)
        return (
          "it is \(article) picture, not a PDF", "rename it to end in .\(ending), then attach it"
        )
      }
      return (
        isText(head) ? "it is text, not a PDF document" : "it is not a PDF document",
        "save it as a PDF, then attach it"
      )
    }
  }

  /// Whether `head` reads as text: UTF-8 (a character cut at the end aside) with no NUL
  /// and no control character but tab and line breaks.
  static func isText(_ head: [UInt8]) -> Bool {
    var bytes = head[...]
    // A multi-byte character the head cuts short is not a reason to call it binary.
    for _ in 0..<3 where !bytes.isEmpty && String(validating: bytes, as: UTF8.self) == nil {
      bytes = bytes.dropLast()
    }
    guard !bytes.isEmpty, let text = String(validating: bytes, as: UTF8.self) else {
      return false
    }
    return !text.unicodeScalars.contains {
      $0.value < 0x20 && $0 != "\n" && $0 != "\r" && $0 != "\t" || $0.value == 0x7F
    }
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

  /// Whether `head` holds `%PDF-`, as PDF readers look for it: within the first 1 KiB.
  static func isPDF(_ head: [UInt8]) -> Bool {
    head.firstRange(of: Array("%PDF-".utf8)) != nil
  }

  /// The first bytes of the regular file at `path`, or nil when the store will refuse it
  /// anyway (it cannot be opened, is no regular file, or is over the size limit).
  static func head(of path: String) -> [UInt8]? {
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
