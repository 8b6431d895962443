// Placeholder: the TerminalUI module is built in its own issue.
