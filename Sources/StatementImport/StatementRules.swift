import Foundation

/// A rules file in the subset of hledger's CSV rules that ledgersh reads (man page section
/// STATEMENT RULES): how to read the file (`skip`, `fields`, `separator`, `date-format`,
/// `decimal-mark`, `purchase-sign`, `newest-first`, `encoding`) and what to set on each row
/// (assignments, at the top or in `if` blocks; the last that matches wins).
public struct StatementRules: Sendable {
  /// A ledgersh field a rule may set.
  public enum Field: String, Sendable, CaseIterable, Hashable, Codable {
    case vendor, category, project, type, reimbursement, notes, review, skip, description
  }

  /// `purchase-sign`: the sign of a purchase in a one-column amount.
  public enum Sign: String, Sendable { case negative = "-", positive = "+" }

  /// A piece of an assigned value: text, or a column's value (`%memo`, `%4`).
  public enum Piece: Sendable, Equatable {
    case text(String)
    case column(String)
  }

  /// `FIELD VALUE` at a line of the rules.
  public struct Assignment: Sendable {
    public let field: Field
    public let pieces: [Piece]
    public let line: Int
  }

  /// One matcher: a pattern on the whole record or on one column, maybe negated.
  public struct Matcher: @unchecked Sendable {
    public let column: String?
    public let pattern: String
    public let negated: Bool
    public let line: Int
    /// Swift's own regular expressions, not NSRegularExpression: Foundation's leaks the
    /// pattern of one that fails to compile (the fuzz target's leak check found it).
    let regex: Regex<AnyRegexOutput>?
    /// The pattern folded to lower case when it has no special characters: matched by search.
    let literal: String?

    func matches(_ text: String, folded: String) -> Bool {
      let found: Bool
      if let literal {
        found = StatementRules.contains(folded, literal)
      } else if let regex {
        found = (try? regex.firstMatch(in: text)) != nil
      } else {
        found = false
      }
      return found != negated
    }
  }

  /// An `if` block (matchers: OR of AND groups), or top-level assignments (no matchers).
  public struct Rule: Sendable {
    public let groups: [[Matcher]]
    public let assignments: [Assignment]
    public let line: Int
  }

  public var fileName: String
  /// `skip N`: lines before the records (nil: a header row is looked for).
  public var skip: Int?
  /// `fields …`: each column's name, `""` for one left out (`_` or empty).
  public var fields: [String]?
  public var fieldsLine: Int?
  public var separator: Character?
  public var dateFormat: StatementDateFormat?
  public var decimalMark: Character?
  public var purchaseSign: Sign = .negative
  public var newestFirst = false
  public var encoding: StatementText.Encoding?
  public var rules: [Rule] = []
  /// Lines read but ignored (hledger's own posting fields), said as warnings.
  public var warnings: [String] = []

  public init(fileName: String = "rules") {
    self.fileName = fileName
  }

  /// The column names `fields` may use for what ledgersh reads.
  public static let readFields: Set<String> = [
    "date", "description", "amount", "amount-in", "amount-out", "currency", "balance",
  ]

  /// hledger's posting fields: read and left out, with a warning.
  static func isHledgerField(_ name: String) -> Bool {
    let stripped = name.trimmingCharacters(in: .decimalDigits)
    return [
      "account", "comment", "status", "code", "date2", "balance", "amount", "amount-in",
      "amount-out", "currency", "payee", "note", "postings", "timezone", "balance-type",
      "intra-day-reversed", "decimal-mark", "source", "include",
    ].contains(stripped) || stripped.hasPrefix("account") || stripped.hasPrefix("comment")
  }

  /// Reads rules text; errors name the file's line.
  public static func parse(_ text: String, fileName: String = "rules") throws(StatementError)
    -> StatementRules
  {
    var rules = StatementRules(fileName: fileName)
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map(String.init)
    if text.hasSuffix("\n") || text.hasSuffix("\r") { lines.removeLast() }
    var index = 0
    func fail(_ line: Int, _ message: String, hint: String? = nil) -> StatementError {
      .rules(fileName, line: line, message, hint: hint)
    }
    while index < lines.count {
      let number = index + 1
      let raw = lines[index]
      let line = raw.trimmingCharacters(in: .whitespaces)
      index += 1
      if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") || line.hasPrefix("*") {
        continue
      }
      let (word, rest) = split(line)
      switch word {
      case "skip":
        if rest.isEmpty {
          rules.skip = 1
        } else if let count = Int(rest), count >= 0 {
          rules.skip = count
        } else {
          throw fail(number, "skip takes a number of lines, not '\(rest)'")
        }
      case "fields":
        let names = rest.split(separator: ",", omittingEmptySubsequences: false).map {
          $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        guard !rest.isEmpty else { throw fail(number, "fields names no column") }
        var seen: Set<String> = []
        rules.fields = try names.map { name throws(StatementError) in
          if name == "_" || name.isEmpty { return "" }
          guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
          else {
            throw fail(number, "'\(name)' is not a column name (letters, digits, - and _)")
          }
          guard seen.insert(name).inserted else {
            throw fail(number, "fields names '\(name)' twice")
          }
          return name
        }
        rules.fieldsLine = number
      case "separator":
        switch rest.uppercased() {
        case ",", "COMMA": rules.separator = ","
        case ";", "SEMICOLON": rules.separator = ";"
        case "TAB", "\\T": rules.separator = "\t"
        case "|", "PIPE": rules.separator = "|"
        case "SPACE": rules.separator = " "
        default:
          if rest.count == 1, let character = rest.first {
            rules.separator = character
          } else {
            throw fail(number, "separator '\(rest)' is not one character, TAB or SPACE")
          }
        }
      case "date-format":
        do {
          rules.dateFormat = try StatementDateFormat(rest)
        } catch {
          throw fail(number, error.message, hint: error.hint)
        }
      case "decimal-mark":
        guard rest == "." || rest == "," else {
          throw fail(number, "decimal-mark is '.' or ',', not '\(rest)'")
        }
        rules.decimalMark = rest.first
      case "purchase-sign":
        guard let sign = Sign(rawValue: rest) else {
          throw fail(
            number, "purchase-sign is '-' (a purchase is negative) or '+', not '\(rest)'")
        }
        rules.purchaseSign = sign
      case "newest-first":
        rules.newestFirst = true
      case "encoding":
        guard let encoding = StatementText.Encoding(name: rest) else {
          throw fail(
            number, "encoding '\(rest)' is not one ledgersh reads",
            hint: "use utf-8, utf-16 or windows-1252")
        }
        rules.encoding = encoding
      case "if":
        var groups: [[Matcher]] = []
        if !rest.isEmpty {
          if rest.hasPrefix(",") || rest.hasPrefix("|") {
            throw fail(number, "if tables are not read by ledgersh: write one if block a row")
          }
          groups.append(try matchers(rest, line: number, fileName: fileName))
        }
        var assignments: [Assignment] = []
        while index < lines.count {
          let raw = lines[index]
          let text = raw.trimmingCharacters(in: .whitespaces)
          if text.isEmpty { break }
          if text.hasPrefix("#") || text.hasPrefix(";") {
            index += 1
            continue
          }
          let indented = raw.first?.isWhitespace ?? false
          let matcherLine = !indented || text.hasPrefix("%") || text.hasPrefix("&")
          if matcherLine && assignments.isEmpty {
            if text.hasPrefix("&") {
              let more = String(text.drop { $0 == "&" }).trimmingCharacters(in: .whitespaces)
              guard !groups.isEmpty else {
                throw fail(index + 1, "'&' joins a matcher to one above it, and there is none")
              }
              groups[groups.count - 1] += try matchers(more, line: index + 1, fileName: fileName)
            } else {
              groups.append(try matchers(text, line: index + 1, fileName: fileName))
            }
            index += 1
            continue
          }
          if !indented { break }
          if let assignment = try assignment(text, line: index + 1, rules: &rules) {
            assignments.append(assignment)
          }
          index += 1
        }
        guard !groups.isEmpty else { throw fail(number, "if has no pattern to match") }
        guard !assignments.isEmpty else {
          throw fail(number, "if block sets nothing: indent the assignments under it")
        }
        rules.rules.append(Rule(groups: groups, assignments: assignments, line: number))
      default:
        if let assignment = try assignment(line, line: number, rules: &rules) {
          rules.rules.append(Rule(groups: [], assignments: [assignment], line: number))
        }
      }
    }
    return rules
  }

  /// `vendor Amazon` or `notes %memo %4`; nil for an hledger field ledgersh leaves out.
  static func assignment(_ text: String, line: Int, rules: inout StatementRules)
    throws(StatementError) -> Assignment?
  {
    let (word, rest) = split(text)
    guard let field = Field(rawValue: word) else {
      if isHledgerField(word) {
        rules.warnings.append(
          "\(rules.fileName) line \(line): '\(word)' is hledger's, ledgersh leaves it out")
        return nil
      }
      throw StatementError.rules(
        rules.fileName, line: line, "unknown directive or field '\(word)'",
        hint: "ledgersh sets " + Field.allCases.map(\.rawValue).joined(separator: ", "))
    }
    let pieces = interpolation(rest)
    switch field {
    case .type:
      guard ["purchase", "return", "refund", ""].contains(rest.lowercased()) || rest.contains("%")
      else {
        throw StatementError.rules(
          rules.fileName, line: line, "type is purchase or return, not '\(rest)'")
      }
    case .review, .skip:
      guard rest.isEmpty || Self.flag(rest) != nil || (field == .skip && Int(rest) != nil)
      else {
        throw StatementError.rules(
          rules.fileName, line: line, "\(field.rawValue) is yes or no, not '\(rest)'")
      }
    default:
      guard !rest.isEmpty else {
        throw StatementError.rules(
          rules.fileName, line: line, "\(field.rawValue) needs a value")
      }
    }
    return Assignment(field: field, pieces: pieces, line: line)
  }

  /// `yes`/`no` and their kin, or nil.
  public static func flag(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "", "yes", "y", "true", "1", "on": return true
    case "no", "n", "false", "0", "off": return false
    default: return nil
    }
  }

  /// `%memo (%4)` as pieces.
  static func interpolation(_ text: String) -> [Piece] {
    var pieces: [Piece] = []
    var literal = ""
    var characters = Substring(text)
    while let first = characters.first {
      if first == "%" {
        let name = characters.dropFirst().prefix {
          $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-"
        }
        if !name.isEmpty {
          if !literal.isEmpty { pieces.append(.text(literal)) }
          literal = ""
          pieces.append(.column(name.lowercased()))
          characters = characters.dropFirst(1 + name.count)
          continue
        }
      }
      literal.append(first)
      characters = characters.dropFirst()
    }
    if !literal.isEmpty { pieces.append(.text(literal)) }
    return pieces
  }

  /// The matchers of one line: `%desc AMAZON && %amount ^-`, `! PAYMENT`, `COFFEE|CAFE`.
  static func matchers(_ text: String, line: Int, fileName: String) throws(StatementError)
    -> [Matcher]
  {
    try text.components(separatedBy: "&&").map { part throws(StatementError) in
      var body = part.trimmingCharacters(in: .whitespaces)
      var negated = false
      if body.hasPrefix("!") {
        negated = true
        body = String(body.dropFirst()).trimmingCharacters(in: .whitespaces)
      }
      var column: String?
      if body.hasPrefix("%") {
        let (name, rest) = split(String(body.dropFirst()))
        column = name.lowercased()
        body = rest
        if body.hasPrefix("!") {
          negated.toggle()
          body = String(body.dropFirst()).trimmingCharacters(in: .whitespaces)
        }
      }
      guard !body.isEmpty else {
        throw StatementError.rules(fileName, line: line, "a matcher has no pattern")
      }
      let special = CharacterSet(charactersIn: "\\^$.|?*+()[]{}")
      let literal =
        body.rangeOfCharacter(from: special) == nil ? body.lowercased() : nil
      var regex: Regex<AnyRegexOutput>?
      if literal == nil {
        do {
          regex = try Regex(body).ignoresCase()
        } catch {
          throw StatementError.rules(
            fileName, line: line, "'\(body)' is not a regular expression")
        }
      }
      return Matcher(
        column: column, pattern: body, negated: negated, line: line, regex: regex,
        literal: literal)
    }
  }

  /// The first word of `text` and the rest, trimmed.
  static func split(_ text: String) -> (String, String) {
    guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
      return (text.lowercased(), "")
    }
    return (
      text[..<space].lowercased(),
      text[space...].trimmingCharacters(in: .whitespaces)
    )
  }

  /// Whether `text` holds `part`, byte for byte (both lower case already): a search of
  /// the UTF-8 bytes, where Foundation's `contains` went through NSString and UTF-16 and
  /// took a quarter of a 100,000-line import with 50 rules.
  static func contains(_ text: String, _ part: String) -> Bool {
    var text = text
    var part = part
    return text.withUTF8 { haystack in
      part.withUTF8 { needle in
        guard let first = needle.first else { return true }
        guard needle.count <= haystack.count else { return false }
        let last = haystack.count - needle.count
        var index = 0
        while index <= last {
          if haystack[index] == first {
            var offset = 1
            while offset < needle.count, haystack[index + offset] == needle[offset] {
              offset += 1
            }
            if offset == needle.count { return true }
          }
          index += 1
        }
        return false
      }
    }
  }

  /// Every column name the rules use (`%name`), to check against the file's columns.
  public var columnsUsed: [(name: String, line: Int)] {
    var used: [(String, Int)] = []
    for rule in rules {
      for group in rule.groups {
        for matcher in group {
          if let column = matcher.column { used.append((column, matcher.line)) }
        }
      }
      for assignment in rule.assignments {
        for case .column(let name) in assignment.pieces { used.append((name, assignment.line)) }
      }
    }
    return used
  }
}
