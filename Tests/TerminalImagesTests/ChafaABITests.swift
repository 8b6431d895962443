import CChafa
import CChafaABI
import TerminalImages
import Testing

// CChafa opens libchafa at run time and declares the part of its API it calls itself:
// these values must be chafa's, or pictures come out in the wrong mode or not at all.
@Suite("chafa, opened at run time")
struct ChafaABITests {
  @Test("CChafa's copy of chafa's values matches chafa.h")
  func valuesMatchChafaHeader() {
    #expect(CCHAFA_TERM_SEQ_BEGIN_SIXELS == cchafa_abi_seq_sixels())
    #expect(CCHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1 == cchafa_abi_seq_kitty())
    #expect(CCHAFA_TERM_SEQ_BEGIN_ITERM2_IMAGE == cchafa_abi_seq_iterm())
    #expect(CCHAFA_PIXEL_MODE_SYMBOLS == cchafa_abi_pixel_mode_symbols())
    #expect(CCHAFA_PIXEL_MODE_SIXELS == cchafa_abi_pixel_mode_sixels())
    #expect(CCHAFA_PIXEL_MODE_KITTY == cchafa_abi_pixel_mode_kitty())
    #expect(CCHAFA_PIXEL_MODE_ITERM2 == cchafa_abi_pixel_mode_iterm())
    #expect(CCHAFA_CANVAS_MODE_TRUECOLOR == cchafa_abi_canvas_truecolor())
    #expect(CCHAFA_CANVAS_MODE_INDEXED_240 == cchafa_abi_canvas_240())
    #expect(CCHAFA_CANVAS_MODE_INDEXED_16 == cchafa_abi_canvas_16())
    #expect(CCHAFA_CANVAS_MODE_FGBG == cchafa_abi_canvas_fgbg())
    #expect(CCHAFA_SYMBOL_TAG_SPACE == cchafa_abi_tag_space())
    #expect(CCHAFA_SYMBOL_TAG_BLOCK == cchafa_abi_tag_block())
    #expect(CCHAFA_SYMBOL_TAG_BORDER == cchafa_abi_tag_border())
    #expect(CCHAFA_SYMBOL_TAG_INVERTED == cchafa_abi_tag_inverted())
    #expect(CCHAFA_SYMBOL_TAG_ASCII == cchafa_abi_tag_ascii())
    #expect(CCHAFA_SYMBOL_TAG_WIDE == cchafa_abi_tag_wide())
    #expect(CCHAFA_PIXEL_RGBA8_UNASSOCIATED == cchafa_abi_rgba8_unassociated())
    #expect(MemoryLayout<CChafaGString>.offset(of: \.str) == cchafa_abi_gstring_str_offset())
    #expect(MemoryLayout<CChafaGString>.offset(of: \.len) == cchafa_abi_gstring_len_offset())
  }

  @Test("libchafa is found at run time, and draws a picture")
  func drawsThroughTheLoadedLibrary() {
    #expect(cchafa_available() == 1)
    // A 2×2 picture, red on the left and blue on the right, as ASCII symbols.
    let red: [UInt8] = [255, 0, 0, 255]
    let blue: [UInt8] = [0, 0, 255, 255]
    let pixels = red + blue + red + blue
    guard let image = DecodedImage(width: 2, height: 2, rgba: pixels) else {
      Issue.record("a 2×2 picture could not be made")
      return
    }
    let renderer = ImageRenderer(imageProtocol: .symbols, colors: .trueColor, unicode: true)
    let drawn = renderer.render(image, columns: 4, rows: 2)
    // The foreground colours of the cells, left to right: red fading into blue.
    let colours = drawn.text.split(separator: "\u{1B}[38;2;").dropFirst().map { cell in
      cell.prefix { $0 != "m" }.split(separator: ";").prefix(3).compactMap { Int($0) }
    }
    #expect(drawn.columns == 4)
    #expect(colours.count == 8)
    if let left = colours.first, let right = colours.last, left.count == 3, right.count == 3 {
      #expect(left[0] > 200 && left[2] < 50)
      #expect(right[2] > 200 && right[0] < 50)
    } else {
      Issue.record("no true-colour cells in \(drawn.text.debugDescription)")
    }
  }
}
