import LedgerShell

/// The help of `ledgersh copy`, which runs from the system shell, not inside ledgersh.
///
/// `ledgersh copy --help` prints it, and `help copy` in the shell shows it too (the shell
/// registers it as a help topic), so that the name is never answered "unknown command".
public enum LedgerCopyHelp {
  /// `help copy` in the shell; `copy …` typed there says where it runs.
  public static let topic = HelpTopic(
    name: "copy", usage: usage, text: text,
    refusal: .usage(
      "'copy' runs from the system shell, not inside ledgersh: "
        + "ledgersh copy --from LEDGER --to LEDGER",
      hint: "see 'help copy'; 'backup FILE' copies an open ledger file"))

  /// The one-line usage.
  public static let usage = "ledgersh copy --from LEDGER --to LEDGER [-q]"

  /// The full help, ending in a newline.
  public static let text = """
    ledgersh copy — copy a whole ledger, attachments included, between a file
    and a team ledger on PostgreSQL

    Usage: \(usage)

    Run it from the system shell, not inside ledgersh. Each LEDGER is a ledger
    file or a postgresql:// URL. The destination must hold no ledger yet: a new
    file in a folder that exists, or an empty database. The copy is one
    transaction on it: all of the ledger is copied, or nothing.

    Options:
      --from LEDGER  The ledger to copy: a ledger file or a postgresql:// URL
      --to LEDGER    Where to copy it: a new ledger file or an empty database's URL
      -q, --quiet    Leave out the line saying how many records were copied
      -h, --help     Show this help

    Examples:
      ledgersh copy --from ledger.db --to postgresql://ann@db.studio.lan/ledger
          Move a ledger file onto the team's server
      ledgersh copy --from postgresql://ann@db.studio.lan/ledger --to backup.db
          Copy the team ledger into a new file

    """
}
