import LedgerSQL

/// One value bound to or read from a statement: the shared layer's value.
typealias DatabaseValue = SQLValue
