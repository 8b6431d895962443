// Placeholder: the LedgerShell module is built in its own issue.
