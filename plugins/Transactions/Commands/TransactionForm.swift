import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// The three-step form of `tx add`, and turning its answers (or flags) into a draft.
enum TransactionForm {
  /// The form, with `defaults` (answers by field id) filled in; without a category among
  /// them, the category offered is the default of the vendor answered
  /// (`vendorCategories`, by lowercased vendor name).
  static func make(
    title: String, defaults: [String: String], currency: Currency, categories: [String],
    vendors: [String] = [], vendorCategories: [String: String] = [:],
    today: CalendarDay = LedgerCalendar.today(), dayOrder: DayOrder? = nil
  ) -> MultiStepForm {
    let choices = { (words: [String], label: String) -> @Sendable (String) -> String? in
      { answer in
        words.contains(answer.lowercased())
          ? nil : "\(label) must be one of \(words.joined(separator: ", "))."
      }
    }
    let lowered = Set(categories.map { $0.lowercased() })
    return MultiStepForm(
      title: title, description: "Enter takes the value in brackets; Ctrl-D cancels.",
      steps: [
        FormStep(
          title: "Amount and source",
          fields: [
            .required(id: "amount", label: "Amount", defaultValue: defaults["amount"]) { answer in
              do {
                let amount = try Money.parse(
                  answer, currency: currency, locale: LocaleStyle.current)
                return amount.isNegative ? "The amount cannot be negative." : nil
              } catch {
                return (error as? MoneyError)?.message ?? "That is not an amount."
              }
            },
            .required(
              id: "source", label: "Source (vendor)", defaultValue: defaults["source"],
              suggestions: { vendors }),
          ]),
        FormStep(
          title: "Category and date",
          fields: [
            categoryField(
              defaults["category"], categories: categories, lowered: lowered,
              vendorCategories: vendorCategories),
            FormField(
              id: "date", label: "Date",
              defaultValue: defaults["date"] ?? LedgerCalendar.today().iso8601
            ) { answer in
              SmartDate.problem(with: answer, today: today, order: dayOrder).map {
                $0.prefix(1).uppercased() + $0.dropFirst() + "."
              }
            },
          ]),
        FormStep(
          title: "Reimbursement, review and notes",
          fields: [
            FormField(
              id: "type", label: "Type (purchase/return)",
              defaultValue: defaults["type"] ?? "purchase",
              validate: choices(TransactionType.allCases.map(\.rawValue), "Type"),
              suggestions: { TransactionType.allCases.map(\.rawValue) }),
            FormField(
              id: "reimbursement", label: "Reimbursement (none/owed-to-client/owed-to-company)",
              defaultValue: defaults["reimbursement"] ?? "none",
              validate: choices(Reimbursement.allCases.map(\.rawValue), "Reimbursement"),
              suggestions: { Reimbursement.allCases.map(\.rawValue) }),
            FormField(
              id: "needs-review", label: "Needs review (yes/no)",
              defaultValue: defaults["needs-review"] ?? "no",
              validate: choices(["yes", "no", "y", "n"], "Needs review")),
            FormField(id: "notes", label: "Notes", defaultValue: defaults["notes"]),
          ]),
      ])
  }

  /// The category field, whose default follows the vendor answered when no category was
  /// given.
  private static func categoryField(
    _ given: String?, categories: [String], lowered: Set<String>,
    vendorCategories: [String: String]
  ) -> FormField {
    var field = FormField(
      id: "category", label: "Category", defaultValue: given,
      validate: { answer in
        answer.isEmpty || lowered.contains(answer.lowercased())
          || EntityID.parse(answer) != nil
          ? nil
          : "No category '\(answer)'; one of: \(categories.joined(separator: ", "))."
      }, suggestions: { categories })
    if given == nil, !vendorCategories.isEmpty {
      field.defaultFromAnswers = { answers in
        vendorCategories[
          (answers["source"] ?? "").trimmingWhitespace()
            .lowercased()]
      }
    }
    return field
  }

  /// Each vendor's default category name, by lowercased vendor name.
  static func vendorCategories(_ vendors: [Vendor], categories: [BudgetCategory])
    -> [String: String]
  {
    let names = Dictionary(uniqueKeysWithValues: categories.map { ($0.id, $0.name) })
    var result: [String: String] = [:]
    for vendor in vendors {
      if let id = vendor.defaultCategoryID, let name = names[id] {
        result[vendor.name.lowercased()] = name
      }
    }
    return result
  }

  /// The draft the answers describe, for `project`, with its category.
  ///
  /// Fails naming the bad field. Without a category, the vendor's default category (if
  /// any) is taken.
  static func draft(
    from answers: [String: String], amount: Money, project: Project, context: CommandContext
  ) throws -> (draft: TransactionDraft, category: BudgetCategory?) {
    let typed = (answers["source"] ?? "").trimmingWhitespace()
    guard !typed.isEmpty else { throw ShellError.usage("--source cannot be empty") }
    let source = try VendorSpelling.of(typed, context: context, accountID: project.accountID)
    let reading = context.dateReading()
    let date = try answers["date"].map {
      try reading.day($0, what: "--date", endsRange: false)
    }
    let categoryText = answers["category"].flatMap { $0.isEmpty ? nil : $0 }
    var category = try categoryText.map {
      try context.category(named: $0, accountID: project.accountID)
    }
    if categoryText == nil,
      let id = try context.store().vendor(named: source, accountID: project.accountID)?
        .defaultCategoryID
    {
      category = try context.store().category(id)
    }
    let type = try choice(answers["type"] ?? "purchase", TransactionType.self, option: "type")
    let reimbursement = try choice(
      answers["reimbursement"] ?? "none", Reimbursement.self, option: "reimbursement")
    let review = ["yes", "y"].contains((answers["needs-review"] ?? "no").lowercased())
    let draft = TransactionDraft(
      projectID: project.id, source: source, amount: amount, date: date ?? LedgerCalendar.today(),
      type: type, reimbursement: reimbursement, categoryID: category?.id, needsReview: review,
      notes: answers["notes"] ?? "", accountID: project.accountID)
    return (draft, category)
  }

  /// The case of `Choice` named `text`, or a usage error listing the choices.
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ text: String, _: Choice.Type, option: String
  ) throws -> Choice where Choice.RawValue == String {
    guard let value = Choice(rawValue: text.lowercased()) else {
      let words = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw ShellError.usage("--\(option) must be one of \(words), not '\(text)'")
    }
    return value
  }
}
