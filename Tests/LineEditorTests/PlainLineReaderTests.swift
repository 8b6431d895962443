import Foundation
import Testing

@testable import LineEditor

@Suite("Plain line reader")
struct PlainLineReaderTests {
  /// Every input a PlainLineReader gives for `bytes` piped into it, up to the end.
  private func inputs(from bytes: [UInt8], longestLine: Int = PlainLineReader.longestLine)
    throws -> [LineInput]
  {
    let pipe = Pipe()
    let reader = PlainLineReader(fileHandle: pipe.fileHandleForReading, longestLine: longestLine)
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

  /// `ledgersh < /dev/zero` read one endless line until memory ran out. (The limit is
  /// made small here; the fault tests pipe a line past the real one, 16 MiB.)
  @Test func aLineLongerThanTheLimitIsDroppedAndReadingGoesOn() throws {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: 200_000)
    let bytes = Array("before\n".utf8) + long + Array("\nafter\n".utf8)
    #expect(
      try inputs(from: bytes, longestLine: 100_000) == [
        .line("before"), .tooLong, .line("after"), .endOfInput,
      ])
    // A line that ends the input, too long: nothing of it comes back as a line.
    #expect(
      try inputs(from: Array("a\n".utf8) + long, longestLine: 100_000) == [
        .line("a"), .tooLong, .endOfInput,
      ])
    // One just at the limit is a line.
    let atLimit = [UInt8](repeating: UInt8(ascii: "y"), count: 100_000)
    #expect(
      try inputs(from: atLimit + Array("\n".utf8), longestLine: 100_000) == [
        .line(String(repeating: "y", count: 100_000)), .endOfInput,
      ])
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
