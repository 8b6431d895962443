import LedgerSQL

/// Turns the store's SQL, written with SQLite's `?` marks and `IS` comparisons, into
/// PostgreSQL's: `$1`, `$2`, … and `IS [NOT] DISTINCT FROM`.
///
/// Marks inside quoted strings and identifiers are left alone.
enum PostgresDialect {
  static func translate(_ sql: String) -> String {
    var output = ""
    output.reserveCapacity(sql.utf8.count + 16)
    var number = 0
    var quote: Character?
    var pending = ""  // The text since the last mark, to rewrite `IS ?` before a mark.
    for character in sql {
      if let open = quote {
        pending.append(character)
        if character == open { quote = nil }
        continue
      }
      switch character {
      case "'", "\"":
        quote = character
        pending.append(character)
      case "?":
        number += 1
        output += rewriteComparison(pending)
        pending = ""
        output += "$\(number)"
      default:
        pending.append(character)
      }
    }
    return output + pending
  }

  /// `… IS NOT ` → `… IS DISTINCT FROM `, `… IS ` → `… IS NOT DISTINCT FROM ` at the end.
  private static func rewriteComparison(_ text: String) -> String {
    if text.hasSuffix(" IS NOT ") {
      return String(text.dropLast(" IS NOT ".count)) + " IS DISTINCT FROM "
    }
    if text.hasSuffix(" IS ") {
      return String(text.dropLast(" IS ".count)) + " IS NOT DISTINCT FROM "
    }
    return text
  }
}
