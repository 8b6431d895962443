import CChafa

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Draws pixels for a terminal with libchafa: kitty, iTerm2 or sixel graphics, or symbols.
public struct ImageRenderer: Sendable {
  /// A terminal cell is about half as wide as it is tall.
  public static let cellAspect: Float = 0.5
  /// The pixel size of one cell that graphics protocols assume.
  public static let cellPixels = (width: 10, height: 20)

  /// The protocol to write.
  public var imageProtocol: ImageProtocol
  /// The colours of a symbol picture.
  public var colors: ImageColors
  /// Whether symbols may be Unicode blocks; when not, ASCII characters.
  public var unicode: Bool
  /// The terminal's environment, to write its own flavour of the sequences (such as
  /// tmux's pass-through); nil writes the standard sequences, as goldens need.
  public var environment: [String: String]?

  /// Creates a renderer.
  public init(
    imageProtocol: ImageProtocol, colors: ImageColors, unicode: Bool = true,
    environment: [String: String]? = nil
  ) {
    self.imageProtocol = imageProtocol
    self.colors = colors
    self.unicode = unicode
    self.environment = environment
  }

  /// The cells a `width`×`height` picture covers when fitted, whole and undistorted,
  /// into `columns`×`rows` (nil rows: as tall as the width makes it).
  public static func fit(
    width: Int, height: Int, columns: Int, rows: Int?
  ) -> (columns: Int, rows: Int) {
    guard isAvailable else {
      // No libchafa, so nothing will be drawn: keep the picture's proportions all the same.
      let columns = max(1, columns)
      let tall = Double(columns) * Double(max(1, height)) / Double(max(1, width))
      let fittedRows = max(1, Int((tall * Double(cellAspect)).rounded()))
      guard let rows, fittedRows > rows else { return (columns, fittedRows) }
      let narrower = Double(columns) * Double(max(1, rows)) / Double(fittedRows)
      return (max(1, Int(narrower.rounded())), max(1, rows))
    }
    var fittedColumns = Int32(clamping: max(1, columns))
    var fittedRows = Int32(clamping: max(1, rows ?? Int(Int32.max / 4)))
    cchafa_fit(
      Int32(clamping: max(1, width)), Int32(clamping: max(1, height)), &fittedColumns,
      &fittedRows, cellAspect)
    return (max(1, Int(fittedColumns)), max(1, Int(fittedRows)))
  }

  /// The box, in the picture's pixels, that drawing it in `columns`×`rows` cells (nil:
  /// no height limit) fits it into, for `ImageDecoder.decode(_:box:)`.
  public func decodingBox(columns: Int, rows: Int?) -> (width: Int, height: Int) {
    // Symbols sample 8×8 pixels a cell, which stands for a cell twice as tall as wide;
    // graphics protocols get each cell's own pixels.
    let cell = imageProtocol == .symbols ? (8, 16) : Self.cellPixels
    let height = rows.map { max(1, $0) * cell.1 } ?? Int(Int32.max / 2)
    return (max(1, columns) * cell.0, height)
  }

  /// Whether libchafa, which draws every picture, is installed.
  ///
  /// It is opened on first use rather than at start-up, which it and GLib would slow down
  /// by about a millisecond.
  public static var isAvailable: Bool { cchafa_available() != 0 }

  /// What is shown instead of a picture when libchafa is missing.
  public static let missingLibraryNote =
    "(pictures need libchafa, which is not installed; Debian: libchafa0)"

  /// Draws `image` fitted into `columns`×`rows` cells (nil rows: no height limit).
  public func render(_ image: DecodedImage, columns: Int, rows: Int?) -> RenderedImage {
    let size = Self.fit(width: image.width, height: image.height, columns: columns, rows: rows)
    guard Self.isAvailable else {
      let note = String(Self.missingLibraryNote.prefix(max(1, columns)))
      return RenderedImage(
        text: note, imageProtocol: .symbols, columns: note.count, rows: 1)
    }
    var length = 0
    let draw = { (environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) in
      cchafa_render(
        image.pixels, Int32(clamping: image.width), Int32(clamping: image.height),
        Int32(clamping: image.width * 4), imageProtocol.chafaValue, colors.chafaValue,
        unicode ? 1 : 0, Int32(clamping: size.columns), Int32(clamping: size.rows),
        environment, &length)
    }
    let output = environment.map { CEnvironment($0).withPointer(draw) } ?? draw(nil)
    var text = ""
    if let output {
      text = String(
        decoding: UnsafeBufferPointer(
          start: UnsafeRawPointer(output).assumingMemoryBound(to: UInt8.self), count: length),
        as: UTF8.self)
      free(output)
    }
    return RenderedImage(
      text: text, imageProtocol: imageProtocol, columns: size.columns, rows: size.rows)
  }
}
