import Foundation

/// What sort of file a path names: a regular file, a folder, a FIFO, a device, ….
///
/// The ledger and attachments must be regular files; scripts may come from anything
/// readable; an export writes through to a FIFO or character device.
public enum FileKind: Equatable, Sendable {
  case regular
  case directory
  case fifo
  case characterDevice
  case blockDevice
  case socket
  case symbolicLink
  case other

  /// The kind a `stat` mode describes.
  public init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    case S_IFLNK: self = .symbolicLink
    default: self = .other
    }
  }

  /// The kind of the file at `path`, following symbolic links; nil when nothing is there
  /// (or a link points nowhere).
  public static func of(_ path: String) -> FileKind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileKind(mode: info.st_mode)
  }

  /// The kind of an open file.
  public static func of(descriptor: Int32) -> FileKind? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    return FileKind(mode: info.st_mode)
  }

  /// The kind in words, for messages: "a FIFO (named pipe)".
  public var phrase: String {
    switch self {
    case .regular: return "a regular file"
    case .directory: return "a folder"
    case .fifo: return "a FIFO (named pipe)"
    case .characterDevice: return "a character device"
    case .blockDevice: return "a block device (a disk)"
    case .socket: return "a socket"
    case .symbolicLink: return "a symbolic link"
    case .other: return "not a regular file"
    }
  }
}
