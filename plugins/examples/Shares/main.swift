// ledgersh-shares: each project's share of all spending, as cards.
//
// An example external plugin in Swift, built with the LedgerPluginKit library (`swift
// build --product ledgersh-shares`, then `plugin add .build/debug/ledgersh-shares`). It
// asks the host for `projects` and works out each one's share of what was spent.
import Foundation
import LedgerPluginKit

var plugin = LedgerPlugin(name: "shares", version: "1.0")
let spec: JSONValue = [
  "name": "shares", "summary": "Each project's share of all spending, as cards",
  "group": "Shares",
  "options": [
    ["name": "top", "summary": "Show only the N biggest spenders", "value": "integer"],
    ["name": "archived", "summary": "Count archived projects too", "flag": true],
  ],
  "examples": [["command": "shares --top 3", "summary": "The three biggest spenders"]],
]
plugin.command(spec) { run, host in
  let all = try host.records(run.flag("archived") ? "projects --archived" : "projects")
  let spent = all.map { Decimal(string: $0["spent"]?.text ?? "") ?? 0 }
  let total = spent.reduce(0, +)
  var shares: [(record: JSONValue, spent: Decimal)] = Array(zip(all, spent))
  shares.sort { $0.spent > $1.spent }
  if let top = run.option("top").flatMap({ Int($0) }) { shares = Array(shares.prefix(top)) }
  let records: [JSONValue] = shares.map { project, spent in
    let share =
      total == 0 ? 0 : Int(NSDecimalNumber(decimal: spent / total * 100).doubleValue.rounded())
    return [
      "project": project["name"] ?? "", "spent": project["spent"] ?? "0",
      "share": .string("\(share)%"), "transactions": project["transactions"] ?? 0,
      "currency": project["currency"] ?? "",
    ]
  }
  return PluginOutput(
    records: records, kind: .cards, title: "Share of spending",
    message: records.isEmpty ? "No projects yet." : nil)
}
plugin.serve()
