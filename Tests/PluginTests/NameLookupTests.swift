import LedgerCore
import LedgerShell
import LedgerViews
import PropertyBased
import Testing

/// Names as people type them: exact, `#id`, a unique prefix, a unique part, ignoring case
/// and accents; two or more candidates are listed.
@Suite("Name lookup")
struct NameLookupTests {
  static let pool = [
    "陈宅 Chen Residence 🏡", "Café Lumière", "Cafe Noir", "Art", "Art Supplies", "Artwork",
    "Smith Residence", "Müller Penthouse", "Lighting", "Window Treatments", "田中邸",
    "Design Fee", "Rejuvenation", "West Elm", "Westwing", "Élodie Rousseau",
  ]

  /// Looks `typed` up among `names` (ids are their positions plus one).
  static func lookup(_ typed: String, in names: [String]) -> Result<String, ShellError> {
    do {
      let found: String = try EntityLookup.resolve(
        typed, noun: "project", listCommand: "projects", archivedListCommand: "projects --archived",
        byID: { id in
          let index = Int(id.rawValue) - 1
          return names.indices.contains(index) ? names[index] : nil
        },
        byName: { name in names.first { $0.lowercased() == name.lowercased() } },
        candidates: {
          names.enumerated().map { EntityLookup.Candidate($1, id: EntityID(Int64($0 + 1))) }
        })
      return .success(found)
    } catch let error as ShellError {
      return .failure(error)
    } catch {
      return .failure(ShellError.failure("\(error)"))
    }
  }

  @Test("every unique prefix finds its name; every shared one lists all who share it")
  func prefixes() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...(1 << 16 - 1)), Gen.int(in: 0...15), Gen.int(in: 1...8)
    ) { mask, pick, length in
      let names = Self.pool.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
      guard !names.isEmpty else { return }
      let name = names[pick % names.count]
      let typed = String(name.prefix(length)).uppercased().trimmingWhitespace()
      guard !typed.isEmpty else { return }
      let key = LooseMatch.key(typed)
      let exact = names.filter { LooseMatch.key($0) == key }
      let sharing = names.filter { LooseMatch.key($0).hasPrefix(key) }
      switch Self.lookup(typed, in: names) {
      case .success(let found):
        #expect(
          exact.contains(found) || sharing == [found],
          "'\(typed)' found '\(found)' among \(sharing)")
      case .failure(let error):
        #expect(exact.isEmpty && sharing.count > 1, "'\(typed)': \(error.message)")
        #expect(error.message.contains("could be \(sharing.count) projects"), "\(error.message)")
        for candidate in sharing.prefix(5) {
          #expect(error.message.contains("'\(candidate)'"), "\(candidate): \(error.message)")
        }
        #expect(error.hint?.contains("type more of the name") == true)
      }
    }
  }

  @Test("a part of a name finds it when no name starts so and one has it inside")
  func parts() throws {
    #expect(
      try Self.lookup("residence", in: ["Smith Residence", "Art"]).get() == "Smith Residence")
    #expect(try Self.lookup("chen", in: Self.pool).get() == "陈宅 Chen Residence 🏡")
    #expect(try Self.lookup("陈宅", in: Self.pool).get() == "陈宅 Chen Residence 🏡")
    #expect(try Self.lookup("lumiere", in: Self.pool).get() == "Café Lumière")
    #expect(try Self.lookup("#4", in: Self.pool).get() == "Art")
    #expect(try Self.lookup("art", in: Self.pool).get() == "Art")
    guard case .failure(let error) = Self.lookup("residence", in: Self.pool) else {
      Issue.record("'residence' is in two names")
      return
    }
    #expect(
      error.message
        == "'residence' could be 2 projects: '陈宅 Chen Residence 🏡' (#1), 'Smith Residence' (#7)")
    #expect(error.hint == "type more of the name, or its id (such as #1)")
  }

  @Test("use and budget set take a unique prefix; --archived is named only for archived ones")
  func commands() throws {
    let harness = try LedgerHarness()
    try harness.script([
      "project add \"陈宅 Chen Residence 🏡\"", "project add \"Smith Residence\"",
      "category add \"Art & Accessories\"", "category add Furnishings", "project add Tanaka",
    ])
    let use = harness.run("use 陈宅")
    #expect(use.succeeded, "\(use.errors)")
    #expect(use.errors.contains("陈宅 Chen Residence 🏡"), "\(use.errors)")
    let budget = harness.run("budget set art 2500")
    #expect(budget.succeeded, "\(budget.errors)")
    let typo = harness.run("use Tanaku")
    #expect(typo.errors.contains("did you mean 'Tanaka'?"), "\(typo.errors)")
    #expect(!typo.errors.contains("--archived"), "\(typo.errors)")
    let both = harness.run("use residence")
    #expect(both.errors.contains("'residence' could be 2 projects"), "\(both.errors)")
    try harness.script(["project archive Tanaka"])
    let archived = harness.run("use Tanaku")
    #expect(archived.errors.contains("projects --archived"), "\(archived.errors)")
  }
}
