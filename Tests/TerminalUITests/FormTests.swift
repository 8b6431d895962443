import Foundation
import LedgerTestSupport
import Testing

@testable import TerminalUI

@Suite("Forms")
struct FormTests {
  let context = RenderContext.plain(width: 60)

  static let budget = FormField(id: "budget", label: "Budget", defaultValue: "5000") { answer in
    Double(answer.replacingOccurrences(of: ",", with: "")) == nil
      ? "Budget must be an amount, such as 5000 or 5,000.00." : nil
  }

  let form = MultiStepForm(
    title: "New project", description: "A project holds a client's budget, items and spaces.",
    steps: [
      FormStep(
        title: "Client",
        fields: [.required(id: "name", label: "Name"), FormField(id: "client", label: "Client")]),
      FormStep(title: "Budget", fields: [budget]),
      FormStep(title: "Review", fields: [FormField(id: "note", label: "Note", defaultValue: "")]),
    ])

  @Test("fields are asked one at a time; Enter takes the default; bad answers are asked again")
  func multiStepTranscript() {
    let output = BufferedOutput()
    let input = ScriptedLineSource(
      ["", "Smith Residence", "Ann Smith", "lots", "", "Rush job"], echo: output)
    let values = form.run(input: input, output: output, context: context)
    #expect(
      values == [
        "name": "Smith Residence", "client": "Ann Smith", "budget": "5000", "note": "Rush job",
      ])
    #expect(output.text.contains("Step 2 of 3 · Budget"))
    #expect(output.text.contains("Budget [5000]: lots\n  ✖ Budget must be an amount"))
    GoldenFile.expectMatches(output.text, named: "form-multistep-transcript")
  }

  @Test("a validation message quoting the answer shows its control characters")
  func validationEscaped() {
    let field = FormField(id: "budget", label: "Budget") { "'\($0)' is not an amount." }
    let output = BufferedOutput()
    _ = field.ask(input: ScriptedLineSource(["1\u{7}2"]), output: output, context: context)
    #expect(output.text.contains("'1\\x072' is not an amount."), "\(output.text)")
    #expect(!output.text.unicodeScalars.contains("\u{7}"))
  }

  @Test("end of input cancels with nothing returned", arguments: [0, 1, 3])
  func cancel(answered: Int) {
    let answers = Array(["Smith Residence", "Ann", "5000"].prefix(answered))
    let input = ScriptedLineSource(answers)
    #expect(form.run(input: input, output: BufferedOutput(), context: context) == nil)
  }

  /// Found by a QA pass: "Reimbursement (none/owed-to-client/owed-to-company) [none]: " is
  /// 62 columns, and the terminal wrapped it at 40.
  @Test("a label too wide for the terminal goes above a short prompt")
  func narrowLabel() {
    let field = FormField(
      id: "reimbursement", label: "Reimbursement (none/owed-to-client/owed-to-company)",
      defaultValue: "none")
    let output = BufferedOutput()
    let input = ScriptedLineSource([""], echo: output)
    let sheet = FormSheet(title: "Edit", fields: [field])
    #expect(sheet.run(input: input, output: output, context: .plain(width: 40)) != nil)
    #expect(input.promptsShown == ["[none]: "])
    #expect(output.text.contains("Reimbursement\n(none/owed-to-client/owed-to-company)\n"))
    let lines = output.text.split(separator: "\n")
    #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 40 }, "\(output.text)")
    let wide = ScriptedLineSource([""])
    _ = sheet.run(input: wide, output: BufferedOutput(), context: .plain(width: 80))
    #expect(wide.promptsShown == [field.prompt])
  }

  @Test("a form sheet returns every field by id")
  func sheet() {
    let sheet = FormSheet(
      title: "Edit space", fields: [FormField(id: "name", label: "Name", defaultValue: "Kitchen")])
    let input = ScriptedLineSource([""])
    #expect(
      sheet.run(input: input, output: BufferedOutput(), context: context) == ["name": "Kitchen"])
    #expect(input.promptsShown == ["Name [Kitchen]: "])
  }
}
