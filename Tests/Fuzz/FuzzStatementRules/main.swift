// libFuzzer target: statement rules and the statements they read.
//
// The input is a rules file, then a line `----`, then a statement. Properties: neither
// parsing nor reading traps; a rules error names the rules file's line, within the file;
// every row read has a line within the statement, and its CSV source keys are unique.
import CFuzzDriver
import Foundation
import StatementImport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let text = String(decoding: bytes, as: UTF8.self)
  let parts = text.components(separatedBy: "\n----\n")
  let rulesText = parts[0]
  let statement = parts.count > 1 ? Array(parts[1...].joined(separator: "\n").utf8) : bytes
  let lineCount = rulesText.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    .count
  let rules: StatementRules?
  do {
    rules = try StatementRules.parse(rulesText, fileName: "f.rules")
  } catch {
    if error.message.hasPrefix("f.rules line ") {
      let number = error.message.dropFirst("f.rules line ".count).prefix { $0.isNumber }
      guard let line = Int(number), line >= 1, line <= max(lineCount, 1) else {
        ledgersh_fuzz_fail("rules error names a line outside the file: \(error.message)")
      }
    } else {
      ledgersh_fuzz_fail("rules error names no line: \(error.message)")
    }
    rules = nil
  }
  if let read = try? StatementReader.read(statement, fileName: "s.csv", rules: rules) {
    let keys = read.sourceKeys
    if Set(keys).count != keys.count, read.format == .csv {
      ledgersh_fuzz_fail("two rows of one CSV statement have the same source key")
    }
    for row in read.rows where row.line < 1 {
      ledgersh_fuzz_fail("a row has line \(row.line)")
    }
  }
  return 0
}

exit(ledgersh_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzOneInput))
