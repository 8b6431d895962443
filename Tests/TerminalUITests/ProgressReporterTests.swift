import Testing

@testable import TerminalUI

/// A clock the test moves by hand.
private final class ManualClock: @unchecked Sendable {
  var now = 100.0
}

@Suite("Progress reporter")
struct ProgressReporterTests {
  private func reporter(
    _ buffer: BufferedOutput, _ clock: ManualClock, enabled: Bool = true, width: Int = 80,
    foreground: @escaping () -> Bool = { true }
  )
    -> ProgressReporter
  {
    ProgressReporter(
      label: "Importing", output: buffer, isEnabled: enabled, width: width, unicode: true,
      clock: { clock.now }, isForeground: foreground)
  }

  @Test("in the background nothing is drawn; back in the foreground the bar is")
  func quietInTheBackground() {
    let buffer = BufferedOutput()
    let clock = ManualClock()
    var foreground = false
    let progress = reporter(buffer, clock, foreground: { foreground })
    clock.now += 2
    progress.update(done: 10, total: 100)
    clock.now += 1
    progress.update(done: 20, total: 100)
    #expect(buffer.text.isEmpty, "drawn over the shell's prompt: \(buffer.text.debugDescription)")
    progress.finish()
    #expect(buffer.text.isEmpty)
    foreground = true
    clock.now += 1
    progress.update(done: 30, total: 100)
    #expect(buffer.text.contains(" 30% 30/100"), "\(buffer.text.debugDescription)")
  }

  @Test("nothing shows for work done within half a second, nor when disabled")
  func quietWhenQuickOrPiped() {
    let buffer = BufferedOutput()
    let clock = ManualClock()
    let quick = reporter(buffer, clock)
    clock.now += 0.4
    quick.update(done: 900, total: 1000)
    quick.finish()
    #expect(buffer.text.isEmpty)

    let piped = reporter(buffer, clock, enabled: false)
    clock.now += 5
    piped.update(done: 10, total: 1000)
    piped.finish()
    #expect(buffer.text.isEmpty)
  }

  @Test("after half a second: count, rate and time left, throttled, erased at the end")
  func drawsThrottledAndErases() {
    let buffer = BufferedOutput()
    let clock = ManualClock()
    let progress = reporter(buffer, clock)
    clock.now += 2
    progress.update(done: 25_000, total: 100_000)
    #expect(buffer.text.hasPrefix("\r\u{1B}[2KImporting "))
    #expect(buffer.text.hasSuffix(" 25% 25,000/100,000 12,500/s 0:06 left"))
    let drawn = buffer.text
    clock.now += 0.05
    progress.update(done: 26_000, total: 100_000)
    #expect(buffer.text == drawn, "redrawn at most every 0.1 s")
    clock.now += 0.1
    progress.update(done: 30_000, total: 100_000)
    #expect(buffer.text.count > drawn.count)
    progress.finish()
    #expect(buffer.text.hasSuffix("left\r\u{1B}[2K"))
    #expect(!progress.isShowing)
  }

  @Test("the line stays three cells narrower than the terminal, dropping the bar first")
  func fitsTheWidth() {
    let clock = ManualClock()
    for width in [20, 30, 45, 60, 80, 200] {
      let line = reporter(BufferedOutput(), clock, width: width)
        .line(done: 1_234_567, total: 9_999_999, elapsed: 3723)
      #expect(DisplayWidth.of(line) <= width - 3, "\(width): \(line)")
      #expect(line.hasPrefix("Importing"))
    }
    // Without a bar, whole facts only: the rate goes first, then the count; no number cut.
    let narrow = reporter(BufferedOutput(), clock, width: 50)
      .line(done: 1_234_567, total: 9_999_999, elapsed: 3723)
    #expect(narrow == "Importing 12% 1,234,567/9,999,999 7:20:34 left", "\(narrow)")
    let narrower = reporter(BufferedOutput(), clock, width: 34)
      .line(done: 1_234_567, total: 9_999_999, elapsed: 3723)
    #expect(narrower == "Importing 12% 7:20:34 left", "\(narrower)")
    let narrowest = reporter(BufferedOutput(), clock, width: 20)
      .line(done: 1_234_567, total: 9_999_999, elapsed: 3723)
    #expect(narrowest == "Importing 12%", "\(narrowest)")
    let wide = reporter(BufferedOutput(), clock, width: 120)
      .line(done: 1_234_567, total: 9_999_999, elapsed: 3723)
    #expect(wide.contains("█") && wide.hasSuffix("1,234,567/9,999,999 332/s 7:20:34 left"))
  }
}
