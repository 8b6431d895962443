import CalendarDays

extension Shell {
  /// How this session reads dates: today (`LEDGERSH_TODAY` when set), and a short date in
  /// the order of the account's locale, else of the locale of the environment (`LC_ALL`,
  /// `LC_TIME`, `LANG`).
  func dateReading() -> DateReading {
    let variables = environment.variables
    return DateReading(today: DateReading.today(variables: variables)) { [weak self] in
      if let self, let ledger = try? self.ledger(), let order = ledger.dayOrder(for: self.session) {
        return order
      }
      let locale = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { variables[$0] }
        .first { !$0.isEmpty }
      return locale.flatMap(DayOrder.init(locale:))
    }
  }
}

extension CommandContext {
  /// How this command reads a date typed in a form or another place than its options
  /// (which are read as the line is parsed): the same forms, today and order.
  public func dateReading() -> DateReading { shell.dateReading() }
}

/// `help dates`: the forms a date can be typed in.
public enum DateHelp {
  public static let topic = HelpTopic(
    name: "dates", usage: "DATE", text: text,
    refusal: .usage("'dates' is a help topic, not a command", hint: "see 'help dates'"))

  public static let text = """
    dates — the forms a DATE can be typed in

    Every option and argument that takes a DATE (--date, --from, --to) reads:
      2026-11-28              A day, YYYY-MM-DD (also 2026/11/28)
      today, yesterday, tomorrow
      monday … sunday, mon … sun
                              The last such day, today included; never a future one
      -3d, +3d, -2w           Days (d) or weeks (w) before or after today
      2026-11                 A month
      2026                    A year
      this-month, last-month, next-month, this-week, last-week, this-year, last-year
      11/28, 28.11            The account's short form: month/day in en_US, day.month
                              in de_DE (its --locale, else LC_ALL or LANG); with a year
                              too (11/28/2026, 28.11.2026). Without a locale, only a
                              form that reads one way is taken

    A month, week or year is a span of days: --from takes its first day and --to its
    last (--from 2026-11 --to 2026-11 is November 1 to 30); --date takes the first.
    As in hledger's smart dates.

    Examples:
      txs --from last-month --to last-month
      tx add --source "West Elm" --amount 42.50 --date yesterday
      report spending --from 2026-01 --to 2026-11

    """
}
