// libFuzzer target: the decoder of the lines a plugin writes (protocol 1).
//
// Properties: nothing crashes; a line that is not JSON is refused with the byte where it
// breaks, inside the line; JSON the host parses survives its own writer (parse, write,
// parse gives the same values, numbers with a fraction or exponent coming back as the
// strings the host writes them as, and writing again gives the same text); a message that
// decodes still decodes, to the same message, once written back by the host.
import CFuzzDriver
import Foundation
import LedgerShell
import PluginHost

/// `value` as the host writes it back: fractional numbers become strings of their digits.
func written(_ value: FieldValue) -> FieldValue {
  switch value {
  case .decimal(let text): return .string(text)
  case .list(let values): return .list(values.map(written))
  case .record(let record): return .record(written(record))
  default: return value
  }
}

func written(_ record: Record) -> Record {
  var copy = record
  for index in copy.fields.indices { copy.fields[index].value = written(copy.fields[index].value) }
  return copy
}

func written(_ message: PluginMessage) -> PluginMessage {
  switch message {
  case .result(var result):
    result.records = result.records.map(written)
    return .result(result)
  case .commands(let specs): return .commands(specs.map(written))
  default: return message
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let line = Array(UnsafeBufferPointer(start: data, count: size))
  // Only a failure message shows the input: escaping it for every input cost a tenth of
  // the target's time.
  var input: String { String(decoding: line, as: UTF8.self).debugDescription }
  let parsed: FieldValue
  do {
    parsed = try JSONParser.parse(line)
  } catch {
    guard (0...line.count).contains(error.offset) else {
      ledgersh_fuzz_fail("parse error at byte \(error.offset) of \(line.count): \(input)")
    }
    if case .success = Result(catching: { try PluginMessage.decode(line) }) {
      ledgersh_fuzz_fail("decode accepted a line the JSON parser refuses: \(input)")
    }
    return 0
  }
  let text = JSONWriter.encode(parsed)
  guard let again = try? JSONParser.parse(Array(text.utf8)) else {
    ledgersh_fuzz_fail("the host cannot parse what it wrote, \(text.debugDescription): \(input)")
  }
  if again != written(parsed) {
    ledgersh_fuzz_fail("parse(write(x)) != x for \(input), written \(text.debugDescription)")
  }
  if JSONWriter.encode(again) != text {
    ledgersh_fuzz_fail("writing twice gives another text: \(input)")
  }
  if let message = try? PluginMessage.decode(line) {
    guard let rewritten = try? PluginMessage.decode(Array(text.utf8)) else {
      ledgersh_fuzz_fail("a message no longer decodes once written back: \(input)")
    }
    if rewritten != written(message) {
      ledgersh_fuzz_fail("a message decodes differently once written back: \(input)")
    }
  }
  return 0
}

exit(ledgersh_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzOneInput))
