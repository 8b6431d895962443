// Builds a demo ledger for scripts/bench-plugins.sh while the shell has no `demo` command:
// bench-plugins DB PROJECTS TRANSACTIONS ITEMS, through Store.performBulk like `demo`.
import Foundation
import LedgerData
import LedgerStore
import LedgerStoreSQLite

let arguments = CommandLine.arguments
guard arguments.count == 5, let projects = Int(arguments[2]), let transactions = Int(arguments[3]),
  let items = Int(arguments[4])
else {
  FileHandle.standardError.write(Data("usage: bench-plugins DB PROJECTS TRANSACTIONS ITEMS\n".utf8))
  exit(2)
}
do {
  let store = try SQLiteStore.open(path: arguments[1])
  let counts = try DemoLedger.build(
    into: store,
    options: DemoOptions(projects: projects, items: items, transactions: transactions))
  print(
    "built \(counts.projects) projects, \(counts.transactions) transactions, \(counts.items) items")
} catch {
  FileHandle.standardError.write(Data("bench-plugins: \(error)\n".utf8))
  exit(1)
}
