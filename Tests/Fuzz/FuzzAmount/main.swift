// libFuzzer target: amount, date and time parsing.
//
// Properties: an amount that parses renders (for people and for machines) to text that
// parses back to the same amount, in every currency; a date or time that parses
// round-trips through its ISO 8601 form.
import CFuzzDriver
import Foundation
import LedgerCore

let currencies: [Currency] = [.usd, .eur, .gbp, .jpy, .chf, .cny, .hkd]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for currency in currencies {
    guard let money = try? Money.parse(text, currency: currency) else { continue }
    for rendered in [money.formatted, money.decimalString] {
      guard let again = try? Money.parse(rendered, currency: currency), again == money else {
        ledgersh_fuzz_fail(
          "\(text.debugDescription) in \(currency.code) renders as \(rendered.debugDescription),"
            + " which does not parse back")
      }
    }
  }
  if let day = CalendarDay.parse(text), CalendarDay.parse(day.iso8601) != day {
    ledgersh_fuzz_fail("date \(text.debugDescription) does not round-trip via \(day.iso8601)")
  }
  if let time = Timestamp.parse(text), Timestamp.parse(time.iso8601) != time {
    ledgersh_fuzz_fail("time \(text.debugDescription) does not round-trip via \(time.iso8601)")
  }
  return 0
}

exit(ledgersh_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzOneInput))
