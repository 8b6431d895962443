// libFuzzer target: the command-line tokenizer and line joiner.
//
// Properties: nothing crashes; `tokenize(quote(x)) == [x]` for any text x; a line split
// into physical lines and joined again gives the same words as completion's scan.
import CFuzzDriver
import Foundation
import LedgerShell

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let words = try? Tokenizer.tokenize(text)
  let scan = try? Tokenizer.scan(text, allowUnterminated: true)
  if let words, let scan, scan.words != words {
    ledgersh_fuzz_fail("scan and tokenize disagree on \(text.debugDescription)")
  }
  if let scan, scan.lastWordRawLength > text.count {
    ledgersh_fuzz_fail("open word longer than the line: \(text.debugDescription)")
  }
  let quoted = Tokenizer.quote(text)
  guard (try? Tokenizer.tokenize(quoted)) == [text] else {
    ledgersh_fuzz_fail("tokenize(quote(x)) != [x] for x = \(text.debugDescription)")
  }
  var joiner = LineJoiner()
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    _ = joiner.feed(String(line))
  }
  _ = joiner.finish()
  return 0
}

exit(ledgersh_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzOneInput))
