// Benchmarks of the SQLite store on a demo ledger: builds it once, then times the
// queries the shell runs most, printing the median of repeated runs.
//
// Usage: bench-store [--items N] [--transactions N] [--projects N] [--db PATH] [--runs N]
//                    [--undo]   (finally undo the newest command, e.g. the demo, and time it)
//                    [--import FILE]   (import FILE into the ledger instead of building a demo)

import Foundation
import LedgerCore
import LedgerStore
import LedgerStoreSQLite

struct BenchOptions {
  var items = 1_000_000
  var transactions = 1_000_000
  var projects = 20
  var runs = 7
  var path: String?
  var undo = false
  var importPath: String?

  init(arguments: [String]) {
    var iterator = arguments.dropFirst().makeIterator()
    while let flag = iterator.next() {
      if flag == "--undo" {
        undo = true
        continue
      }
      let value = iterator.next() ?? ""
      switch flag {
      case "--items": items = Int(value) ?? items
      case "--transactions": transactions = Int(value) ?? transactions
      case "--projects": projects = Int(value) ?? projects
      case "--runs": runs = Int(value) ?? runs
      case "--db": path = value
      case "--import": importPath = value
      default:
        FileHandle.standardError.write(Data("bench-store: unknown option \(flag)\n".utf8))
        exit(2)
      }
    }
  }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
  var times: [Double] = []
  for _ in 0..<runs { times.append(try seconds(body)) }
  return times.sorted()[times.count / 2]
}

func report(_ name: String, _ value: Double) {
  let padded = name.padding(toLength: 46, withPad: " ", startingAt: 0)
  print(padded + String(format: "%10.2f ms", value * 1000))
}

func peakMemoryMB() -> Double {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  return Double(usage.ru_maxrss) / 1024
}

let options = BenchOptions(arguments: CommandLine.arguments)
let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
  "ledgersh-bench-\(getpid())")
let path = options.path ?? folder.appendingPathComponent("ledger.db").path
do {
  let store = try SQLiteStore.open(path: path)
  if let importPath = options.importPath {
    let imported = try seconds {
      _ = try LedgerImporter.importFile(atPath: importPath, into: store)
    }
    print(
      String(format: "import %@: %.1f s, peak memory %.0f MB", importPath, imported, peakMemoryMB())
    )
  } else if try store.isEmpty() {
    let built = try seconds {
      try DemoLedger.build(
        into: store,
        options: DemoOptions(
          seed: 1, projects: options.projects, items: options.items,
          transactions: options.transactions))
    }
    print(
      String(
        format: "demo build: %d items + %d transactions in %.1f s", options.items,
        options.transactions, built))
  }
  let counts = try store.counts()
  print("ledger: \(counts.items) items, \(counts.transactions) transactions, \(path)")
  let projects = try store.projects(ProjectQuery(includeArchived: true))
  guard let project = projects.first else { exit(0) }

  report(
    "budget rollup, one project",
    try median(options.runs) { _ = try store.budgetRollup(projectID: project.id) })
  report(
    "budget rollup, every project",
    try median(options.runs) {
      for project in projects { _ = try store.budgetRollup(projectID: project.id) }
    })
  report(
    "transactions: first page (50), newest first",
    try median(options.runs) { _ = try store.transactions(TransactionQuery(limit: 50)) })
  report(
    "transactions: first page of one project",
    try median(options.runs) {
      _ = try store.transactions(TransactionQuery(projectID: project.id, limit: 50))
    })
  report(
    "transactions: needs review, newest first",
    try median(options.runs) {
      _ = try store.transactions(TransactionQuery(needsReview: true, limit: 50))
    })
  report(
    "transactions: needs review, by amount",
    try median(options.runs) {
      _ = try store.transactions(
        TransactionQuery(needsReview: true, sort: .amount, limit: 50))
    })
  report(
    "items: first page by name",
    try median(options.runs) { _ = try store.items(ItemQuery(sort: .name, limit: 50)) })
  report(
    "items: count in one project",
    try median(options.runs) { _ = try store.itemCount(ItemQuery(scope: .project(project.id))) })
  report(
    "search 'walnut sofa' (50 hits)",
    try median(options.runs) { _ = try store.search("walnut sofa", limit: 50) })
  report(
    "completion name lists",
    try median(options.runs) {
      _ = try store.projectNames(accountID: nil)
      _ = try store.categoryNames(accountID: nil)
      _ = try store.vendorNames(accountID: nil)
    })
  let before = peakMemoryMB()
  let csvPath = URL(fileURLWithPath: path).deletingLastPathComponent()
    .appendingPathComponent("items.csv").path
  if FileManager.default.createFile(atPath: csvPath, contents: nil),
    let handle = FileHandle(forWritingAtPath: csvPath)
  {
    var output = FileHandleOutputStream(handle)
    let exported = try seconds {
      try LedgerExporter.writeCSV(.items, from: store, to: &output)
      try output.flush()
    }
    try handle.close()
    report("export items as CSV", exported)
    print(
      String(format: "peak memory: %.0f MB before export, %.0f MB after", before, peakMemoryMB()))
  }
  let jsonPath = URL(fileURLWithPath: path).deletingLastPathComponent()
    .appendingPathComponent("ledger.json").path
  if FileManager.default.createFile(atPath: jsonPath, contents: nil),
    let handle = FileHandle(forWritingAtPath: jsonPath)
  {
    var output = FileHandleOutputStream(handle)
    let exported = try seconds {
      try LedgerExporter.writeJSON(from: store, to: &output)
      try output.flush()
    }
    try handle.close()
    report("export whole ledger as JSON", exported)
    print(String(format: "peak memory after JSON export: %.0f MB", peakMemoryMB()))
  }
  if options.undo {
    report("undo the newest command", try seconds { _ = try store.undo() })
    print("after undo: \(try store.counts().items) items")
  }
} catch {
  FileHandle.standardError.write(Data("bench-store: \(error)\n".utf8))
  exit(1)
}
