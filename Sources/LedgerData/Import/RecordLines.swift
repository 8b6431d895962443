import Foundation
import LedgerCore
import LedgerStore

/// Where each record of an exported JSON archive sits, so problems can name its line.
///
/// `export` writes a section header (`  "items": [`) and then one record per line;
/// for files laid out otherwise `line` answers nil.
struct RecordLines {
  private var sectionHeaders: [String: Int] = [:]
  private var recordStarts: Set<Int> = []

  init(_ data: Data) {
    var lineNumber = 1
    var lineStart = data.startIndex
    let newline = UInt8(ascii: "\n")
    let recordPrefix = Array("    {".utf8)
    var index = data.startIndex
    while index <= data.endIndex {
      if index == data.endIndex || data[index] == newline {
        let line = data[lineStart..<index]
        if line.starts(with: recordPrefix) {
          recordStarts.insert(lineNumber)
        } else if line.count < 64, let text = String(data: line, encoding: .utf8),
          text.hasPrefix("  \""),
          text.hasSuffix("\": [") || text.hasSuffix("\": []")
            || text.hasSuffix("\": [],")
        {
          let name = text.dropFirst(3).prefix { $0 != "\"" }
          sectionHeaders[String(name)] = lineNumber
        }
        lineNumber += 1
        lineStart = data.index(after: index)
      }
      if index == data.endIndex { break }
      index = data.index(after: index)
    }
  }

  /// The line of record `index` of `section`, or nil when the layout is not known.
  func line(_ section: String, _ index: Int) -> Int? {
    guard let header = sectionHeaders[section] else { return nil }
    let line = header + 1 + index
    return recordStarts.contains(line) ? line : nil
  }
}
