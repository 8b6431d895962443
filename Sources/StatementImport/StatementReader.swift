import CalendarDays

/// Reads a statement file's bytes, CSV or OFX, with optional rules, into rows.
public enum StatementReader {
  /// The statement in `bytes`.
  ///
  /// `decimalMark` is the account currency's (`,` for EUR), used when the rules say none; `fileName` names the file in messages and picks the
  /// separator of a `.tsv`.
  public static func read(
    _ bytes: [UInt8], fileName: String = "statement", rules: StatementRules? = nil,
    decimalMark: Character? = nil
  ) throws(StatementError) -> Statement {
    let rules = rules ?? StatementRules()
    let ofxEncoding = StatementOFX.declaredEncoding(bytes)
    let (text, warning) = try StatementText.decode(
      bytes, declared: rules.encoding ?? ofxEncoding)
    var warnings = rules.warnings
    if let warning { warnings.append(warning) }
    if StatementOFX.looksLikeOFX(text) {
      var statement = try readOFX(text, rules: rules)
      statement.warnings = warnings + statement.warnings
      return statement
    }
    var statement = try readCSV(
      text, fileName: fileName, rules: rules, decimalMark: rules.decimalMark ?? decimalMark)
    statement.warnings = warnings + statement.warnings
    return statement
  }

  /// What a column header says the column holds.
  static let headerRoles: [(role: String, names: [String])] = [
    (
      "date",
      [
        "transaction-date", "date", "trans-date", "txn-date", "posting-date", "posted-date",
        "post-date", "booking-date", "buchungstag", "datum", "date-operation", "fecha",
        "value-date", "valuta",
      ]
    ),
    (
      "description",
      [
        "description", "payee", "merchant", "merchant-name", "details", "name", "narrative",
        "transaction-description", "transaction-details", "verwendungszweck", "libelle",
        "beschreibung", "concepto", "memo",
      ]
    ),
    ("amount", ["amount", "transaction-amount", "betrag", "montant", "importe", "value"]),
    (
      "amount-out",
      [
        "debit", "debits", "withdrawal", "withdrawals", "money-out", "paid-out",
        "debit-amount", "out", "soll", "ausgang",
      ]
    ),
    (
      "amount-in",
      [
        "credit", "credits", "deposit", "deposits", "money-in", "paid-in", "credit-amount", "in",
        "haben", "eingang",
      ]
    ),
    ("balance", ["balance", "running-balance", "saldo", "solde"]),
    ("currency", ["currency", "waehrung", "währung", "devise", "moneda"]),
  ]

  /// `Transaction Date` → `transaction-date`.
  static func columnName(_ header: String) -> String {
    var name = ""
    var dash = false
    for character in header.lowercased() {
      if character.isLetter || character.isNumber {
        if dash, !name.isEmpty { name.append("-") }
        dash = false
        name.append(character)
      } else {
        dash = true
      }
    }
    return name
  }

  static func readCSV(
    _ text: String, fileName: String, rules: StatementRules, decimalMark: Character?
  ) throws(StatementError) -> Statement {
    let lower = fileName.lowercased()
    let separator =
      rules.separator
      ?? (lower.hasSuffix(".tsv") ? "\t" : lower.hasSuffix(".ssv") ? ";" : nil)
      ?? StatementCSV.guessSeparator(text)
    var records = StatementCSV.records(text, separator: separator)
    var warnings: [String] = []
    // Column names: from the rules, else from the header row.
    var names: [String]
    var shown: [String]
    if let fields = rules.fields {
      names = fields
      shown = fields.enumerated().map { $1.isEmpty ? "column \($0 + 1)" : "'\($1)'" }
      if let skip = rules.skip {
        records.removeFirst(min(skip, records.count))
      } else if let first = records.first, let dateColumn = fields.firstIndex(of: "date"),
        dateColumn < first.fields.count,
        !StatementDateFormat.guessed.contains(where: { $0.parse(first.fields[dateColumn]) != nil })
      {
        // No `skip`: a first record without a date is the header.
        records.removeFirst()
      }
    } else {
      if let skip = rules.skip { records.removeFirst(min(skip, records.count)) }
      // The header: the first record with a column named like a date, past any preamble.
      guard
        let headerIndex = records.prefix(30).firstIndex(where: { record in
          record.fields.map(columnName).contains { headerRoles[0].names.contains($0) }
        })
      else {
        throw StatementError(
          "\(fileName) has no header row naming a Date column",
          hint: "write a rules file whose 'fields' line names the columns (--rules FILE)")
      }
      let header = records[headerIndex].fields
      records.removeFirst(headerIndex + 1)
      let normalized = header.map(columnName)
      names = normalized
      shown = header.map { "'\($0.trimmingWhitespaceString())'" }
      // The columns ledgersh reads get their role's name too.
      var taken: Set<Int> = []
      var roles: [String: Int] = [:]
      for (role, synonyms) in headerRoles {
        for synonym in synonyms {
          if let column = normalized.indices.first(where: {
            normalized[$0] == synonym && !taken.contains($0)
          }) {
            roles[role] = column
            taken.insert(column)
            break
          }
        }
      }
      // A memo column is the description only when there is no better one.
      for (role, column) in roles { names[column] = role }
      for (index, name) in normalized.enumerated() where !taken.contains(index) {
        names[index] = name
      }
      if roles["amount"] != nil, roles["amount-in"] != nil || roles["amount-out"] != nil {
        // Both an amount and a debit/credit pair: the pair is not read.
        for role in ["amount-in", "amount-out"] {
          if let column = roles[role] { names[column] = normalized[column] }
        }
      }
    }
    func column(_ name: String) -> Int? { names.firstIndex(of: name) }
    guard let dateColumn = column("date") else {
      throw StatementError(
        "no column of \(fileName) is the date",
        hint: "name it 'date' in the rules' fields line")
    }
    let amountColumn = column("amount")
    let inColumn = column("amount-in")
    let outColumn = column("amount-out")
    guard amountColumn != nil || inColumn != nil || outColumn != nil else {
      throw StatementError(
        "no column of \(fileName) is the amount",
        hint: "name it 'amount' (or 'amount-in' and 'amount-out') in the rules' fields line")
    }
    let descriptionColumn = column("description")
    // Every %name the rules use must be a column.
    let known = Set(names.filter { !$0.isEmpty })
    let width = max(names.count, records.map(\.fields.count).max() ?? 0)
    for (name, line) in rules.columnsUsed {
      if known.contains(name) { continue }
      if let number = Int(name), (1...max(width, 1)).contains(number) { continue }
      throw StatementError.rules(
        rules.fileName, line: line, "'%\(name)' is not a column of \(fileName)",
        hint: "its columns are "
          + names.enumerated().map { $1.isEmpty ? "%\($0 + 1)" : "%\($1)" }.joined(
            separator: ", "))
    }
    // Records without a date are left out: totals, blank lines of separators.
    let blank = records.filter { record in
      dateColumn >= record.fields.count || record.fields[dateColumn].trimmed().isEmpty
    }.count
    records.removeAll { record in
      dateColumn >= record.fields.count || record.fields[dateColumn].trimmed().isEmpty
    }
    let format: StatementDateFormat
    if let given = rules.dateFormat {
      format = given
    } else if records.isEmpty {
      format = StatementDateFormat.guessed[0]
    } else {
      let samples = records.map { $0.fields[dateColumn] }
      let (guessed, candidates) = StatementDateFormat.guess(samples)
      if let guessed {
        format = guessed
      } else if candidates.isEmpty {
        let bad = records.first { record in
          !StatementDateFormat.guessed.contains { $0.parse(record.fields[dateColumn]) != nil }
        }
        let example = bad.map { " ('\($0.fields[dateColumn])' at line \($0.line))" } ?? ""
        throw StatementError(
          "the dates in column \(shown[dateColumn]) are in no format ledgersh guesses\(example)",
          hint: "say how they are written with 'date-format' in the rules, as %d/%m/%Y")
      } else if records.isEmpty {
        format = StatementDateFormat.guessed[0]
      } else {
        throw StatementError(
          "the dates in column \(shown[dateColumn]) could be "
            + candidates.prefix(3).map(\.description).joined(separator: " or ")
            + ": no day above 12 settles which",
          hint: "say which with 'date-format' in the rules, as date-format %d/%m/%Y")
      }
    }
    var rows: [StatementRow] = []
    rows.reserveCapacity(records.count)
    for record in records {
      let fields = record.fields
      func cell(_ index: Int?) -> String {
        guard let index, index < fields.count else { return "" }
        return fields[index]
      }
      guard let date = format.parse(cell(dateColumn)) else {
        throw StatementError(
          "line \(record.line): '\(cell(dateColumn))' in column \(shown[dateColumn]) is not a "
            + "date written \(format)",
          hint: "say how dates are written with 'date-format' in the rules")
      }
      func amount(_ index: Int?) throws(StatementError) -> (
        StatementAmount, StatementAmount.Marker?
      )? {
        guard let index else { return nil }
        do {
          guard let parsed = try StatementAmount.parse(cell(index), decimalMark: decimalMark)
          else { return nil }
          return (parsed.amount, parsed.marker)
        } catch {
          throw StatementError(
            "line \(record.line): \(error.message) (column \(shown[index]))")
        }
      }
      var bankAmount: StatementAmount
      var source = ""
      if let single = try amount(amountColumn) {
        source = shown[amountColumn ?? 0]
        switch single.1 {
        case .credit: bankAmount = single.0.magnitude
        case .debit: bankAmount = single.0.magnitude.negated
        case nil: bankAmount = rules.purchaseSign == .positive ? single.0.negated : single.0
        }
      } else {
        let money = try amount(inColumn)?.0.magnitude ?? .zero
        let out = try amount(outColumn)?.0.magnitude ?? .zero
        guard let difference = money.subtracting(out) else {
          throw StatementError("line \(record.line): the amount is out of range")
        }
        bankAmount = difference
        source = out.isZero ? shown[inColumn ?? 0] : shown[outColumn ?? 0]
      }
      let balance = try? amount(column("balance"))?.0
      var columns: [String: String] = [:]
      for (index, value) in fields.enumerated() {
        columns[String(index + 1)] = value
        if index < names.count, !names[index].isEmpty { columns[names[index]] = value }
      }
      let currency = column("currency").map { cell($0).trimmingWhitespaceString() }
      rows.append(
        try row(
          line: record.line, date: date,
          description: cell(descriptionColumn).trimmingWhitespaceString(),
          amount: bankAmount, amountSource: source, currency: currency, balance: balance ?? nil,
          fitid: nil, columns: columns, record: fields.joined(separator: ","), rules: rules))
    }
    if rules.newestFirst || (rows.count > 1 && rows[0].date > rows[rows.count - 1].date) {
      rows.reverse()
    }
    if blank > 0 {
      warnings.append(
        "left out \(blank) \(blank == 1 ? "record" : "records") without a date (totals, notes)")
    }
    return Statement(
      format: .csv, rows: rows, warnings: warnings, dateFormat: format.description,
      blankRecords: blank)
  }

  static func readOFX(_ text: String, rules: StatementRules) throws(StatementError) -> Statement {
    let (transactions, currency) = try StatementOFX.transactions(text)
    var rows: [StatementRow] = []
    for transaction in transactions {
      let elements = transaction.elements
      guard let posted = elements["DTPOSTED"], posted.count >= 8,
        let date = StatementDateFormat.guessed[3].parse(String(posted.prefix(8)))
      else {
        throw StatementError(
          "line \(transaction.line): the <STMTTRN> has no DTPOSTED date (YYYYMMDD)")
      }
      let amountText = elements["TRNAMT"] ?? ""
      let parsed: StatementAmount
      do throws(StatementError) {
        guard let value = try StatementAmount.parse(amountText, decimalMark: nil)?.amount else {
          throw StatementError("the <STMTTRN> has no TRNAMT")
        }
        parsed = value
      } catch {
        throw StatementError("line \(transaction.line): \(error.message)")
      }
      let name = elements["NAME"] ?? elements["PAYEE"] ?? elements["MEMO"] ?? ""
      var columns: [String: String] = [:]
      for (key, value) in elements { columns[key.lowercased()] = value }
      columns["date"] = date.iso8601
      columns["description"] = name
      columns["amount"] = amountText
      columns["memo"] = columns["memo"] ?? ""
      let record = ["DTPOSTED", "TRNTYPE", "TRNAMT", "NAME", "MEMO", "FITID", "CHECKNUM"]
        .compactMap { elements[$0] }.joined(separator: ",")
      rows.append(
        try row(
          line: transaction.line, date: date, description: name, amount: parsed,
          amountSource: "TRNAMT", currency: elements["CURRENCY"] ?? currency, balance: nil,
          fitid: elements["FITID"], columns: columns, record: record, rules: rules))
    }
    if rows.count > 1, rows[0].date > rows[rows.count - 1].date { rows.reverse() }
    for rule in rules.rules {
      for group in rule.groups {
        for matcher in group {
          if let column = matcher.column,
            ![
              "date", "description", "amount", "memo", "name",
              "fitid", "trntype", "trnamt", "dtposted", "checknum", "payee", "refnum", "sic",
            ].contains(column)
          {
            throw StatementError.rules(
              rules.fileName, line: matcher.line, "'%\(column)' is not a field of an OFX line",
              hint: "an OFX line has %date, %description, %amount, %memo, %fitid, %trntype")
          }
        }
      }
    }
    return Statement(format: .ofx, rows: rows, warnings: [], dateFormat: nil, blankRecords: 0)
  }

  /// A row with the rules applied: the last matching assignment of each field wins.
  static func row(
    line: Int, date: CalendarDay, description: String, amount: StatementAmount,
    amountSource: String, currency: String?, balance: StatementAmount?, fitid: String?,
    columns: [String: String], record: String, rules: StatementRules
  ) throws(StatementError) -> StatementRow {
    var assigned: [StatementRules.Field: StatementRow.Value] = [:]
    for field in StatementRules.Field.allCases where field != .description && field != .skip {
      if let value = columns[field.rawValue]?.trimmingWhitespaceString(), !value.isEmpty,
        rules.fields?.contains(field.rawValue) ?? false
      {
        assigned[field] = StatementRow.Value(value, source: .column(field.rawValue))
      }
    }
    if !rules.rules.isEmpty {
      let foldedRecord = record.lowercased()
      var folded: [String: String] = [:]
      for rule in rules.rules {
        let matches =
          rule.groups.isEmpty
          || rule.groups.contains { group in
            group.allSatisfy { matcher in
              if let column = matcher.column {
                let value = columns[column] ?? ""
                let lower: String
                if let cached = folded[column] {
                  lower = cached
                } else {
                  lower = value.lowercased()
                  folded[column] = lower
                }
                return matcher.matches(value, folded: lower)
              }
              return matcher.matches(record, folded: foldedRecord)
            }
          }
        guard matches else { continue }
        for assignment in rule.assignments {
          var value = ""
          for piece in assignment.pieces {
            switch piece {
            case .text(let text): value += text
            case .column(let name): value += (columns[name] ?? "").trimmingWhitespaceString()
            }
          }
          let clean = value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline })
            .joined(separator: " ")
          if clean.isEmpty && assignment.field != .skip && assignment.field != .review {
            assigned[assignment.field] = nil
          } else {
            assigned[assignment.field] = StatementRow.Value(
              clean, source: .rule(line: assignment.line))
          }
        }
      }
    }
    var isReturn = !amount.isNegative
    var typeSource = StatementRow.Source.column(amountSource)
    if let type = assigned[.type] {
      switch type.value.lowercased() {
      case "purchase": isReturn = false
      case "return", "refund": isReturn = true
      default:
        throw StatementError(
          "line \(line): type is purchase or return, not '\(type.value)' (\(type.source))")
      }
      typeSource = type.source
    }
    var skippedBy: Int?
    if let skip = assigned[.skip], StatementRules.flag(skip.value) ?? true,
      case .rule(let ruleLine) = skip.source
    {
      skippedBy = ruleLine
    }
    var text = description
    if let given = assigned[.description] { text = given.value }
    return StatementRow(
      line: line, date: date, description: text, amount: amount, isReturn: isReturn,
      typeSource: typeSource, currency: currency, balance: balance, fitid: fitid,
      assigned: assigned, skippedBy: skippedBy, columns: columns)
  }
}

extension String {
  func trimmingWhitespaceString() -> String {
    String(Substring(self).trimmingWhitespace())
  }
}
