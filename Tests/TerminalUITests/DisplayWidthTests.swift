import Testing

@testable import TerminalUI

@Suite("Display width")
struct DisplayWidthTests {
  @Test(
    "width of a string in terminal cells",
    arguments: [
      ("plain ASCII", "Budget", 6),
      ("empty", "", 0),
      ("precomposed accent", "Café", 4),
      ("combining accent", "Cafe\u{301}", 4),
      ("stacked combining marks", "e\u{301}\u{302}", 1),
      ("Japanese kanji", "日本語", 6),
      ("halfwidth katakana", "ｱ", 1),
      ("halfwidth katakana with its own sound-mark cell", "ﾌﾞ", 2),
      ("Devanagari with a spacing vowel sign", "कि", 2),
      ("Korean syllables", "한국", 4),
      ("Korean conjoining jamo", "\u{1112}\u{1161}\u{11AB}", 2),
      ("check mark, text style", "✓", 1),
      ("warning sign, text style", "⚠", 1),
      ("warning sign with VS16", "⚠️", 2),
      ("ZWJ sequence", "👩‍💻", 2),
      ("rainbow flag ZWJ sequence", "🏳️‍🌈", 2),
      ("skin-tone modifier", "👍🏽", 2),
      ("flag from regional indicators", "🇯🇵", 2),
      ("keycap", "1️⃣", 2),
      ("ellipsis", "…", 1),
      ("box drawing", "┌─┐│└┘├┤", 8),
      ("block elements", "█░▓", 3),
      ("colour codes", "\u{1B}[1;31mOver\u{1B}[0m", 4),
      ("colour around CJK", "\u{1B}[32m已花费\u{1B}[0m", 6),
      ("hyperlink escape", "\u{1B}]8;;https://example.com\u{07}link\u{1B}]8;;\u{07}", 4),
      ("zero-width space", "a\u{200B}b", 2),
      ("mixed", "Café 日本 👍🏽", 12),
    ])
  func width(name: String, text: String, expected: Int) {
    #expect(DisplayWidth.of(text) == expected, "\(name)")
    #expect(text.displayWidth == expected, "\(name)")
  }

  @Test("the code-point fast path agrees with measuring cluster by cluster")
  func fastPathAgrees() {
    let samples = RenderingPropertyTests.pieces + ["ﾌﾞ", "कि", "\u{1112}\u{1161}\u{11AB}", "│█░"]
    for first in samples {
      for second in samples {
        let text = first + " " + second
        let byCluster = DisplayUnitSequence(text).reduce(0) { $0 + $1.width }
        #expect(DisplayWidth.of(text) == byCluster, "\(text)")
      }
    }
  }

  @Test("tables are pinned to the Unicode version they were generated from")
  func pinnedVersion() {
    #expect(DisplayWidth.unicodeVersion == "15.0.0")
  }

  @Test(
    "truncation ends in an ellipsis, never wider than asked and never splitting a cluster",
    arguments: [
      ("Velvet sofa", 8, "Velvet …"),
      ("Velvet sofa", 11, "Velvet sofa"),
      ("日本語テキスト", 5, "日本…"),
      ("日本語テキスト", 4, "日…"),
      ("👩‍💻👩‍💻👩‍💻", 4, "👩‍💻…"),
      ("Cafe\u{301} noir", 5, "Cafe\u{301}…"),
      ("🇯🇵🇯🇵", 3, "🇯🇵…"),
      ("abc", 0, ""),
    ])
  func truncate(text: String, width: Int, expected: String) {
    let result = DisplayWidth.truncate(text, to: width)
    #expect(result == expected)
    #expect(DisplayWidth.of(result) <= width)
  }

  @Test("truncating coloured text keeps the colour and resets it before the ellipsis")
  func truncateColoured() {
    let result = DisplayWidth.truncate("\u{1B}[31mHello world\u{1B}[0m", to: 6)
    #expect(result == "\u{1B}[31mHello\u{1B}[0m…")
    #expect(DisplayWidth.of(result) == 6)
  }

  @Test(
    "padding fills to the width by display cells",
    arguments: [
      ("日本", TextAlignment.left, "日本  "),
      ("日本", TextAlignment.right, "  日本"),
      ("ab", TextAlignment.center, "  ab  "),
      ("toolong", TextAlignment.left, "toolong"),
    ])
  func pad(text: String, alignment: TextAlignment, expected: String) {
    #expect(DisplayWidth.pad(text, to: 6, alignment: alignment) == expected)
  }

  @Test(
    "wrapping breaks at spaces, and by cluster only inside words wider than the line",
    arguments: [
      ("Crème brûlée", 6, ["Crème", "brûlée"]),
      ("Supercalifragilistic", 8, ["Supercal", "ifragili", "stic"]),
      ("abcdefgh ij", 4, ["abcd", "efgh", "ij"]),
      ("  a  b  c  ", 4, ["a  b", "c"]),
      ("  日  本  語  ", 6, ["日  本", "語"]),
      ("   ", 2, [""]),
      ("上海公寓厨房改造", 5, ["上海", "公寓", "厨房", "改造"]),
      ("👩‍💻👩‍💻👩‍💻", 3, ["👩‍💻", "👩‍💻", "👩‍💻"]),
      ("one two\nthree", 20, ["one two", "three"]),
      ("", 10, [""]),
      // A line that fits stays whole, indentation too, in any script (as ASCII lines do).
      ("  search 陈宅", 20, ["  search 陈宅"]),
      ("  a", 20, ["  a"]),
    ])
  func wrap(text: String, width: Int, expected: [String]) {
    let lines = TextWrapper.wrap(text, width: width)
    #expect(lines == expected)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
  }

  @Test("the longest word is what must not break")
  func longestWord() {
    #expect(DisplayWidth.longestWord("Smith Residence") == 9)
    #expect(DisplayWidth.longestWord("上海公寓 厨房") == 8)
    #expect(Measurement.of(text: "Velvet sofa") == Measurement(minimum: 6, maximum: 11))
  }
}
