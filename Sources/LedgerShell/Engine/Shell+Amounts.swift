import LedgerCore
import LedgerStore

/// How every command reads an amount: one parse and one set of messages, such as
/// "--amount: 'abc' is not an amount; write it like 1249.99, 1,249.99 or $1,249.99".
public enum AmountReading {
  /// Reads `text` in `currency`, failing with a usage error that names `what` (`--amount`,
  /// `AMOUNT`); a negative amount is refused unless `allowNegative`.
  public static func read(
    _ text: String, what: String, currency: Currency, allowNegative: Bool = false
  ) throws(ShellError) -> Money {
    let amount: Money
    do {
      amount = try Money.parse(text, currency: currency)
    } catch {
      throw .usage("\(what): \(error.message)")
    }
    if amount.isNegative, !allowNegative {
      throw .usage("\(what) cannot be negative ('\(text)')")
    }
    return amount
  }
}

extension Shell {
  /// Reads the `.money` values of `arguments` in the account's currency into
  /// `arguments.amounts`, before the command runs and outside any transaction it opens,
  /// so that a bad amount is refused before the command looks anything up or writes.
  ///
  /// The account is the session's current one, else the ledger's default (as commands
  /// find it). Nothing is read when no amount was given.
  func readAmounts(_ arguments: inout ParsedArguments, for spec: CommandSpec)
    throws(ShellError)
  {
    let named =
      spec.arguments.filter { $0.type == .money }.map { ($0.name, $0.name.uppercased()) }
      + spec.options.filter { $0.type == .money }.map { ($0.name, "--" + $0.name) }
    let given = named.filter { !arguments.values($0.0).isEmpty }
    guard !given.isEmpty else { return }
    let currency = try accountCurrency()
    for (name, what) in given {
      var amounts: [Money] = []
      for text in arguments.values(name) {
        amounts.append(
          try AmountReading.read(
            text, what: what, currency: currency, allowNegative: spec.allowsNegativeAmounts))
      }
      arguments.amounts[name] = amounts
    }
  }

  /// The currency of the account commands work in: the current one, else the default.
  func accountCurrency() throws(ShellError) -> Currency {
    let store = try store()
    do {
      if let current = session.currentAccount,
        let account = try? store.account(EntityID(current.id))
      {
        return account.currency
      }
      return try store.defaultAccount().currency
    } catch {
      throw Self.map(error)
    }
  }
}
