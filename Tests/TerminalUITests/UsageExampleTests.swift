import TerminalUI
import Testing

/// The examples plugin authors copy from, kept compiling and correct.
@Suite("Usage examples")
struct UsageExampleTests {
  @Test("titled cards in a grid, centered on a terminal and capped at the content width")
  func cardsInGrid() {
    let context = RenderContext(width: 120, color: false, unicode: true, isTerminal: false)
    let cards = [
      TitledCard(
        title: "Smith Residence", badges: [Badge("Over budget", role: .error)],
        rows: [DetailRow("Budget", "$5,000.00"), DetailRow("Spent", "$5,600.00")],
        progress: ProgressBar(fraction: 1.12), footer: ["Updated 2 days ago"]),
      TitledCard(title: "Lee Loft", rows: [DetailRow("Budget", "$12,000.00")]),
    ]
    let text = AdaptiveContentWidth(Grid(cards)).renderedText(in: context)
    // Two cards side by side, one width, every label on the line of its value.
    let lines = text.split(separator: "\n")
    let tops = lines.first?.split(separator: " ", omittingEmptySubsequences: true) ?? []
    #expect(tops.count == 2 && tops.first == tops.last)
    #expect(lines.contains { $0.contains("│ Budget") && $0.contains("$5,000.00 │") })
    #expect(text.contains("112%"))
  }

  @Test("a table with a numeric column")
  func table() {
    let table = Table(
      columns: [TableColumn("Item"), TableColumn("Space"), .numeric("Price")],
      rows: [["Velvet sofa", "Living room", "$4,250.00"], ["Lamp", "Office", "$80.00"]])
    let lines = table.render(in: .plain(width: 80))
    #expect(lines[0] == "Item         Space            Price")
    #expect(lines[3] == "Lamp         Office          $80.00")
  }

  @Test("an action menu answered by a script")
  func actionMenu() {
    let menu = ActionMenu(
      title: "Velvet sofa",
      items: [
        ActionMenuItem(id: "edit", label: "Edit", symbol: "✎"),
        ActionMenuItem(
          id: "space", label: "Move to space", symbol: "⇄",
          subactions: [
            ActionMenuItem(id: "kitchen", label: "Kitchen"),
            ActionMenuItem(id: "office", label: "Office"),
          ], selectedSubactionID: "kitchen"),
        ActionMenuItem(id: "delete", label: "Delete", symbol: "✖", isDestructive: true),
      ])
    let output = BufferedOutput()
    let result = menu.run(
      input: ScriptedLineSource(["2", "b"]), output: output, context: .plain(width: 80))
    #expect(result == .submenu("space", "office"))
  }

  @Test("a multi-step form answered by a script")
  func multiStepForm() {
    let form = MultiStepForm(
      title: "New project",
      steps: [
        FormStep(title: "Client", fields: [.required(id: "name", label: "Name")]),
        FormStep(
          title: "Budget",
          fields: [
            FormField(id: "budget", label: "Budget", defaultValue: "5000") {
              Int($0) == nil ? "Budget must be a whole number of dollars." : nil
            }
          ]),
      ])
    let values = form.run(
      input: ScriptedLineSource(["Smith Residence", "lots", ""]), output: BufferedOutput(),
      context: .plain(width: 80))
    #expect(values == ["name": "Smith Residence", "budget": "5000"])
  }
}
