// libFuzzer target: the OFX and QFX reader of `import statement` (1.x SGML and 2.x XML),
// without rules (FuzzStatementRules fuzzes the rules, and OFX read with them).
//
// The input is the statement file's bytes. Properties: reading never traps; a file that
// looks like OFX is read as OFX, and one that does not as CSV; the line a row or an error
// names is a line of the file, and a row's is the line its `<STMTTRN>` tag opens on; a
// row with a FITID is found again by it (`ofx:FITID`).
import CFuzzDriver
import Foundation
import StatementImport

/// The numbers that follow "line " in `message`: the lines an error names.
func namedLines(_ message: String) -> [Int] {
  var lines: [Int] = []
  var rest = Substring(message)
  while let range = rest.range(of: "line ") {
    let digits = rest[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
    if let number = Int(digits) { lines.append(number) }
    rest = rest[range.upperBound...]
  }
  return lines
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // The text as the reader sees it, so that its lines are the reader's lines.
  guard
    let text = try? StatementText.decode(bytes, declared: StatementOFX.declaredEncoding(bytes))
      .text
  else {
    if (try? StatementReader.read(bytes, fileName: "s.ofx")) != nil {
      ledgersh_fuzz_fail("a statement that cannot be decoded was read")
    }
    return 0
  }
  let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
  var input: String { text.debugDescription }
  let statement: Statement
  do {
    statement = try StatementReader.read(bytes, fileName: "s.ofx")
  } catch {
    // An OFX file's errors name the line of its <STMTTRN>; a CSV's name its records' lines.
    for line in namedLines(error.message) where !(1...max(lines.count, 1)).contains(line) {
      ledgersh_fuzz_fail("'\(error.message)' names a line outside the file: \(input)")
    }
    return 0
  }
  guard (statement.format == .ofx) == StatementOFX.looksLikeOFX(text) else {
    ledgersh_fuzz_fail("read as \(statement.format.rawValue): \(input)")
  }
  guard statement.format == .ofx else { return 0 }
  for row in statement.rows {
    guard (1...lines.count).contains(row.line), lines[row.line - 1].contains("<") else {
      ledgersh_fuzz_fail("a row's line \(row.line) is not where its <STMTTRN> is: \(input)")
    }
  }
  for (row, key) in zip(statement.rows, statement.sourceKeys) {
    if let fitid = row.fitid, !fitid.isEmpty, key != "ofx:" + fitid {
      ledgersh_fuzz_fail("the row with FITID \(fitid) has the key \(key): \(input)")
    }
  }
  return 0
}

exit(ledgersh_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzOneInput))
