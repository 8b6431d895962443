import LedgerShell
import PluginHost
import Testing

@Suite("Protocol 1 messages")
struct PluginMessageTests {
  private func decode(_ line: String) throws(PluginProtocolError) -> PluginMessage {
    try PluginMessage.decode(Array(line.utf8))
  }

  @Test("hello, call, result and error decode")
  func decodesEachMessage() throws {
    #expect(
      try decode(#"{"hello":{"protocol":1,"name":"vendors","version":"1.2"}}"#)
        == .hello(protocol: 1, name: "vendors", version: "1.2"))
    #expect(
      try decode(#"{"call":{"id":7,"command":"txs --project 3"}}"#)
        == .call(id: 7, command: "txs --project 3"))
    #expect(
      try decode(#"{"error":{"id":2,"message":"no such vendor","status":1}}"#)
        == .error(id: 2, message: "no such vendor", status: 1))
    guard
      case .result(let result) = try decode(
        #"{"result":{"id":1,"records":[{"vendor":"Ikea","total":"12.50","n":3}],"#
          + #""view":{"kind":"cards","title":"Vendors"},"message":"1 vendor"}}"#)
    else {
      Issue.record("not a result")
      return
    }
    #expect(result.records.first?.names == ["vendor", "total", "n"])
    #expect(result.records.first?["n"] == .integer(3))
    #expect(result.view.kind == .cards)
    #expect(result.view.title == "Vendors")
    #expect(result.message == "1 vendor")
  }

  @Test(
    "lines that are not JSON or not a message are refused with a reason",
    arguments: [
      "not json", #"{"result":{"id":1,"#, #"{"call":{"command":"txs"}}"#, #"[1,2]"#,
      #"{"hello":{"protocol":"one","name":"x"}}"#, #"{"bogus":{}}"#,
      #"{"result":{"id":1,"records":[1]}}"#, #"{"result":{"id":1,"view":{"kind":"pie"}}}"#,
      #"{"a":1}{"b":2}"#, "\"\\ud800\"",
      // A number as a title was dropped, and became one once written back (found by fuzzing).
      #"{"result":{"id":1,"view":{"kind":"cards","title":-1.5e-3}}}"#,
      #"{"result":{"id":1,"view":{"title":7}}}"#,
    ])
  func refusesBrokenLines(line: String) {
    #expect(throws: PluginProtocolError.self) { try decode(line) }
  }

  @Test("strings keep escapes, surrogate pairs and non-ASCII text")
  func decodesStrings() throws {
    let value = try JSONParser.parse(Array(#"["a\"b\\n\u00e9\ud83d\ude00", "家具"]"#.utf8))
    #expect(value == .list([.string("a\"b\\n\u{e9}😀"), .string("家具")]))
  }

  @Test("numbers: whole ones are integers, others keep their text")
  func decodesNumbers() throws {
    let value = try JSONParser.parse(Array("[0, -12, 3.25, 1e3, 99999999999999999999]".utf8))
    #expect(
      value
        == .list([
          .integer(0), .integer(-12), .decimal("3.25"), .decimal("1e3"),
          .decimal("99999999999999999999"),
        ]))
  }

  @Test("deep nesting is refused rather than exhausting the stack")
  func refusesDeepNesting() {
    let line = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(line.utf8)) }
  }

  @Test("the host's messages are one line of JSON each")
  func encodesHostMessages() {
    #expect(
      HostMessage.hello(ledgersh: "0.1.0").line
        == #"{"hello":{"protocol":1,"ledgersh":"0.1.0"}}"#)
    #expect(HostMessage.describe.line == #"{"describe":{}}"#)
    #expect(
      HostMessage.failedReply(id: 4, status: 2, error: "unknown command 'nope'").line
        == #"{"reply":{"id":4,"ok":false,"status":2,"error":"unknown command 'nope'"}}"#)
  }
}
