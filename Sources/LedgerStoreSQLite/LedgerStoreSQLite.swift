// Placeholder: the LedgerStoreSQLite module is built in its own issue.
