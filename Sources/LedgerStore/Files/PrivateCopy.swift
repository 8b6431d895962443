import Foundation
import LedgerCore
import LedgerStore

/// A copy of an attached file in the data folder, made in one pass with its hash.
///
/// The copy is created with mode 0600 from the start (receipts are private, whatever the
/// original's mode), stops as soon as it passes the size limit, and is synced before it
/// is kept, so a ledger never names a file that a crash left empty.
struct PrivateCopy {
  let partial: String
  let sha256: String
  let byteCount: Int64
  /// The leading bytes, for a picture's size.
  let prefix: [UInt8]

  /// Copies everything readable from `input` into a new partial file in `folder`.
  init(of input: Int32, named name: String, into folder: String) throws {
    partial = folder + "/.\(UUID().uuidString).partial"
    let output = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard output >= 0 else {
      throw StoreError(
        .unavailable, "cannot copy '\(name)' into \(folder): \(String(cString: strerror(errno)))")
    }
    var hasher = SHA256()
    var count: Int64 = 0
    var prefix: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    do {
      defer { close(output) }
      fchmod(output, 0o600)
      while true {
        let read = Foundation.read(input, &chunk, chunk.count)
        if read < 0 {
          if errno == EINTR { continue }
          throw StoreError(
            .unavailable, "cannot read '\(name)': \(String(cString: strerror(errno)))")
        }
        if read == 0 { break }
        count += Int64(read)
        if count > AttachmentKind.largestByteCount {
          throw AttachmentFiles.tooLarge(name, byteCount: count)
        }
        let bytes = chunk[0..<read]
        hasher.update(bytes)
        if prefix.count < AttachmentFiles.headerPrefix {
          prefix += bytes.prefix(AttachmentFiles.headerPrefix - prefix.count)
        }
        try Self.writeAll(bytes, to: output, name: name, folder: folder)
      }
      guard fsync(output) == 0 else { throw Self.writeError(name, folder: folder) }
    } catch {
      unlink(partial)
      throw error
    }
    sha256 = hasher.finalizeHex()
    byteCount = count
    self.prefix = prefix
  }

  /// Keeps the copy under its final name.
  func keep(as target: String) throws {
    guard rename(partial, target) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(partial)
      throw StoreError(.unavailable, "cannot store the copy as \(target): \(reason)")
    }
  }

  /// Drops the copy (the same content is already kept).
  func discard() {
    unlink(partial)
  }

  private static func writeAll(
    _ bytes: ArraySlice<UInt8>, to output: Int32, name: String, folder: String
  ) throws {
    try bytes.withUnsafeBytes { buffer in
      guard var base = buffer.baseAddress else { return }
      var remaining = buffer.count
      while remaining > 0 {
        let written = Foundation.write(output, base, remaining)
        if written < 0 {
          if errno == EINTR { continue }
          throw writeError(name, folder: folder)
        }
        remaining -= written
        base += written
      }
    }
  }

  private static func writeError(_ name: String, folder: String) -> StoreError {
    if errno == ENOSPC {
      return StoreError(.unavailable, "cannot copy '\(name)': the disk holding \(folder) is full")
    }
    return StoreError(
      .unavailable, "cannot copy '\(name)' into \(folder): \(String(cString: strerror(errno)))")
  }
}
