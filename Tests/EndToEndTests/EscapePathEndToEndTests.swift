import Foundation
import Testing

/// Text from outside reaches the terminal escaped: a plugin's help text and field names, a
/// script's file name.
@Suite("Escape paths end to end")
struct EscapePathEndToEndTests {
  /// ESC, CSI, OSC (with BEL), C1 (CSI, OSC, NEL) and every bidi control, as JSON escapes.
  static let hostileJSON =
    #"\u001bc\u001b[2J\u001b]0;PWN\u0007\u009b31m\u009d0;PWN\u009c\u0085"#
    + #"\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"#

  @Test(
    "a plugin's group, summary, discussion and field names are shown escaped",
    arguments: ["help", "help evil", "evil", "evil --format csv", "evil --width 20"])
  func pluginText(line: String) throws {
    let hostile = Self.hostileJSON
    let commands =
      #"[{"name":"evil","summary":"S"# + hostile + #"","group":"G"# + hostile
      + #"","discussion":"D"# + hostile + #""}]"#
    let onRun =
      #"printf '{"result":{"id":%s,"records":[{"f"# + hostile
      + #"":"v","n":1}],"view":{"kind":"table"}}}\n' "$id""#
    let ledgersh = try ExternalPluginTests.home(
      scripts: [
        "evil": ExternalPluginTests.plugin(name: "evil", commands: commands, onRun: onRun)
      ], seeded: false)
    let result = try ledgersh.run(["-c", line])
    #expect(result.status == 0, "\(result.stderr)")
    let all = result.stdout + result.stderr
    #expect(Self.rawControls(all).isEmpty, "\(all.debugDescription)")
    // Shown escaped (a long run of escapes may be broken across lines).
    #expect(all.contains("\\x1b") && all.contains("\\u20"), "\(all)")
  }

  @Test("a script's file name in FILE:LINE: error: is shown escaped")
  func scriptName() throws {
    let ledgersh = try LedgershProcess()
    let name = "scr\u{1B}]0;PWN\u{07}\u{9B}2J\u{202E}x.lsh"
    _ = try ledgersh.write(name, "nosuchcommand\n")
    let result = try ledgersh.run(["--no-plugins", "-f", name])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(Self.rawControls(result.stderr).isEmpty, "\(result.stderr.debugDescription)")
    #expect(
      result.stderr.hasPrefix("scr\\x1b]0;PWN\\x07\\x9b2J\\u202ex.lsh:1: error:"),
      "\(result.stderr)")
  }

  /// What must never reach a terminal raw: C0 but newline, DEL, C1, bidi controls.
  static func rawControls(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      let value = scalar.value
      return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
        || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
  }
}
