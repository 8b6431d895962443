import LedgerCore
import LedgerShell
import LedgerViews
import TerminalUI

/// The three-step form of `item add` on a terminal, and turning its answers (or the flags)
/// into a draft.
enum ItemForm {
  /// The form, with `defaults` (answers by field id) filled in.
  static func make(
    title: String, defaults: [String: String], currency: Currency, vendors: [String],
    spaces: [String]?
  ) -> MultiStepForm {
    let amount = { (label: String) -> @Sendable (String) -> String? in
      { answer in
        guard !answer.isEmpty else { return nil }
        do {
          let amount = try Money.parse(answer, currency: currency, locale: LocaleStyle.current)
          return amount.isNegative ? "\(label) cannot be negative." : nil
        } catch {
          return (error as? MoneyError)?.message ?? "That is not an amount."
        }
      }
    }
    var placeFields: [FormField] = []
    if let spaces {
      let lowered = Set(spaces.map { $0.lowercased() })
      placeFields.append(
        FormField(
          id: "space", label: "Space", defaultValue: defaults["space"],
          validate: { answer in
            answer.isEmpty || lowered.contains(answer.lowercased())
              ? nil
              : spaces.isEmpty
                ? "This project has no spaces yet; leave it empty ('space add NAME' makes one)."
                : "No space '\(answer)'; one of: \(spaces.joined(separator: ", "))."
          }, suggestions: { spaces }))
    }
    placeFields += [
      FormField(id: "notes", label: "Notes", defaultValue: defaults["notes"]),
      FormField(
        id: "bookmark", label: "Bookmark (yes/no)", defaultValue: defaults["bookmark"] ?? "no",
        validate: {
          ["yes", "no", "y", "n"].contains($0.lowercased()) ? nil : "Answer yes or no."
        },
        suggestions: { ["yes", "no"] }),
    ]
    return MultiStepForm(
      title: title, description: "Enter takes the value in brackets; Ctrl-D cancels.",
      steps: [
        FormStep(
          title: "Name and source",
          fields: [
            .required(id: "name", label: "Name", defaultValue: defaults["name"]) { answer in
              do {
                _ = try EntityName.validated(answer, of: "item")
                return nil
              } catch let error as EntityNameError {
                return error.message.prefix(1).uppercased() + error.message.dropFirst() + "."
              } catch {
                return "That name cannot be used."
              }
            },
            FormField(
              id: "source", label: "Source (vendor)", defaultValue: defaults["source"],
              suggestions: { vendors }),
            FormField(id: "sku", label: "SKU", defaultValue: defaults["sku"]),
          ]),
        FormStep(
          title: "Prices and quantity",
          fields: [
            FormField(
              id: "price", label: "Price paid", defaultValue: defaults["price"],
              validate: amount("The price")),
            FormField(
              id: "project-price", label: "Project price", defaultValue: defaults["project-price"],
              validate: amount("The project price")),
            FormField(
              id: "qty", label: "Quantity", defaultValue: defaults["qty"] ?? "1",
              validate: { answer in
                guard let number = Int(answer), (0...1_000_000).contains(number) else {
                  return "The quantity is a whole number from 0 to 1000000."
                }
                return nil
              }),
          ]),
        FormStep(title: spaces == nil ? "Notes" : "Space and notes", fields: placeFields),
      ])
  }
}
