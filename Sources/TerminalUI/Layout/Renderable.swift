/// Something that can be drawn as lines of text at a given width.
///
/// Layout asks `measure(in:)` first, then draws with `render(in:)` at a width it chose;
/// no line returned may be wider than `context.width`.
public protocol Renderable: Sendable {
  /// Returns the least and the natural width of this renderable.
  func measure(in context: RenderContext) -> Measurement
  /// Returns the lines drawn at `context.width` cells, none wider.
  func render(in context: RenderContext) -> [String]
  /// Returns the lines drawn at `context.width` and stretched to at least `height` lines.
  func render(in context: RenderContext, height: Int) -> [String]
  /// Returns the lines drawn at `context.width`, joined, each ending in a newline.
  ///
  /// Layouts of many lines (grids, tables) write them straight into one text.
  func renderedText(in context: RenderContext) -> String
}

extension Renderable {
  /// Adds blank lines under the rendered ones; cards override this to keep their border.
  public func render(in context: RenderContext, height: Int) -> [String] {
    var lines = render(in: context)
    while lines.count < height { lines.append("") }
    return lines
  }

  /// Returns the rendered lines joined, each ending in a newline.
  public func renderedText(in context: RenderContext) -> String {
    joinedLines(render(in: context))
  }
}

/// Returns `lines` joined, each ending in a newline.
///
/// Runs of ASCII lines (a table's rows) are copied into one string each, whose check of
/// valid UTF-8 is then quick; other lines are appended, which needs no check at all.
func joinedLines(_ lines: [String]) -> String {
  let size = lines.reduce(0) { $0 + $1.utf8.count + 1 }
  var text = ""
  text.reserveCapacity(size)
  var start = 0
  while start < lines.count {
    var end = start
    while end < lines.count, isASCII(lines[end]) { end += 1 }
    if end - start >= 8 {
      let run = asciiRun(lines[start..<end])
      if start == 0, end == lines.count { return run }
      text += run
      start = end
      continue
    }
    // A short run, and the line after it, which is not ASCII.
    for line in lines[start..<min(end + 1, lines.count)] {
      text += line
      text += "\n"
    }
    start = end + 1
  }
  return text
}

/// Returns the ASCII `lines` joined, each ending in a newline, copied into one string.
private func asciiRun(_ lines: ArraySlice<String>) -> String {
  let size = lines.reduce(0) { $0 + $1.utf8.count + 1 }
  return String(unsafeUninitializedCapacity: size) { buffer in
    var offset = 0
    for var line in lines {
      offset += line.withUTF8 { bytes in
        UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(fromContentsOf: bytes)
      }
      buffer[offset] = 0x0A
      offset += 1
    }
    return offset
  }
}

/// Whether every byte of `text` is ASCII, tested eight bytes at a time.
private func isASCII(_ text: String) -> Bool {
  var text = text
  return text.withUTF8 { bytes in
    let raw = UnsafeRawBufferPointer(bytes)
    let mask: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    while index + 8 <= raw.count {
      if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & mask != 0 { return false }
      index += 8
    }
    while index < raw.count {
      if raw[index] >= 0x80 { return false }
      index += 1
    }
    return true
  }
}
