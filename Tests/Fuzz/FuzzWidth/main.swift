// libFuzzer target: display width, wrapping, truncation and the components built on them.
//
// Input: the first byte picks the width, the rest is text; U+001F separates the pieces a
// component takes (label, value, cells). Properties: no rendered line is wider than the
// width it was given; text shown through `VisibleText` holds no control character but `\n`.
import CFuzzDriver
import Foundation
import TerminalUI

func check(_ lines: [String], fit width: Int, _ what: String, _ input: String) {
  for line in lines where DisplayWidth.of(line) > width {
    ledgersh_fuzz_fail(
      "\(what) at width \(width) drew \(line.debugDescription) "
        + "(\(DisplayWidth.of(line)) cells) from \(input.debugDescription)")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard size > 0, let data else { return 0 }
  let width = 1 + Int(data[0]) % 120
  let text = String(
    decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
  _ = DisplayWidth.of(text)
  _ = DisplayWidth.longestWord(text)
  check(TextWrapper.wrap(text, width: width), fit: width, "wrap", text)
  check([DisplayWidth.truncate(text, to: width)], fit: width, "truncate", text)
  let visible = VisibleText.escaping(text)
  if visible.unicodeScalars.contains(where: {
    $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
  }) {
    ledgersh_fuzz_fail("VisibleText left a control character in \(visible.debugDescription)")
  }
  // Layouts are designed for 20 columns and up (narrower terminals are drawn at 20).
  let cardWidth = max(20, width)
  let context = RenderContext.plain(width: cardWidth)
  let pieces = text.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
  let label = pieces.first ?? ""
  let value = pieces.count > 1 ? pieces[1] : ""
  let card = Card(sections: [
    [DetailRow(label, value)], [AmountRow(label, "$1,000,000,000.00")], [Paragraph(text)],
    [NotesPreview(value)],
  ])
  check(card.render(in: context), fit: cardWidth, "card", text)
  let columns = [TableColumn("Name"), TableColumn("Amount", alignment: .right), TableColumn("")]
  let table = Table(columns: columns, rows: [Array(pieces.prefix(3)), [value, "$12.00", label]])
  check(table.render(in: context), fit: cardWidth, "table", text)
  return 0
}

exit(ledgersh_fuzz_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzOneInput))
