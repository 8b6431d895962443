#ifndef CCHAFA_H
#define CCHAFA_H
// Wrappers over libchafa that keep GLib's types (GString, gchar **) on the C side: Swift
// hands over RGBA pixels and gets back a malloc'd string of terminal output.
#include <chafa.h>
#include <stdlib.h>
#include <string.h>

// The ways of drawing a picture, as cchafa_render takes them.
#define CCHAFA_SYMBOLS 0
#define CCHAFA_KITTY 1
#define CCHAFA_ITERM 2
#define CCHAFA_SIXEL 3

// The colours symbols may use.
#define CCHAFA_COLORS_NONE 0
#define CCHAFA_COLORS_16 1
#define CCHAFA_COLORS_256 2
#define CCHAFA_COLORS_TRUE 3

/// The terminal that the NULL-terminated `NAME=value` list `envp` describes, as chafa's
/// terminal database knows it, with every sequence chafa can write added where missing
/// (so a protocol asked for explicitly is written even when detection did not find it).
static inline ChafaTermInfo *cchafa_term_info(char **envp, int detected_only) {
  ChafaTermDb *db = chafa_term_db_get_default();
  ChafaTermInfo *info = chafa_term_db_detect(db, envp);
  if (!detected_only) {
    ChafaTermInfo *fallback = chafa_term_db_get_fallback_info(db);
    chafa_term_info_supplement(info, fallback);
    chafa_term_info_unref(fallback);
  }
  return info;
}

/// The best picture protocol of the terminal `envp` describes: CCHAFA_KITTY, CCHAFA_ITERM,
/// CCHAFA_SIXEL or, when it knows none, CCHAFA_SYMBOLS.
static inline int cchafa_detect_protocol(char **envp) {
  ChafaTermInfo *info = cchafa_term_info(envp, 1);
  int protocol = CCHAFA_SYMBOLS;
  if (chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1)) {
    protocol = CCHAFA_KITTY;
  } else if (chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_BEGIN_ITERM2_IMAGE)) {
    protocol = CCHAFA_ITERM;
  } else if (chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_BEGIN_SIXELS)) {
    protocol = CCHAFA_SIXEL;
  }
  chafa_term_info_unref(info);
  return protocol;
}

/// The canvas size in cells that shows a `width`×`height` picture whole within
/// `*columns`×`*rows`, for cells `font_ratio` times as wide as they are tall.
static inline void cchafa_fit(int width, int height, int *columns, int *rows, float font_ratio) {
  gint w = *columns, h = *rows;
  chafa_calc_canvas_geometry(width, height, &w, &h, font_ratio, TRUE, FALSE);
  *columns = w;
  *rows = h;
}

/// Draws RGBA pixels on a `columns`×`rows` canvas and returns the terminal output as a
/// malloc'd string of `*length` bytes (NULL if out of memory); `envp` may be NULL.
static inline char *cchafa_render(
    const unsigned char *pixels, int width, int height, int rowstride, int protocol, int colors,
    int unicode, int columns, int rows, char **envp, size_t *length) {
  ChafaCanvasConfig *config = chafa_canvas_config_new();
  chafa_canvas_config_set_geometry(config, columns, rows);
  chafa_canvas_config_set_cell_geometry(config, 10, 20);
  ChafaSymbolMap *symbols = chafa_symbol_map_new();
  switch (protocol) {
  case CCHAFA_KITTY: chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_KITTY); break;
  case CCHAFA_ITERM: chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_ITERM2); break;
  case CCHAFA_SIXEL: chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SIXELS); break;
  default: chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SYMBOLS); break;
  }
  ChafaCanvasMode mode = CHAFA_CANVAS_MODE_TRUECOLOR;
  if (protocol == CCHAFA_SYMBOLS) {
    switch (colors) {
    case CCHAFA_COLORS_NONE: mode = CHAFA_CANVAS_MODE_FGBG; break;
    case CCHAFA_COLORS_16: mode = CHAFA_CANVAS_MODE_INDEXED_16; break;
    case CCHAFA_COLORS_256: mode = CHAFA_CANVAS_MODE_INDEXED_240; break;
    default: mode = CHAFA_CANVAS_MODE_TRUECOLOR; break;
    }
  }
  chafa_canvas_config_set_canvas_mode(config, mode);
  if (unicode) {
    chafa_symbol_map_add_by_tags(
        symbols, CHAFA_SYMBOL_TAG_BLOCK | CHAFA_SYMBOL_TAG_BORDER | CHAFA_SYMBOL_TAG_SPACE);
    chafa_symbol_map_remove_by_tags(symbols, CHAFA_SYMBOL_TAG_WIDE | CHAFA_SYMBOL_TAG_INVERTED);
  } else {
    chafa_symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_ASCII);
  }
  chafa_canvas_config_set_symbol_map(config, symbols);
  ChafaCanvas *canvas = chafa_canvas_new(config);
  chafa_canvas_draw_all_pixels(
      canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels, width, height, rowstride);
  ChafaTermInfo *info = cchafa_term_info(envp, 0);
  GString *printed = chafa_canvas_print(canvas, info);
  char *result = malloc(printed->len + 1);
  if (result != NULL) {
    memcpy(result, printed->str, printed->len + 1);
    *length = printed->len;
  }
  g_string_free(printed, TRUE);
  chafa_term_info_unref(info);
  chafa_canvas_unref(canvas);
  chafa_symbol_map_unref(symbols);
  chafa_canvas_config_unref(config);
  return result;
}
#endif
