import TerminalUI
import Testing

/// Issue 12 §14: no view breaks an amount.
///
/// At width 20, `projects` split `$1,999,999,999.98` over two lines inside the card, and at 20 and 24 the item group's badge was cut to `$5,999,99…`. Every view
/// keeps each amount whole on one line, with its grouping, and fits the width.
@Suite("Wide amounts in views")
struct WideAmountViewTests {
  static let setup = [
    "project add P", "category add Furniture", "budget set Furniture 1000000000 --project P",
    "tx add --project P --source A --amount 999999999.99 --category Furniture",
    "tx add --project P --source B --amount 999999999.99 --category Furniture",
    "item add Sofa --project P --price 999999999.99 --qty 3",
    "item add Sofa --project P --price 999999999.99 --qty 3",
  ]

  /// Commands and the amounts each must show whole.
  static let views: [(command: String, amounts: [String])] = [
    ("projects", ["$1,999,999,999.98", "$1,000,000,000.00"]),
    ("items --project P", ["$5,999,999,999.94", "$999,999,999.99"]),
    ("txs --project P", ["$999,999,999.99"]),
    ("tx show 1", ["$999,999,999.99"]),
    ("item show 1", ["$999,999,999.99"]),
    ("budget --project P", ["$1,999,999,999.98", "$1,000,000,000.00"]),
    ("project show P", ["$1,999,999,999.98", "$1,000,000,000.00"]),
  ]

  @Test(
    "every amount is whole on one line and every line fits",
    arguments: views.indices, [20, 24, 40])
  func amountsWhole(view: Int, width: Int) throws {
    let (command, amounts) = Self.views[view]
    let harness = try LedgerHarness(width: width)
    try harness.script(Self.setup)
    let output = try harness.script([command])
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for line in lines {
      #expect(DisplayWidth.of(line) <= width, "too wide at \(width) in \(command): \(line)")
      // Whatever looks like a dollar amount is a whole one: `$1,999,999,999.9` or
      // `$5,999,99…` is a broken one.
      for token in Self.dollarTokens(in: line) {
        #expect(
          Self.isWholeAmount(token), "'\(token)' broken at \(width) in \(command):\n\(output)")
      }
    }
    for amount in amounts {
      #expect(
        lines.contains { $0.contains(amount) },
        "\(amount) not whole at \(width) in \(command):\n\(output)")
    }
  }

  /// The runs of `$`, digits, commas and points in `line`, each starting at a `$`.
  static func dollarTokens(in line: String) -> [Substring] {
    var tokens: [Substring] = []
    var rest = line[...]
    while let start = rest.firstIndex(of: "$") {
      let after = rest[rest.index(after: start)...]
      let end = after.firstIndex { !($0.isASCII && ($0.isNumber || $0 == "," || $0 == ".")) }
      tokens.append(rest[start..<(end ?? rest.endIndex)])
      rest = rest[(end ?? rest.endIndex)...]
    }
    return tokens
  }

  /// Whether `token` is `$` and grouped digits with two decimals, such as `$1,240.00`.
  static func isWholeAmount(_ token: Substring) -> Bool {
    var body = token.dropFirst()
    if body.last == "," || body.last == "." { body = body.dropLast() }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].count == 2, parts[1].allSatisfy(\.isNumber) else {
      return false
    }
    let groups = parts[0].split(separator: ",", omittingEmptySubsequences: false)
    guard let first = groups.first, (1...3).contains(first.count) else { return false }
    return groups.allSatisfy { $0.allSatisfy(\.isNumber) }
      && groups.dropFirst().allSatisfy { $0.count == 3 }
  }
}
