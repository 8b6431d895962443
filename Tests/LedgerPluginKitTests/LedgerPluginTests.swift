import Foundation
import LedgerPluginKit
import Testing

/// A plugin built on LedgerPluginKit, driven through a scripted host: the lines it writes
/// are what ledgersh would read.
@Suite("LedgerPlugin")
struct LedgerPluginTests {
  /// The host's side: the lines it sends, in order, and what the plugin wrote back.
  final class ScriptedHost: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [String]
    private(set) var written: [String] = []

    init(_ lines: [String]) { pending = lines }

    var channel: PluginChannel {
      PluginChannel(
        receive: { [self] in lock.withLock { pending.isEmpty ? nil : pending.removeFirst() } },
        send: { [self] line in lock.withLock { written.append(line) } })
    }
  }

  static func greeter() -> LedgerPlugin {
    var plugin = LedgerPlugin(name: "greet", version: "2.1")
    plugin.command(["name": "greet", "summary": "Say hello"]) { run, host in
      if run.flag("fail") { throw PluginFailure("no greeting today", status: 4) }
      let projects = try host.records("projects")
      let names = projects.compactMap { $0["name"]?.text }
      return PluginOutput(
        records: [["greeting": .string("hello \(run.option("to") ?? "you")"), "projects": 1]]
          + names.map { ["greeting": .string("hi \($0)")] },
        kind: .text, title: "Greetings")
    }
    return plugin
  }

  @Test("answers hello and describe with its name, version and command specs")
  func helloAndDescribe() {
    let host = ScriptedHost([
      #"{"hello":{"protocol":1,"ledgersh":"0.1.0"}}"#, #"{"describe":{}}"#,
    ])
    Self.greeter().serve(host.channel)
    #expect(
      host.written == [
        #"{"hello":{"protocol":1,"name":"greet","version":"2.1"}}"#,
        #"{"commands":[{"name":"greet","summary":"Say hello"}]}"#,
      ])
  }

  @Test("a run calls the host and ends with records in the order they were written")
  func runWithCall() {
    let host = ScriptedHost([
      #"{"run":{"id":5,"command":"greet","arguments":[],"options":{"to":"Ann"},"context":{}}}"#,
      #"{"reply":{"id":1,"ok":true,"data":[{"id":1,"name":"Caf\u00e9 \"A\""}]}}"#,
    ])
    Self.greeter().serve(host.channel)
    #expect(
      host.written == [
        #"{"call":{"id":1,"command":"projects"}}"#,
        #"{"result":{"id":5,"records":[{"greeting":"hello Ann","projects":1},"#
          + #"{"greeting":"hi Café \"A\""}],"view":{"kind":"text","title":"Greetings"}}}"#,
      ])
  }

  @Test("a thrown failure, a failed call or an unknown command becomes an error message")
  func failures() {
    let host = ScriptedHost([
      #"{"run":{"id":1,"command":"greet","options":{"fail":true}}}"#,
      #"{"run":{"id":2,"command":"greet","options":{}}}"#,
      #"{"reply":{"id":1,"ok":false,"status":3,"error":"the ledger is locked"}}"#,
      #"{"run":{"id":3,"command":"wave"}}"#,
    ])
    Self.greeter().serve(host.channel)
    #expect(
      host.written == [
        #"{"error":{"id":1,"message":"no greeting today","status":4}}"#,
        #"{"call":{"id":1,"command":"projects"}}"#,
        #"{"error":{"id":2,"message":"the ledger is locked","status":3}}"#,
        #"{"error":{"id":3,"message":"greet has no command 'wave'","status":1}}"#,
      ])
  }

  @Test(
    "JSON keeps key order, numbers as written and every string intact",
    arguments: [
      #"{"b":1,"a":[true,false,null],"c":{"d":-1.50e+3}}"#,
      #"["line\nbreak","tab\t","quote\"","back\\slash","\u0001","日本語 🙂"]"#,
      #"123456789012345678901234567890"#,
    ])
  func jsonRoundTrip(text: String) throws {
    let value = try JSONValue(parsing: text)
    #expect(try JSONValue(parsing: value.jsonText) == value)
    #expect(value.jsonText.contains("\n") == false)
  }

  @Test("JSON that breaks is refused with the byte where it breaks")
  func invalidJSON() {
    #expect(throws: PluginFailure("the host sent invalid JSON: expected ':' at byte 6")) {
      try JSONValue(parsing: #"{"a" 1}"#)
    }
  }
}
