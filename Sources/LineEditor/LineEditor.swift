// Placeholder: the LineEditor module is built in its own issue.
