import Foundation
import Testing

@testable import LineEditor

@Suite("Plain line reader")
struct PlainLineReaderTests {
  /// Every input a PlainLineReader gives for `bytes` piped into it, up to the end.
  private func inputs(from bytes: [UInt8]) throws -> [LineInput] {
    let pipe = Pipe()
    let reader = PlainLineReader(fileHandle: pipe.fileHandleForReading)
    let writer = Thread {
      try? pipe.fileHandleForWriting.write(contentsOf: Data(bytes))
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    var result: [LineInput] = []
    while true {
      let input = reader.readLine(prompt: "ignored> ")
      result.append(input)
      if input == .endOfInput { return result }
    }
  }

  @Test func readsUTF8LinesAndToleratesCRLF() throws {
    let text = "echo Café ✓ 日本\r\nprojects\n\nuse \"Smith\"\n"
    #expect(
      try inputs(from: Array(text.utf8)) == [
        .line("echo Café ✓ 日本"), .line("projects"), .line(""), .line("use \"Smith\""),
        .endOfInput,
      ])
  }

  @Test func aLastLineWithoutABreakStillCounts() throws {
    #expect(try inputs(from: Array("a\nb".utf8)) == [.line("a"), .line("b"), .endOfInput])
  }

  @Test func emptyInputEndsAtOnce() throws {
    #expect(try inputs(from: []) == [.endOfInput])
  }

  @Test func linesLongerThanOneReadAreWhole() throws {
    let long = String(repeating: "日本", count: 50_000)
    let text = "\(long)\nnext\n"
    #expect(try inputs(from: Array(text.utf8)) == [.line(long), .line("next"), .endOfInput])
  }

  @Test func invalidUTF8BecomesReplacementCharacters() throws {
    #expect(try inputs(from: [0x61, 0xFF, 0x0A]) == [.line("a\u{FFFD}"), .endOfInput])
  }
}
