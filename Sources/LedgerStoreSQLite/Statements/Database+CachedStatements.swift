import GRDB
import LedgerSQL

extension Database {
  /// Runs `sql` through this connection's statement cache.
  ///
  /// For the fixed SQL of the store's commands: preparing a statement (and, for a write,
  /// the trigger programs it fires) costs far more than running it, and a script runs the
  /// same few statements thousands of times. Never use it for SQL that embeds values.
  func execute(cachedSQL sql: String, arguments: StatementArguments = StatementArguments())
    throws
  {
    try cachedStatement(sql: sql).execute(arguments: arguments)
  }
}
