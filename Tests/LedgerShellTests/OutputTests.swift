import Testing

@testable import LedgerShell

@Suite("Output formats")
struct OutputTests {
  let records = [
    Record(["name": "Smith Residence", "budget": .decimal("1249.99"), "archived": false]),
    Record(["name": "佐藤, \"House\"", "budget": .decimal("-20.00"), "archived": true]),
  ]
  let style = OutputStyle(width: 80, color: false, unicode: true, isTerminal: false)

  func render(_ format: OutputFormat) -> String {
    OutputRenderer.render(
      CommandResult(data: .list(records)), format: format, style: style)
  }

  @Test("json keeps field order, amounts as strings, and escapes text")
  func json() {
    #expect(
      render(.json) == """
        [
          {
            "name": "Smith Residence",
            "budget": "1249.99",
            "archived": false
          },
          {
            "name": "佐藤, \\"House\\"",
            "budget": "-20.00",
            "archived": true
          }
        ]
        """)
    #expect(JSONWriter.encode(.string("a\nb\u{1}")) == "\"a\\nb\\u0001\"")
    // Text with nothing to escape is copied whole; one byte to escape anywhere is not missed.
    #expect(JSONWriter.encode(.string("plain 日本 🙂")) == "\"plain 日本 🙂\"")
    #expect(JSONWriter.encode(.string("🙂 del\u{7F} back\\")) == "\"🙂 del\\u007f back\\\\\"")
  }

  @Test("jsonl is one compact object a line")
  func jsonl() {
    let lines = [
      #"{"name":"Smith Residence","budget":"1249.99","archived":false}"#,
      #"{"name":"佐藤, \"House\"","budget":"-20.00","archived":true}"#,
    ]
    #expect(render(.jsonl) == lines.joined(separator: "\n"))
  }

  @Test("csv quotes commas and quotes; tsv escapes tabs")
  func delimited() {
    let lines = [
      "name,budget,archived",
      "Smith Residence,1249.99,false",
      #""佐藤, ""House""",-20.00,true"#,
    ]
    #expect(render(.csv) == lines.joined(separator: "\n") + "\n")
    let tsv = OutputRenderer.render(
      CommandResult(data: .list([Record(["note": "a\tb\nc"])])), format: .tsv, style: style)
    #expect(tsv == "note\na\\tb\\nc\n")
  }

  @Test("settings reject bad values with the accepted ones")
  func settings() {
    var settings = Settings()
    #expect(throws: ShellError.self) { try settings.set("width", to: "5") }
    #expect(throws: ShellError.self) { try settings.set("formt", to: "json") }
    #expect((try? settings.set("width", to: "120")) != nil)
    #expect(settings.value(of: "width") == "120")
    // Each message names the value it refuses.
    for (name, value) in [
      ("format", "xml"), ("width", "wide"), ("color", "blue"), ("pager", "maybe"),
      ("quiet", "2"), ("plugin-timeout", "0"),
    ] {
      do {
        try settings.set(name, to: value)
        Issue.record("\(name) took '\(value)'")
      } catch {
        #expect(error.message.hasPrefix("\(name) must be"), "\(error.message)")
        #expect(error.message.hasSuffix("; not '\(value)'"), "\(error.message)")
      }
    }
  }
}
