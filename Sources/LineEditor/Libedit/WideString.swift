import CLibedit

/// Converts between Swift strings and libedit's `wchar_t` strings (UTF-32 on
/// Linux and macOS), one Unicode scalar per `wchar_t`.
enum WideString {
  /// The string made of the `wchar_t`s from `start` up to, not including, `end`.
  static func string(from start: UnsafePointer<wchar_t>, to end: UnsafePointer<wchar_t>) -> String {
    string(from: start, count: end - start)
  }

  /// The string made of `count` `wchar_t`s at `start`; invalid values become U+FFFD.
  static func string(from start: UnsafePointer<wchar_t>, count: Int) -> String {
    var scalars = String.UnicodeScalarView()
    for offset in 0..<max(count, 0) {
      let value = UInt32(bitPattern: Int32(start[offset]))
      scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
    }
    return String(scalars)
  }

  /// `text` as a NUL-terminated array of `wchar_t`.
  static func characters(of text: String) -> [wchar_t] {
    var result = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
    result.append(0)
    return result
  }

  /// A newly allocated NUL-terminated copy of `text`; the caller deallocates it.
  static func allocate(_ text: String) -> UnsafeMutablePointer<wchar_t> {
    let characters = characters(of: text)
    let pointer = UnsafeMutablePointer<wchar_t>.allocate(capacity: characters.count)
    pointer.initialize(from: characters, count: characters.count)
    return pointer
  }
}
