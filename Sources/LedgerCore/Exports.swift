// What the generic shell engine shares with the ledger, in modules of their own so that the
// engine needs no ledger model: a day on the calendar (CalendarDays), and escaped text,
// CSV fields and failed writes (TextOutput). Every user of the model sees them from here.
@_exported import CalendarDays
@_exported import TextOutput
