import Foundation
import TextOutput

/// Writes transactions as a plain-text accounting journal that hledger and ledger-cli read.
///
/// One entry per transaction: `DATE (#ID) VENDOR`, the notes as indented comment lines,
/// then a posting to `expenses:PROJECT:CATEGORY` (standard categories) or
/// `income:PROJECT:CATEGORY` (fee categories, money received) and a balancing posting to
/// the funding account `assets:ACCOUNT`. Returns post the other way. Amounts carry the
/// currency code and the currency's decimals (two for USD, EUR, GBP…).
public enum PlainTextJournal {
  /// The first component for spending without a category.
  public static let uncategorized = "uncategorized"
  /// The project component for transactions without a project (business inventory).
  public static let businessInventory = "business inventory"

  /// One component of an account name, with what a journal cannot take replaced.
  ///
  /// `:` separates components, so it becomes `-`; `;` would start a comment, so it
  /// becomes `,`; tabs, line breaks and other control characters become spaces; runs
  /// of spaces become one (two spaces end an account name); leading and trailing spaces
  /// go. An empty result is `unnamed`.
  public static func accountComponent(_ name: String) -> String {
    var result = ""
    var lastWasSpace = true
    for scalar in name.unicodeScalars {
      var character = Character(scalar)
      switch scalar {
      case ":": character = "-"
      case ";": character = ","
      default:
        if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace {
          character = " "
        }
      }
      if character == " " {
        if lastWasSpace { continue }
        lastWasSpace = true
      } else {
        lastWasSpace = false
      }
      result.append(character)
    }
    while result.last == " " { result.removeLast() }
    return result.isEmpty ? "unnamed" : result
  }

  /// A full account name from its components, each made safe.
  public static func accountName(_ components: [String]) -> String {
    components.map(accountComponent).joined(separator: ":")
  }

  /// The payee (the vendor) with what a journal cannot take replaced.
  ///
  /// `;` would start a comment (`,` instead); `|` would split payee and note (`/`
  /// instead); line breaks and control characters become spaces. An empty vendor is
  /// `unknown vendor`.
  public static func payee(_ vendor: String) -> String {
    var result = ""
    for scalar in vendor.unicodeScalars {
      switch scalar {
      case ";": result.append(",")
      case "|": result.append("/")
      default:
        if scalar.properties.generalCategory == .control {
          result.append(" ")
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    let trimmed = result.trimmingSpaces()
    return trimmed.isEmpty ? "unknown vendor" : trimmed
  }

  /// The account a transaction posts to: `expenses:…` or, in a fee category, `income:…`.
  public static func postingAccount(
    projectName: String?, categoryName: String?, isFee: Bool
  ) -> String {
    accountName([
      isFee ? "income" : "expenses", projectName ?? businessInventory,
      categoryName ?? uncategorized,
    ])
  }

  /// The funding account a ledger account's transactions balance against.
  public static func fundingAccount(accountName name: String) -> String {
    accountName(["assets", name])
  }

  /// The posted amount: a purchase debits an expense and a fee received credits income;
  /// returns go the other way.
  public static func postedAmount(of transaction: Transaction, isFee: Bool) -> Money {
    let signed = transaction.signedAmount
    guard isFee else { return signed }
    return Money(minorUnits: 0 &- signed.minorUnits, currency: signed.currency)
  }

  /// One journal entry, ending with a blank line.
  public static func entry(
    for transaction: Transaction, account: String, funding: String, isFee: Bool
  ) -> String {
    entry(
      for: transaction, payee: payee(transaction.source), account: account, funding: funding,
      isFee: isFee)
  }

  /// One journal entry with `tags` (`id:12, project:…`) on its first line, and a virtual
  /// posting of the amount to `receivable` (what a client owes back), ending with a blank
  /// line.
  public static func entry(
    for transaction: Transaction, payee: String, account: String, funding: String,
    isFee: Bool, tags: [(String, String)] = [], receivable: String? = nil
  ) -> String {
    let amount = postedAmount(of: transaction, isFee: isFee)
    var text = "\(transaction.date.iso8601) (#\(transaction.id.rawValue)) \(payee)"
    if !tags.isEmpty {
      text += "  ; " + tags.map { "\($0.0):\(tagValue($0.1))" }.joined(separator: ", ")
    }
    text += "\n"
    for line in transaction.notes.split(whereSeparator: \.isNewline) {
      let comment = String(line).trimmingSpaces()
      if !comment.isEmpty { text += "    ; \(comment)\n" }
    }
    let written = "\(amount.decimalString) \(amount.currency.code)"
    text += "    \(account)  \(written)\n"
    text += "    \(funding)\n"
    if let receivable { text += "    (\(receivable))  \(written)\n" }
    return text + "\n"
  }

  /// The entry of the day a client paid back a purchase they owed for (`tx reimbursed`).
  ///
  /// The amount moves from `receivable` back to the funding account, as balanced virtual
  /// postings, so the receivable's balance is what the client still owes. The payee is
  /// the client, the vendor a note (`CLIENT | paid back VENDOR`); ends with a blank line.
  public static func clearingEntry(
    for transaction: Transaction, on day: CalendarDay, client: String, vendor: String,
    funding: String, receivable: String, tags: [(String, String)] = []
  ) -> String {
    let amount = postedAmount(of: transaction, isFee: false)
    var text = "\(day.iso8601) (#\(transaction.id.rawValue)) \(client) | paid back \(vendor)"
    if !tags.isEmpty {
      text += "  ; " + tags.map { "\($0.0):\(tagValue($0.1))" }.joined(separator: ", ")
    }
    text += "\n"
    let back = Money(minorUnits: 0 &- amount.minorUnits, currency: amount.currency)
    text += "    [\(funding)]  \(amount.decimalString) \(amount.currency.code)\n"
    text += "    [\(receivable)]  \(back.decimalString) \(back.currency.code)\n"
    return text + "\n"
  }

  /// A tag's value: a comma would end it and a line break the comment, so they become
  /// spaces; runs of spaces become one.
  public static func tagValue(_ value: String) -> String {
    var result = ""
    for scalar in value.unicodeScalars {
      let isBreak =
        scalar == "," || scalar.properties.generalCategory == .control
        || scalar.properties.isWhitespace
      if isBreak {
        if !result.isEmpty, result.last != " " { result.append(" ") }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    while result.last == " " { result.removeLast() }
    return result
  }

  /// A vendor name as payees are told apart: ignoring case and accents, so that 'west elm'
  /// and 'Hotel Drouot' are West Elm's and Hôtel Drouot's.
  public static func payeeKey(_ name: String) -> String {
    var key = ""
    for scalar in name.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars
    where scalar.properties.generalCategory != .nonspacingMark {
      key.unicodeScalars.append(scalar)
    }
    return key.trimmingSpaces()
  }
}
