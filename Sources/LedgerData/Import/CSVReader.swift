import LedgerCore
import LedgerStore
import TextOutput

/// Reads RFC 4180 CSV text into records, remembering the line each record starts on.
///
/// Lines may end in LF, CRLF or CR alone (as old Mac spreadsheets wrote them).
///
/// A field that `CSVFormat` guarded against formula injection (`'=…`) is read without
/// its `'`.
public enum CSVReader {
  /// One record: its fields and the 1-based line it starts on.
  public struct Record: Hashable, Sendable {
    public var line: Int
    public var fields: [String]
  }

  /// Why the text is not CSV.
  public struct SyntaxError: Error, Hashable, Sendable {
    public var line: Int
    public var message: String
  }

  /// The records of `text`, skipping blank lines.
  ///
  /// Throws on an unclosed quote.
  public static func records(_ text: String) throws(SyntaxError) -> [Record] {
    var records: [Record] = []
    var fields: [String] = []
    var field = ""
    var line = 1
    var recordLine = 1
    var inQuotes = false
    var quoteLine = 1
    var afterQuote = false
    var iterator = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar? = nil
    func endRecord() {
      fields.append(CSVFormat.restored(field))
      field = ""
      if !(fields.count == 1 && fields[0].isEmpty) {
        records.append(Record(line: recordLine, fields: fields))
      }
      fields = []
    }
    while let scalar = pending ?? iterator.next() {
      pending = nil
      if inQuotes {
        if scalar == "\"" {
          if let next = iterator.next() {
            if next == "\"" {
              field.unicodeScalars.append("\"")
            } else {
              inQuotes = false
              afterQuote = true
              pending = next
            }
          } else {
            inQuotes = false
          }
        } else {
          if scalar == "\r" || scalar == "\n" && field.unicodeScalars.last != "\r" {
            line += 1
          }
          field.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"" where field.isEmpty && !afterQuote:
        inQuotes = true
        quoteLine = line
      case ",":
        fields.append(CSVFormat.restored(field))
        field = ""
        afterQuote = false
      case "\r":
        // CRLF ends a line as LF does; so does a CR alone (old Mac exports).
        if let next = iterator.next(), next != "\n" { pending = next }
        endRecord()
        afterQuote = false
        line += 1
        recordLine = line
      case "\n":
        endRecord()
        afterQuote = false
        line += 1
        recordLine = line
      default:
        field.unicodeScalars.append(scalar)
      }
    }
    if inQuotes {
      throw SyntaxError(line: quoteLine, message: "a quoted field is never closed")
    }
    if !field.isEmpty || !fields.isEmpty { endRecord() }
    return records
  }
}
