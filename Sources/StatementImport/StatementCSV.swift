/// A CSV as banks write it: `,` `;` or tab between fields, fields in double quotes that may
/// hold the separator, doubled quotes and line breaks, lines ending in LF, CRLF or CR.
public enum StatementCSV {
  /// One record and the line of the file it starts on (1-based).
  public struct Record: Equatable, Sendable {
    public var fields: [String]
    public var line: Int

    public init(fields: [String], line: Int) {
      self.fields = fields
      self.line = line
    }
  }

  /// The records of `text`, blank lines left out.
  public static func records(_ text: String, separator: Character) -> [Record] {
    var records: [Record] = []
    var fields: [String] = []
    var field = ""
    var quoted = false
    var wasQuoted = false
    var line = 1
    var recordLine = 1
    var previous: Character? = nil
    func endRecord() {
      fields.append(field)
      if !(fields.count == 1 && fields[0].isEmpty && !wasQuoted) {
        records.append(Record(fields: fields, line: recordLine))
      }
      fields = []
      field = ""
      wasQuoted = false
    }
    var iterator = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar? = nil
    while let scalar = pending ?? iterator.next() {
      pending = nil
      let character = Character(scalar)
      defer { previous = character }
      if quoted {
        if scalar == "\"" {
          if let next = iterator.next() {
            if next == "\"" {
              field.unicodeScalars.append("\"")
            } else {
              quoted = false
              pending = next
            }
          } else {
            quoted = false
          }
        } else {
          if scalar == "\n" || (scalar == "\r") { line += 1 }
          if scalar == "\n", previous == "\r" { line -= 1 }
          field.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"" where field.allSatisfy({ $0 == " " }):
        field = ""
        quoted = true
        wasQuoted = true
      case "\n":
        if previous == "\r" { continue }
        endRecord()
        line += 1
        recordLine = line
      case "\r":
        endRecord()
        line += 1
        recordLine = line
      default:
        if character == separator {
          fields.append(field)
          field = ""
        } else {
          field.unicodeScalars.append(scalar)
        }
      }
    }
    if !field.isEmpty || !fields.isEmpty || wasQuoted { endRecord() }
    return records
  }

  /// The separator of a file without rules: of `,` `;` and tab, the one found the same
  /// number of times (outside quotes) on most of the first lines; `,` when none is.
  public static func guessSeparator(_ text: String) -> Character {
    let sample = String(text.prefix(8192))
    var best: (Character, Int) = (",", 0)
    for candidate: Character in [",", ";", "\t"] {
      let rows = records(sample, separator: candidate).prefix(20)
      guard let first = rows.first, first.fields.count > 1 else { continue }
      let agreeing = rows.filter { $0.fields.count == first.fields.count }.count
      let score = agreeing * 100 + first.fields.count
      if score > best.1 { best = (candidate, score) }
    }
    return best.0
  }
}
