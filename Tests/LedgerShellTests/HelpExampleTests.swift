import TerminalUI
import Testing

@testable import LedgerShell

@Suite("Help examples")
struct HelpExampleTests {
  let example =
    "item add \"Oak Side Table\" --source \"West Elm\" --price 899 --space \"Living Room\""

  @Test(
    "an example keeps its indent, breaks only between words, and fits",
    arguments: [80, 60, 50, 40, 30])
  func layout(width: Int) throws {
    let lines = HelpRenderer.exampleLines(example, width: width)
    #expect(lines.first?.hasPrefix("  item add") == true, "\(lines)")
    for line in lines.dropFirst() { #expect(line.hasPrefix("    "), "\(lines)") }
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
    let text = lines.joined(separator: "\n")
    for name in ["\"Oak Side Table\"", "\"West Elm\"", "\"Living Room\""] {
      #expect(text.contains(name), "\(name) whole at width \(width): \(lines)")
    }
    // Joined again, the lines give back the command.
    #expect(
      lines.map { String($0.drop { $0 == " " }) }.joined(separator: " ") == example)
  }

  @Test("a word wider than the whole line is broken, and nothing is wider than the width")
  func longWord() {
    let lines = HelpRenderer.exampleLines(
      "echo " + String(repeating: "x", count: 40), width: 20)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 }, "\(lines)")
    #expect(lines.joined().filter { $0 == "x" }.count == 40)
  }
}
