import Testing

@Suite struct Scratch {
  @Test func show() throws {
    let h = try LedgerHarness(width: 80)
    try h.script(SampleLedger.lines)
    for line in ["project show", "project show --tab budget --width 60", "project show 東京オフィス --tab transactions", "categories", "tx show 1", "project show Smith", "txs --project nope", "budget set Furnishngs 100", "tx add --amount 5", "project delete 3", "category move Lighting --before Furnishings", "projects --format json", "budget --format json", "txs --limit 2 --format csv", "tx edit 1 --amount -5", "use --none", "budget"] {
      let r = h.run(line)
      print("=== \(line)\n\(r.output)\(r.errors)")
    }
  }
}
