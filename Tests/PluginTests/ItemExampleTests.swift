import Foundation
import ItemsPlugin
import LedgerShell
import Testing

/// Every help example of the Items plugin runs against a sample ledger: the ids, spaces and
/// vendors they name exist there, and the examples that open a form or menu get a terminal
/// whose user cancels.
@Suite("Items help examples")
struct ItemExampleTests {
  static let examples: [String] = ItemsPlugin().commands.flatMap { $0.examples.map(\.command) }

  /// A project with the spaces the examples name, four transactions, items #1–#12 and #14 in
  /// the project and #13 in inventory.
  static let ledger: [String] =
    [
      "project add \"Smith Residence\"", "use \"Smith Residence\"",
      "space add \"Living Room\"", "space add Bedroom",
    ]
    + (1...4).map { "tx add --source \"West Elm\" --amount \($0)00 --date 2026-11-0\($0)" }
    + (1...14).map { number in
      number == 13
        ? "item add \"Stock lamp\" --source \"West Elm\" --price 80 --inventory"
        : "item add \"Chair \(number)\" --source \"West Elm\" --price \(number)0"
          + " --space \"Living Room\"\(number % 3 == 0 ? " --bookmark" : "")"
    }

  @Test("each example succeeds", arguments: examples)
  func example(_ command: String) throws {
    // Forms and menus need a terminal: there the user cancels them.
    let opensForm =
      command.hasSuffix(" menu #12") || command == "item add" || command == "items filter"
      || command == "items sort"
    let harness = try LedgerHarness(terminal: opensForm)
    try harness.script(Self.ledger)
    if opensForm { harness.answering([]) }
    // A redirection in an example for the system shell is that shell's business.
    let run = harness.run(try ExampleLine(command).command)
    #expect(run.succeeded, "\(command): \(run.errors)")
  }
}
