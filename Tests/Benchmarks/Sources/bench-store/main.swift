// Benchmarks of the SQLite store on a demo ledger: builds it once, then times the
// queries the shell runs most, printing the median of repeated runs.
//
// Usage: bench-store [--items N] [--transactions N] [--projects N] [--db PATH] [--runs N]
//                    [--undo]   (finally undo the newest command, e.g. the demo, and time it)
//                    [--import FILE]   (import FILE into the ledger instead of building a demo)
//                    [--inventory N]   (also add N business-inventory items to a new ledger)
//
// The item-list cases also time the same SQL in the sqlite3 shell, when it is on PATH.
// For the lists of a 100k-item project: --projects 1 --items 110000 --inventory 100000

import Foundation
import LedgerCore
import LedgerData
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
  var inventory = 0

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
      case "--inventory": inventory = Int(value) ?? inventory
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

func report(_ name: String, _ value: Double, shell: Double? = nil) {
  let padded = name.padding(toLength: 46, withPad: " ", startingAt: 0)
  var line = padded + String(format: "%10.2f ms", value * 1000)
  if let shell {
    line += String(format: "   sqlite3 %8.2f ms  (%.2f×)", shell * 1000, value / max(shell, 1e-4))
  }
  print(line)
}

/// The median time the sqlite3 shell reports for `sql` over `runs` runs, or nil.
func shellSeconds(_ path: String, _ sql: String, runs: Int) -> Double? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["sqlite3", path]
  let input = Pipe()
  let output = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  do { try process.run() } catch { return nil }
  var script = ".timer on\n"
  for _ in 0..<runs { script += ".once /dev/null\n\(sql);\n" }
  input.fileHandleForWriting.write(Data(script.utf8))
  try? input.fileHandleForWriting.close()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let times = text.split(separator: "\n").compactMap { line -> Double? in
    guard line.hasPrefix("Run Time: real ") else { return nil }
    return Double(line.dropFirst("Run Time: real ".count).prefix { $0 != " " })
  }
  guard times.count == runs else { return nil }
  return times.sorted()[times.count / 2]
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

/// Grouped lists of the biggest project, an inventory listing and a bulk space change.
func benchItemLists(_ store: SQLiteStore, projects: [Project]) throws {
  var biggest: (project: Project, count: Int)?
  for project in projects {
    let count = try store.itemCount(ItemQuery(scope: .project(project.id)))
    if count > biggest?.count ?? -1 { biggest = (project, count) }
  }
  guard let (project, count) = biggest else { return }
  print("item lists of '\(project.name)' (\(count) items):")
  func timed(_ name: String, _ query: ItemQuery, grouped: Bool) throws {
    let seconds = try median(options.runs) {
      if grouped { _ = try store.itemGroups(query) } else { _ = try store.items(query) }
    }
    let sql = try store.literalSQL(items: query, grouped: grouped)
    report(name, seconds, shell: shellSeconds(store.path, sql, runs: options.runs))
  }
  for sort in ItemSort.allCases {
    for descending in [false, true] {
      try timed(
        "groups: first 50, \(sort.rawValue)\(descending ? " desc" : "")",
        ItemQuery(scope: .project(project.id), sort: sort, descending: descending, limit: 50),
        grouped: true)
    }
  }
  let inventory = try store.itemCount(ItemQuery(scope: .inventory))
  print("inventory (\(inventory) items):")
  let filtered = ItemQuery(
    scope: .inventory, isBookmarked: false, minPrice: 1_000, sort: .price, descending: true)
  var page = filtered
  page.limit = 50
  try timed("inventory: unbookmarked ≥ 10, by price, page", page, grouped: false)
  try timed("inventory: the same, every row", filtered, grouped: false)
  var byName = filtered
  byName.sort = .name
  byName.limit = 50
  try timed("inventory groups: the same, by name, page", byName, grouped: true)

  let ids = try store.items(ItemQuery(scope: .project(project.id), limit: 10_000)).map(\.id)
  let spaces = try store.spaces(projectID: project.id)
  guard let space = spaces.first, ids.count == 10_000 else { return }
  var changed = 0
  var sets: [Double] = []
  var undos: [Double] = []
  for _ in 0..<options.runs {
    sets.append(
      try seconds {
        changed = try store.perform("item space") { try $0.setSpace(space.id, ofItems: ids) }
      })
    undos.append(try seconds { _ = try store.undo() })
  }
  report("setSpace of 10,000 items (\(changed) changed)", sets.sorted()[sets.count / 2])
  report("undo of that", undos.sorted()[undos.count / 2])
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
    if options.inventory > 0 {
      try DemoLedger.build(
        into: store,
        options: DemoOptions(seed: 2, projects: 0, items: options.inventory, transactions: 0))
    }
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
  try benchItemLists(store, projects: projects)
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
