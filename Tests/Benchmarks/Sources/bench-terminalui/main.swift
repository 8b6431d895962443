// Renders 10,000 cards in a grid at width 120 and a 100,000-row, 5-column table at width
// 100 into memory, and prints the median rate of repeated runs.
//
// Usage: bench-terminalui [RUNS [cards|rows]]   (default: 7 runs of both)
// With BENCH_TERMINALUI_OUTPUT=DIR set, the last run's text is also written to DIR/cards.txt
// and DIR/rows.txt, so that a change can be checked to draw the same bytes.

import Foundation
import TerminalUI

let arguments = CommandLine.arguments.dropFirst()
let runs = arguments.first.flatMap { Int($0) } ?? 7
let only = arguments.dropFirst().first
let cardCount = 10_000
let rowCount = 100_000

let spaces = ["Kitchen", "Living room", "Primary bath", "Office", "Guest suite", "Mudroom"]
let clients = ["Smith", "Garcia", "Nguyen", "Okafor", "Larsen", "Tanaka", "Dubois"]

func dollars(_ cents: Int) -> String {
  let whole = cents / 100
  let fraction = cents % 100
  var digits = String(whole)
  var grouped = ""
  while digits.count > 3 {
    grouped = "," + digits.suffix(3) + grouped
    digits.removeLast(3)
  }
  return "$" + digits + grouped + "." + (fraction < 10 ? "0" : "") + String(fraction)
}

let cards: [any Renderable] = (0..<cardCount).map { index in
  let budget = 500_000 + (index * 7_919) % 9_000_000
  let spent = (budget / 100) * ((index * 37) % 140)
  return TitledCard(
    title: "\(clients[index % clients.count]) \(spaces[index % spaces.count]) #\(index)",
    badges: spent > budget ? [Badge("Over", role: .error)] : [],
    rows: [DetailRow("Budget", dollars(budget)), DetailRow("Spent", dollars(spent))],
    progress: ProgressBar(fraction: Double(spent) / Double(budget)),
    footer: ["Updated \(index % 28 + 1) days ago"])
}

let columns = [
  TableColumn("Item"), TableColumn("Space"), TableColumn("Vendor"),
  TableColumn("Date", wraps: false), .numeric("Price"),
]
let rows: [[String]] = (0..<rowCount).map { index in
  [
    "Item \(index) walnut side table", spaces[index % spaces.count],
    "\(clients[index % clients.count]) Supply Co.",
    "2026-\(index % 12 + 1 < 10 ? "0" : "")\(index % 12 + 1)-\(index % 28 + 10)",
    dollars((index * 7_919) % 2_000_000),
  ]
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

let outputFolder = ProcessInfo.processInfo.environment["BENCH_TERMINALUI_OUTPUT"]

/// Times `work` `runs` times and returns the median seconds and the output's size.
func measure(_ name: String, _ work: () -> String) -> (seconds: Double, bytes: Int) {
  var times: [Double] = []
  var bytes = 0
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    let text = work()
    let end = DispatchTime.now().uptimeNanoseconds
    bytes = text.utf8.count
    times.append(Double(end - start) / 1e9)
    if let outputFolder {
      _ = FileManager.default.createFile(
        atPath: outputFolder + "/" + name + ".txt", contents: Data(text.utf8))
    }
  }
  return (median(times), bytes)
}

if only != "rows" {
  let context = RenderContext(width: 120, color: false, unicode: true, isTerminal: false)
  let grid = measure("cards") { Grid(cards).renderedText(in: context) }
  print(
    "cards: \(cardCount) in \(String(format: "%.4f", grid.seconds)) s (median of \(runs)),"
      + " \(grid.bytes) bytes, cards/s \(Int(Double(cardCount) / grid.seconds))")
}
if only != "cards" {
  let context = RenderContext(width: 100, color: false, unicode: true, isTerminal: false)
  let table = measure("rows") { Table(columns: columns, rows: rows).renderedText(in: context) }
  print(
    "rows: \(rowCount) in \(String(format: "%.4f", table.seconds)) s (median of \(runs)),"
      + " \(table.bytes) bytes, rows/s \(Int(Double(rowCount) / table.seconds))")
}
