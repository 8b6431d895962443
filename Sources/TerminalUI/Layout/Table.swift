/// Rows under a header, in columns sized to their content and to the width given.
///
/// Columns start at their natural width. When the table is too wide, the widest wrappable
/// column shrinks first, never below its longest word; its cells wrap, or on a terminal end
/// in `…` (piped output is never cut). When even the minimums do not fit, each row is drawn
/// as a block of `label │ value` lines instead.
public struct Table: Renderable {
  /// The columns, left to right.
  public var columns: [TableColumn]
  /// The cells, one array per row; missing cells are blank, extra ones ignored.
  public var rows: [[String]]
  /// Whether long cells are cut with `…` rather than wrapped; nil follows `isTerminal`.
  public var truncates: Bool?

  /// Cells between columns.
  public static let gap = 2

  /// Creates a table.
  public init(columns: [TableColumn], rows: [[String]], truncates: Bool? = nil) {
    // Headers can be field names a plugin chose: shown, like cells, never obeyed.
    self.columns = columns.map { column in
      var shown = column
      shown.title = VisibleText.escaping(column.title, keepingNewlines: false)
      return shown
    }
    // Rows with nothing to escape are kept as given, sparing a copy of each (and of the
    // whole when no row has anything to escape).
    let needsEscaping = { (row: [String]) in
      row.contains { VisibleText.needsEscaping($0, keepingNewlines: true) }
    }
    self.rows =
      rows.contains(where: needsEscaping)
      ? rows.map { row in needsEscaping(row) ? row.map { VisibleText.escaping($0) } : row }
      : rows
    self.truncates = truncates
  }

  /// The least and natural width of each column.
  public func columnMeasurements() -> [Measurement] {
    var unused: [Int32] = []
    return columnMeasurements(recording: false, cellWidths: &unused)
  }

  /// The least and natural width of each column; when `recording`, `cellWidths` gets the
  /// width of every cell, row after row, `columns.count` a row: 0 for a missing cell, -1 for
  /// one that is not printable ASCII, so that drawing need not measure them again.
  private func columnMeasurements(recording: Bool, cellWidths: inout [Int32]) -> [Measurement] {
    var natural = columns.map { DisplayWidth.of($0.title) }
    var minimum = columns.map { DisplayWidth.longestWord($0.title) }
    let wraps = columns.map(\.wraps)
    let count = columns.count
    if recording { cellWidths.reserveCapacity(rows.count * count) }
    for row in rows {
      for index in 0..<count {
        guard index < row.count else {
          if recording { cellWidths.append(0) }
          continue
        }
        let cell = row[index]
        if wraps[index], let ascii = DisplayWidth.asciiWidthAndLongestWord(cell) {
          if ascii.width > natural[index] { natural[index] = ascii.width }
          if ascii.longestWord > minimum[index] { minimum[index] = ascii.longestWord }
          if recording { cellWidths.append(Int32(truncatingIfNeeded: ascii.width)) }
        } else if !wraps[index], let ascii = DisplayWidth.asciiWidth(cell) {
          if ascii > natural[index] { natural[index] = ascii }
          if ascii > minimum[index] { minimum[index] = ascii }
          if recording { cellWidths.append(Int32(truncatingIfNeeded: ascii)) }
        } else {
          let measured = Measurement.of(text: cell)
          natural[index] = max(natural[index], measured.maximum)
          minimum[index] = max(minimum[index], wraps[index] ? measured.minimum : measured.maximum)
          if recording { cellWidths.append(-1) }
        }
      }
    }
    return columns.indices.map { Measurement(minimum: minimum[$0], maximum: natural[$0]) }
  }

  /// Returns each column's width in `width` cells, or nil when even the minimums do not fit.
  public static func columnWidths(for measurements: [Measurement], in width: Int) -> [Int]? {
    let gaps = gap * max(0, measurements.count - 1)
    var widths = measurements.map(\.maximum)
    var excess = widths.reduce(0, +) + gaps - width
    guard excess > 0 else { return widths }
    guard measurements.map(\.minimum).reduce(0, +) + gaps <= width else { return nil }
    while excess > 0 {
      // The widest column that can still give something gives first.
      var widest = -1
      var runnerUp = 0
      for index in widths.indices where widths[index] > measurements[index].minimum {
        if widest < 0 || widths[index] > widths[widest] {
          if widest >= 0 { runnerUp = max(runnerUp, widths[widest]) }
          widest = index
        } else {
          runnerUp = max(runnerUp, widths[index])
        }
      }
      guard widest >= 0 else { return nil }
      let floor = max(measurements[widest].minimum, runnerUp)
      let step = max(1, min(excess, widths[widest] - floor))
      widths[widest] -= step
      excess -= step
    }
    return widths
  }

  public func measure(in context: RenderContext) -> Measurement {
    let measurements = columnMeasurements()
    let gaps = Table.gap * max(0, columns.count - 1)
    return Measurement(
      minimum: measurements.map(\.minimum).reduce(0, +) + gaps,
      maximum: measurements.map(\.maximum).reduce(0, +) + gaps)
  }

  public func render(in context: RenderContext) -> [String] {
    var lines = LineBuilder(joined: false, capacity: context.width * 4 + 64)
    write(to: &lines, in: context)
    return lines.finishedLines()
  }

  public func renderedText(in context: RenderContext) -> String {
    var text = LineBuilder(joined: true, capacity: (rows.count + 2) * (context.width / 2 + 1))
    write(to: &text, in: context)
    return text.text()
  }

  /// Writes the table's lines into `output`.
  private func write(to output: inout LineBuilder, in context: RenderContext) {
    guard !columns.isEmpty else { return }
    var cellWidths: [Int32] = []
    guard let widths = columnWidths(in: context.width, cellWidths: &cellWidths) else {
      for line in renderVertically(in: context) { output.appendLine(line) }
      return
    }
    let cuts = truncates ?? context.isTerminal
    let header = columns.map { $0.title }
    for line in renderRow(header, widths: widths, cuts: cuts, context: context, role: .bold) {
      output.appendLine(line)
    }
    output.appendLine(
      context.paint(
        widths.map { Repeated.string(context.symbols.horizontal, count: $0) }
          .joined(separator: Repeated.spaces(Table.gap)), .dim))
    let lineSize = widths.reduce(0, +) + Table.gap * (widths.count - 1) + 1
    output.reserve(lineSize * rows.count)
    let alignments = columns.map(\.alignment)
    cellWidths.withUnsafeBufferPointer { cellWidths in
      widths.withUnsafeBufferPointer { widths in
        alignments.withUnsafeBufferPointer { alignments in
          var first = 0
          for row in rows {
            if !Table.writeASCIILine(
              row, widths: widths, alignments: alignments,
              cellWidths: UnsafeBufferPointer(rebasing: cellWidths[first...]), to: &output)
            {
              for line in renderRow(
                row, widths: Array(widths), cuts: cuts, context: context, role: .plain)
              {
                output.appendLine(line)
              }
            }
            first += widths.count
          }
        }
      }
    }
  }

  /// Returns each column's width in `width` cells, or nil when even the minimums do not
  /// fit, with the width of every cell in `cellWidths` as `columnMeasurements` records them.
  ///
  /// When every cell is printable ASCII and the natural widths fit, the cells are measured
  /// once for their width alone: their longest words matter only to a table too wide.
  private func columnWidths(in width: Int, cellWidths: inout [Int32]) -> [Int]? {
    let count = columns.count
    var natural = columns.map { DisplayWidth.of($0.title) }
    let titleMinimum = columns.map { DisplayWidth.longestWord($0.title) }
    cellWidths.reserveCapacity(rows.count * count)
    var printable = true
    for row in rows {
      for index in 0..<count {
        guard index < row.count else {
          cellWidths.append(0)
          continue
        }
        let cellWidth =
          row[index].utf8.withContiguousStorageIfAvailable {
            DisplayWidth.printableASCIIWidth($0)
          } ?? nil
        guard let cellWidth else {
          printable = false
          break
        }
        if cellWidth > natural[index] { natural[index] = cellWidth }
        cellWidths.append(Int32(truncatingIfNeeded: cellWidth))
      }
      if !printable { break }
    }
    if printable {
      for index in 0..<count { natural[index] = max(natural[index], titleMinimum[index]) }
      if natural.reduce(0, +) + Table.gap * max(0, count - 1) <= width { return natural }
    }
    cellWidths.removeAll(keepingCapacity: true)
    let measurements = columnMeasurements(recording: true, cellWidths: &cellWidths)
    return Table.columnWidths(for: measurements, in: width)
  }

  /// Writes the line of a row of printable ASCII cells that all fit their columns into
  /// `output` and returns true, or returns false, writing nothing, when the row needs the
  /// general path (wider or other text).
  ///
  /// Plain rows are never painted, so the line is the cells, their padding and the gaps, with
  /// trailing spaces trimmed, exactly as `renderRow` draws it. `cellWidths` starts with the
  /// row's cell widths as `columnMeasurements` recorded them.
  private static func writeASCIILine(
    _ row: [String], widths: UnsafeBufferPointer<Int>,
    alignments: UnsafeBufferPointer<TextAlignment>, cellWidths: UnsafeBufferPointer<Int32>,
    to output: inout LineBuilder
  ) -> Bool {
    let columns = widths.count
    for index in 0..<columns {
      let width = Int(cellWidths[index])
      guard width >= 0, width <= widths[index] else { return false }
    }
    let last = columns - 1
    for index in 0...last {
      if index > 0 { output.appendSpaces(Table.gap) }
      let cellWidth = Int(cellWidths[index])
      let missing = widths[index] - cellWidth
      var left = 0
      var right = 0
      switch alignments[index] {
      case .left: right = missing
      case .right: left = missing
      case .center:
        left = missing / 2
        right = missing - left
      }
      output.appendSpaces(left)
      if index < row.count, cellWidth > 0 { output.append(row[index]) }
      if index < last { output.appendSpaces(right) }
    }
    output.trimTrailingSpaces()
    output.endLine()
    return true
  }

  private func renderRow(
    _ row: [String], widths: [Int], cuts: Bool, context: RenderContext, role: StyleRole
  ) -> [String] {
    let last = columns.count - 1
    // Fast path: every cell fits on one line.
    var line = ""
    line.reserveCapacity(context.width + 8)
    var fits = true
    for index in 0...last {
      let cell = index < row.count ? row[index] : ""
      let cellWidth = DisplayWidth.asciiWidth(cell) ?? DisplayWidth.of(cell)
      guard cellWidth <= widths[index] else {
        fits = false
        break
      }
      if index > 0 { line += "  " }
      Table.append(
        cell, width: cellWidth, in: widths[index], alignment: columns[index].alignment,
        isLast: index == last, to: &line, context: context, role: role)
    }
    if fits { return [line.utf8.last == 0x20 ? Table.trimmingTrailingSpaces(line) : line] }

    var cells: [[String]] = []
    for index in 0...last {
      let cell = index < row.count ? row[index] : ""
      if cuts {
        cells.append([
          ValueFitting.truncate(cell, to: widths[index], ellipsis: context.symbols.ellipsis)
        ])
      } else {
        cells.append(TextWrapper.wrap(cell, width: widths[index]))
      }
    }
    let height = cells.reduce(0) { max($0, $1.count) }
    var lines: [String] = []
    for lineIndex in 0..<height {
      var line = ""
      for index in 0...last {
        let text = lineIndex < cells[index].count ? cells[index][lineIndex] : ""
        if index > 0 { line += "  " }
        Table.append(
          text, width: DisplayWidth.of(text), in: widths[index],
          alignment: columns[index].alignment, isLast: index == last, to: &line,
          context: context, role: role)
      }
      lines.append(Table.trimmingTrailingSpaces(line))
    }
    return lines
  }

  private static func append(
    _ text: String, width: Int, in columnWidth: Int, alignment: TextAlignment, isLast: Bool,
    to line: inout String, context: RenderContext, role: StyleRole
  ) {
    let missing = max(0, columnWidth - width)
    var left = 0
    var right = 0
    switch alignment {
    case .left: right = missing
    case .right: left = missing
    case .center:
      left = missing / 2
      right = missing - left
    }
    if left > 0 { line += Repeated.spaces(left) }
    line += context.paint(text, role)
    if right > 0, !isLast { line += Repeated.spaces(right) }
  }

  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }

  /// Draws each row as a block of `label │ value` lines, like psql's expanded display.
  private func renderVertically(in context: RenderContext) -> [String] {
    let width = context.width
    let symbols = context.symbols
    // Titles stay whole ("Category", not "Catego/ry") while they take at most half the
    // width; longer ones wrap between words, in a third of the width or their longest
    // word ("Default / category", not "Defaul / t"), still at most half of it.
    let longestTitle = columns.map { DisplayWidth.of($0.title) }.max() ?? 0
    let longestWord =
      columns.flatMap { $0.title.split(separator: " ") }.map { DisplayWidth.of(String($0)) }
      .max() ?? 0
    let labelWidth =
      longestTitle <= width / 2 ? longestTitle : min(width / 2, max(width / 3, longestWord))
    let separator = " " + symbols.vertical + " "
    let valueWidth = width - labelWidth - DisplayWidth.of(separator)
    var lines: [String] = []
    for (number, row) in rows.enumerated() {
      let heading = symbols.horizontal + "[ \(number + 1) ]"
      let headingWidth = DisplayWidth.of(heading)
      lines.append(
        context.paint(
          DisplayWidth.truncate(heading, to: width, ellipsis: "")
            + Repeated.string(symbols.horizontal, count: max(0, width - headingWidth)), .dim))
      for (index, column) in columns.enumerated() {
        let value = index < row.count ? row[index] : ""
        if valueWidth >= 4, labelWidth > 0 {
          let labels = TextWrapper.wrap(column.title, width: labelWidth)
          var values = TextWrapper.wrap(value, width: valueWidth)
          // A number or a date is never broken: too wide to go beside the label, it goes
          // whole on a line of its own under it, losing its digit grouping only when even
          // the whole width cannot hold it.
          var below: [String] = []
          if values.count > 1, ValueFitting.widestNumber(in: value) > valueWidth {
            values = []
            below = ValueFitting.lines(value, width: width)
          }
          for line in 0..<max(labels.count, values.count) {
            let label = DisplayWidth.pad(line < labels.count ? labels[line] : "", to: labelWidth)
            let text = line < values.count ? values[line] : ""
            lines.append(
              Table.trimmingTrailingSpaces(
                context.paint(label, .bold) + context.paint(separator, .dim) + text))
          }
          lines += below.map { DisplayWidth.pad($0, to: width, alignment: .right) }
        } else {
          lines += TextWrapper.wrap(column.title, width: width).map { context.paint($0, .bold) }
          lines += TextWrapper.wrap(value, width: width)
        }
      }
    }
    return lines
  }
}
