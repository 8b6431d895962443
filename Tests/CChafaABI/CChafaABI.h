#ifndef CCHAFAABI_H
#define CCHAFAABI_H
// chafa's own values, from chafa.h, for the test that compares CChafa's copy of them.
#include <chafa.h>
#include <stddef.h>

static inline int cchafa_abi_seq_sixels(void) { return CHAFA_TERM_SEQ_BEGIN_SIXELS; }
static inline int cchafa_abi_seq_kitty(void) {
  return CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1;
}
static inline int cchafa_abi_seq_iterm(void) { return CHAFA_TERM_SEQ_BEGIN_ITERM2_IMAGE; }
static inline int cchafa_abi_pixel_mode_symbols(void) { return CHAFA_PIXEL_MODE_SYMBOLS; }
static inline int cchafa_abi_pixel_mode_sixels(void) { return CHAFA_PIXEL_MODE_SIXELS; }
static inline int cchafa_abi_pixel_mode_kitty(void) { return CHAFA_PIXEL_MODE_KITTY; }
static inline int cchafa_abi_pixel_mode_iterm(void) { return CHAFA_PIXEL_MODE_ITERM2; }
static inline int cchafa_abi_canvas_truecolor(void) { return CHAFA_CANVAS_MODE_TRUECOLOR; }
static inline int cchafa_abi_canvas_240(void) { return CHAFA_CANVAS_MODE_INDEXED_240; }
static inline int cchafa_abi_canvas_16(void) { return CHAFA_CANVAS_MODE_INDEXED_16; }
static inline int cchafa_abi_canvas_fgbg(void) { return CHAFA_CANVAS_MODE_FGBG; }
static inline int cchafa_abi_tag_space(void) { return CHAFA_SYMBOL_TAG_SPACE; }
static inline int cchafa_abi_tag_block(void) { return CHAFA_SYMBOL_TAG_BLOCK; }
static inline int cchafa_abi_tag_border(void) { return CHAFA_SYMBOL_TAG_BORDER; }
static inline int cchafa_abi_tag_inverted(void) { return CHAFA_SYMBOL_TAG_INVERTED; }
static inline int cchafa_abi_tag_ascii(void) { return CHAFA_SYMBOL_TAG_ASCII; }
static inline int cchafa_abi_tag_wide(void) { return CHAFA_SYMBOL_TAG_WIDE; }
static inline int cchafa_abi_rgba8_unassociated(void) { return CHAFA_PIXEL_RGBA8_UNASSOCIATED; }
static inline size_t cchafa_abi_gstring_str_offset(void) { return offsetof(GString, str); }
static inline size_t cchafa_abi_gstring_len_offset(void) { return offsetof(GString, len); }
#endif
