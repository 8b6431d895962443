import Foundation
import LedgerCore
import LedgerStore

/// "Always for this vendor", chosen in the review of `import statement`.
///
/// The vendor, category and project chosen for a line are given to the vendor's other
/// lines of the import, and remembered for the next imports. With a rules file (`--rules`) they become a
/// rule at its end (the last matching rule wins); without one, a vendor chosen for the line
/// becomes a vendor alias of the line's text, and the category the vendor's default (a
/// project cannot be remembered without a rules file).
struct StatementAlways {
  typealias Planned = StatementImportCommand.Planned

  /// The vendor the lines go to, and whether it was chosen in the menu (not the one the
  /// line named).
  var vendor: String
  var vendorChosen: Bool
  /// The words of the line's description that name the vendor (`LOCAL CAFE`).
  var text: String
  var categoryID: EntityID?
  var category: String?
  var projectID: EntityID?
  var project: String?
  /// Whether the project is the line's own (chosen, or the vendor's one of late), not
  /// `--project`'s or a rule's.
  var projectIsChosen: Bool
  var rulesPath: String?
  /// The lines of this import it went to.
  var lines = 1

  init(plan: Planned, draft: TransactionDraft, vendorBefore: String, rulesPath: String?) {
    vendor = plan.vendor
    vendorChosen =
      StatementVendorMatch.fold(plan.vendor) != StatementVendorMatch.fold(vendorBefore)
    text = StatementVendorMatch.namingText(plan.row.description)
    categoryID = draft.categoryID
    category = plan.category
    projectID = draft.projectID
    project = plan.project
    projectIsChosen =
      draft.projectID != nil && ["review", "history"].contains(plan.projectFrom ?? "")
    self.rulesPath = rulesPath
  }

  /// Whether there is anything to remember: a vendor, category or project chosen.
  var remembersSomething: Bool { vendorChosen || categoryID != nil || projectIsChosen }

  /// Gives `plan` the vendor, category and project; complete, it is reviewed.
  func apply(to plan: inout Planned) {
    guard var draft = plan.draft else { return }
    if vendorChosen {
      draft.source = vendor
      plan.vendor = vendor
      plan.vendorFrom = "review"
    }
    if let categoryID {
      draft.categoryID = categoryID
      plan.category = category
      plan.categoryFrom = "review"
    }
    if let projectID, projectIsChosen || draft.projectID == nil {
      draft.projectID = projectID
      plan.project = project
      plan.projectFrom = "review"
    }
    let complete = draft.projectID != nil && draft.categoryID != nil
    draft.needsReview = !complete
    plan.outcome = complete ? .added : .review
    plan.draft = draft
  }

  private var linesSaid: String {
    lines == 1 ? "" : " (\(lines) lines of this import)"
  }

  /// Without a rules file: the alias and the default category.
  ///
  /// Written with the import (one undo); answers what to say.
  func writeToLedger(_ writer: any LedgerWriter, accountID: EntityID) throws -> [String] {
    guard rulesPath == nil else { return [] }
    var said: [String] = []
    let stored = try writer.addVendor(name: vendor, accountID: accountID)
    if vendorChosen, StatementVendorMatch.fold(text) != StatementVendorMatch.fold(vendor) {
      // Another vendor's alias of this text is this vendor's now.
      _ = try writer.removeVendorAlias(text, accountID: accountID)
      _ = try writer.addVendorAlias(text, vendorID: stored.id)
      said.append(
        "Always for \(stored.name)\(linesSaid): '\(text)' on a statement is \(stored.name) "
          + "(a vendor alias).")
    }
    if let categoryID, let category, stored.defaultCategoryID != categoryID {
      _ = try writer.setDefaultCategory(categoryID, ofVendor: stored.id)
      said.append(
        "Always for \(stored.name)\(linesSaid): category \(category) (the vendor's default).")
    }
    if said.isEmpty, categoryID != nil {
      said.append(
        "Always for \(stored.name)\(linesSaid): category \(category ?? "") (the vendor's "
          + "default already).")
    }
    if projectIsChosen, let project {
      said.append(
        "The project \(project) is for this import only: with --rules FILE, 'always for this "
          + "vendor' writes it into a rule.")
    }
    return said
  }

  /// With a rules file: a rule at its end matching the line's text.
  ///
  /// The rule sets the vendor, category and project; answers what to say.
  func writeRule() throws -> String? {
    guard let rulesPath else { return nil }
    guard let data = FileManager.default.contents(atPath: rulesPath),
      let handle = FileHandle(forWritingAtPath: rulesPath)
    else {
      throw StatementAlwaysError(
        "the import is written, but the rule for \(vendor) is not: cannot write "
          + "'\(rulesPath)'")
    }
    defer { try? handle.close() }
    let existing = String(decoding: data, as: UTF8.self)
    var lineCount =
      existing.isEmpty
      ? 0 : existing.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    var text = ""
    if !existing.isEmpty {
      if !existing.hasSuffix("\n") {
        text += "\n"
      } else {
        lineCount -= 1
      }
      text += "\n"
      lineCount += 1
    }
    var set = ["vendor \(vendor)"]
    var rule = "if \(Self.pattern(self.text))\n vendor \(Self.value(vendor))\n"
    if let category {
      rule += " category \(Self.value(category))\n"
      set.append("category \(category)")
    }
    if let project, projectIsChosen {
      rule += " project \(Self.value(project))\n"
      set.append("project \(project)")
    }
    text += "# 'always for this vendor' in import statement's review\n" + rule
    let ruleLine = lineCount + 2
    do {
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      throw StatementAlwaysError(
        "the import is written, but the rule for \(vendor) is not: cannot write "
          + "'\(rulesPath)'")
    }
    return
      "Always for \(vendor)\(linesSaid): a rule in \(rulesPath) at line \(ruleLine) sets "
      + set.joined(separator: ", ") + "."
  }

  /// `text` as an `if` pattern: as it is when it has nothing special to a regular
  /// expression (matched ignoring case), else with those characters escaped.
  static func pattern(_ text: String) -> String {
    var pattern = ""
    for character in text {
      if "\\^$.|?*+()[]{}&!%".contains(character) { pattern.append("\\") }
      pattern.append(character)
    }
    return pattern
  }

  /// An assigned value: `%` would name a column.
  static func value(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: " ")
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

struct StatementAlwaysError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
