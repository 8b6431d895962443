/// OFX and QFX statements, 1.x (SGML: a header of `KEY:VALUE` lines, elements that need not
/// close) and 2.x (XML): each `<STMTTRN>` with its date, amount, name, memo and `FITID`.
public enum StatementOFX {
  /// One `<STMTTRN>`: its elements by name (`TRNAMT`, `FITID`, `NAME`, `MEMO`, …).
  public struct Transaction: Equatable, Sendable {
    public var elements: [String: String]
    /// The line of the file its `<STMTTRN>` is on.
    public var line: Int
  }

  /// Whether `text` looks like OFX: an `OFXHEADER:` line or `<OFX>` near the start.
  public static func looksLikeOFX(_ text: some StringProtocol) -> Bool {
    let start = text.prefix(4096).uppercased()
    return start.contains("OFXHEADER") || start.contains("<OFX>")
  }

  /// The charset an OFX 1.x header names (`CHARSET:1252`), to read the bytes with.
  public static func declaredEncoding(_ bytes: [UInt8]) -> StatementText.Encoding? {
    let head = String(decoding: bytes.prefix(1024), as: UTF8.self).uppercased()
    if head.contains("CHARSET:1252") || head.contains("CHARSET:ISO-8859-1") {
      return .windows1252
    }
    if head.contains("ENCODING:UTF-8") || head.contains("ENCODING=\"UTF-8\"") {
      return .utf8
    }
    return nil
  }

  /// The transactions of `text` and the statement's currency (`CURDEF`).
  public static func transactions(_ text: String) throws(StatementError) -> (
    transactions: [Transaction], currency: String?
  ) {
    var transactions: [Transaction] = []
    var currency: String?
    var current: Transaction?
    var line = 1
    var index = text.startIndex
    // Tags and the text after each, in order.
    while let open = text[index...].firstIndex(of: "<") {
      line += newlines(text[index..<open])
      guard let close = text[open...].firstIndex(of: ">") else { break }
      // The line the tag opens on; a tag may span lines (a comment, an XML declaration
      // with one attribute a line, a stray `<` in a header), and the lines after it count
      // them.
      let tagLine = line
      line += newlines(text[open..<close])
      let tag = text[text.index(after: open)..<close].trimmingWhitespace()
      index = text.index(after: close)
      let valueEnd = text[index...].firstIndex(of: "<") ?? text.endIndex
      let value = decodeEntities(
        String(text[index..<valueEnd].trimmingWhitespace()))
      if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
      let name = tag.split(separator: " ").first.map { $0.uppercased() } ?? ""
      switch name {
      case "STMTTRN":
        current = Transaction(elements: [:], line: tagLine)
      case "/STMTTRN":
        if let done = current { transactions.append(done) }
        current = nil
      case "CURDEF":
        if currency == nil, !value.isEmpty { currency = value }
      default:
        guard !name.hasPrefix("/"), !value.isEmpty, current != nil else { continue }
        // PAYEE's NAME is the payee's name; the first NAME wins.
        if current?.elements[name] == nil { current?.elements[name] = value }
      }
    }
    if let open = current {
      throw StatementError(
        "the OFX file ends inside the <STMTTRN> at line \(open.line): it is cut short")
    }
    return (transactions, currency)
  }

  /// How many line breaks `text` holds (`\r\n` is one).
  private static func newlines(_ text: Substring) -> Int {
    text.reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
  }

  /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and numeric references.
  static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      let after = rest[amp...]
      guard let semi = after.firstIndex(of: ";"), after.distance(from: amp, to: semi) <= 10
      else {
        result.append("&")
        rest = rest[rest.index(after: amp)...]
        continue
      }
      let entity = after[after.index(after: amp)..<semi]
      let replacement: String?
      switch entity {
      case "amp": replacement = "&"
      case "lt": replacement = "<"
      case "gt": replacement = ">"
      case "quot": replacement = "\""
      case "apos": replacement = "'"
      default:
        if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16),
          let scalar = Unicode.Scalar(code)
        {
          replacement = String(Character(scalar))
        } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()),
          let scalar = Unicode.Scalar(code)
        {
          replacement = String(Character(scalar))
        } else {
          replacement = nil
        }
      }
      if let replacement {
        result += replacement
        rest = rest[rest.index(after: semi)...]
      } else {
        result.append("&")
        rest = rest[rest.index(after: amp)...]
      }
    }
    return result + rest
  }
}
