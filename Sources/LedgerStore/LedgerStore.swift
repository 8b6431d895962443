// Placeholder: the LedgerStore module is built in its own issue.
