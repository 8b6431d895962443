// Placeholder: the LedgerCore module is built in its own issue.
