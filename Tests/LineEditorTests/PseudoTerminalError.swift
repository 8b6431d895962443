/// The test machine could not open a pseudo-terminal.
struct PseudoTerminalError: Error {}
