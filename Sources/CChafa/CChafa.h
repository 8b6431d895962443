#ifndef CCHAFA_H
#define CCHAFA_H
// Wrappers over libchafa that keep GLib's types (GString, gchar **) on the C side: Swift
// hands over RGBA pixels and gets back a malloc'd string of terminal output.
//
// libchafa is opened with dlopen when the first picture is drawn, not linked: loading it
// with GLib and PCRE2 behind it cost every command about a millisecond at start-up,
// though few draw a picture. So this file declares the part of chafa's API it calls
// itself (chafa.h would need GLib's headers); the values are chafa's ABI for
// libchafa.so.0, and CChafaTests compares each one with chafa.h.
#include "../CLazyLibrary/LazyLibrary.h"
#include <stdlib.h>
#include <string.h>

typedef struct ChafaTermDb ChafaTermDb;
typedef struct ChafaTermInfo ChafaTermInfo;
typedef struct ChafaCanvasConfig ChafaCanvasConfig;
typedef struct ChafaSymbolMap ChafaSymbolMap;
typedef struct ChafaCanvas ChafaCanvas;
/// GLib's GString: only its first two fields are read.
typedef struct {
  char *str;
  size_t len;
} CChafaGString;

#define CCHAFA_TERM_SEQ_BEGIN_SIXELS 40
#define CCHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1 43
#define CCHAFA_TERM_SEQ_BEGIN_ITERM2_IMAGE 47
#define CCHAFA_PIXEL_MODE_SYMBOLS 0
#define CCHAFA_PIXEL_MODE_SIXELS 1
#define CCHAFA_PIXEL_MODE_KITTY 2
#define CCHAFA_PIXEL_MODE_ITERM2 3
#define CCHAFA_CANVAS_MODE_TRUECOLOR 0
#define CCHAFA_CANVAS_MODE_INDEXED_240 2
#define CCHAFA_CANVAS_MODE_INDEXED_16 3
#define CCHAFA_CANVAS_MODE_FGBG 5
#define CCHAFA_SYMBOL_TAG_SPACE 1
#define CCHAFA_SYMBOL_TAG_BLOCK 8
#define CCHAFA_SYMBOL_TAG_BORDER 16
#define CCHAFA_SYMBOL_TAG_INVERTED 1024
#define CCHAFA_SYMBOL_TAG_ASCII 16384
#define CCHAFA_SYMBOL_TAG_WIDE 262144
#define CCHAFA_PIXEL_RGBA8_UNASSOCIATED 4

/// Every chafa (and GLib) function this file calls, as X(name, return type, parameters).
#define CCHAFA_FUNCTIONS(X) \
  X(chafa_term_db_get_default, ChafaTermDb *, (void)) \
  X(chafa_term_db_detect, ChafaTermInfo *, (ChafaTermDb *, char **)) \
  X(chafa_term_db_get_fallback_info, ChafaTermInfo *, (ChafaTermDb *)) \
  X(chafa_term_info_supplement, void, (ChafaTermInfo *, ChafaTermInfo *)) \
  X(chafa_term_info_unref, void, (ChafaTermInfo *)) \
  X(chafa_term_info_have_seq, int, (ChafaTermInfo *, int)) \
  X(chafa_calc_canvas_geometry, void, (int, int, int *, int *, float, int, int)) \
  X(chafa_canvas_config_new, ChafaCanvasConfig *, (void)) \
  X(chafa_canvas_config_set_geometry, void, (ChafaCanvasConfig *, int, int)) \
  X(chafa_canvas_config_set_cell_geometry, void, (ChafaCanvasConfig *, int, int)) \
  X(chafa_canvas_config_set_pixel_mode, void, (ChafaCanvasConfig *, int)) \
  X(chafa_canvas_config_set_canvas_mode, void, (ChafaCanvasConfig *, int)) \
  X(chafa_canvas_config_set_symbol_map, void, (ChafaCanvasConfig *, const ChafaSymbolMap *)) \
  X(chafa_canvas_config_unref, void, (ChafaCanvasConfig *)) \
  X(chafa_symbol_map_new, ChafaSymbolMap *, (void)) \
  X(chafa_symbol_map_add_by_tags, void, (ChafaSymbolMap *, int)) \
  X(chafa_symbol_map_remove_by_tags, void, (ChafaSymbolMap *, int)) \
  X(chafa_symbol_map_unref, void, (ChafaSymbolMap *)) \
  X(chafa_canvas_new, ChafaCanvas *, (const ChafaCanvasConfig *)) \
  X(chafa_canvas_draw_all_pixels, void, \
    (ChafaCanvas *, int, const unsigned char *, int, int, int)) \
  X(chafa_canvas_print, CChafaGString *, (ChafaCanvas *, ChafaTermInfo *)) \
  X(chafa_canvas_unref, void, (ChafaCanvas *)) \
  X(g_string_free, char *, (CChafaGString *, int))

// g_string_free is GLib's: dlsym on chafa's handle searches what chafa loaded, too.
#ifdef __APPLE__
LAZY_LIBRARY(cchafa, CCHAFA_FUNCTIONS, "libchafa.0.dylib", "libchafa.dylib")
#else
LAZY_LIBRARY(cchafa, CCHAFA_FUNCTIONS, "libchafa.so.0", "libchafa.so")
#endif

/// Whether libchafa could be loaded, so that pictures can be drawn.
static inline int cchafa_available(void) { return cchafa_functions() != NULL; }

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
static inline ChafaTermInfo *cchafa_term_info(
    const cchafa_api *chafa, char **envp, int detected_only) {
  ChafaTermDb *db = chafa->chafa_term_db_get_default();
  ChafaTermInfo *info = chafa->chafa_term_db_detect(db, envp);
  if (!detected_only) {
    ChafaTermInfo *fallback = chafa->chafa_term_db_get_fallback_info(db);
    chafa->chafa_term_info_supplement(info, fallback);
    chafa->chafa_term_info_unref(fallback);
  }
  return info;
}

/// The best picture protocol of the terminal `envp` describes: CCHAFA_KITTY, CCHAFA_ITERM,
/// CCHAFA_SIXEL or, when it knows none, CCHAFA_SYMBOLS.
static inline int cchafa_detect_protocol(char **envp) {
  const cchafa_api *chafa = cchafa_functions();
  if (chafa == NULL) return CCHAFA_SYMBOLS;
  ChafaTermInfo *info = cchafa_term_info(chafa, envp, 1);
  int protocol = CCHAFA_SYMBOLS;
  if (chafa->chafa_term_info_have_seq(info, CCHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1)) {
    protocol = CCHAFA_KITTY;
  } else if (chafa->chafa_term_info_have_seq(info, CCHAFA_TERM_SEQ_BEGIN_ITERM2_IMAGE)) {
    protocol = CCHAFA_ITERM;
  } else if (chafa->chafa_term_info_have_seq(info, CCHAFA_TERM_SEQ_BEGIN_SIXELS)) {
    protocol = CCHAFA_SIXEL;
  }
  chafa->chafa_term_info_unref(info);
  return protocol;
}

/// The canvas size in cells that shows a `width`×`height` picture whole within
/// `*columns`×`*rows`, for cells `font_ratio` times as wide as they are tall.
static inline void cchafa_fit(int width, int height, int *columns, int *rows, float font_ratio) {
  const cchafa_api *chafa = cchafa_functions();
  if (chafa == NULL) return;
  int w = *columns, h = *rows;
  chafa->chafa_calc_canvas_geometry(width, height, &w, &h, font_ratio, 1, 0);
  *columns = w;
  *rows = h;
}

/// Draws RGBA pixels on a `columns`×`rows` canvas and returns the terminal output as a
/// malloc'd string of `*length` bytes (NULL if out of memory); `envp` may be NULL.
static inline char *cchafa_render(
    const unsigned char *pixels, int width, int height, int rowstride, int protocol, int colors,
    int unicode, int columns, int rows, char **envp, size_t *length) {
  const cchafa_api *chafa = cchafa_functions();
  if (chafa == NULL) return NULL;
  ChafaCanvasConfig *config = chafa->chafa_canvas_config_new();
  chafa->chafa_canvas_config_set_geometry(config, columns, rows);
  chafa->chafa_canvas_config_set_cell_geometry(config, 10, 20);
  ChafaSymbolMap *symbols = chafa->chafa_symbol_map_new();
  switch (protocol) {
  case CCHAFA_KITTY: chafa->chafa_canvas_config_set_pixel_mode(config, CCHAFA_PIXEL_MODE_KITTY); break;
  case CCHAFA_ITERM: chafa->chafa_canvas_config_set_pixel_mode(config, CCHAFA_PIXEL_MODE_ITERM2); break;
  case CCHAFA_SIXEL: chafa->chafa_canvas_config_set_pixel_mode(config, CCHAFA_PIXEL_MODE_SIXELS); break;
  default: chafa->chafa_canvas_config_set_pixel_mode(config, CCHAFA_PIXEL_MODE_SYMBOLS); break;
  }
  int mode = CCHAFA_CANVAS_MODE_TRUECOLOR;
  if (protocol == CCHAFA_SYMBOLS) {
    switch (colors) {
    case CCHAFA_COLORS_NONE: mode = CCHAFA_CANVAS_MODE_FGBG; break;
    case CCHAFA_COLORS_16: mode = CCHAFA_CANVAS_MODE_INDEXED_16; break;
    case CCHAFA_COLORS_256: mode = CCHAFA_CANVAS_MODE_INDEXED_240; break;
    default: mode = CCHAFA_CANVAS_MODE_TRUECOLOR; break;
    }
  }
  chafa->chafa_canvas_config_set_canvas_mode(config, mode);
  if (unicode) {
    chafa->chafa_symbol_map_add_by_tags(
        symbols, CCHAFA_SYMBOL_TAG_BLOCK | CCHAFA_SYMBOL_TAG_BORDER | CCHAFA_SYMBOL_TAG_SPACE);
    chafa->chafa_symbol_map_remove_by_tags(symbols, CCHAFA_SYMBOL_TAG_WIDE | CCHAFA_SYMBOL_TAG_INVERTED);
  } else {
    chafa->chafa_symbol_map_add_by_tags(symbols, CCHAFA_SYMBOL_TAG_ASCII);
  }
  chafa->chafa_canvas_config_set_symbol_map(config, symbols);
  ChafaCanvas *canvas = chafa->chafa_canvas_new(config);
  chafa->chafa_canvas_draw_all_pixels(
      canvas, CCHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels, width, height, rowstride);
  ChafaTermInfo *info = cchafa_term_info(chafa, envp, 0);
  CChafaGString *printed = chafa->chafa_canvas_print(canvas, info);
  char *result = malloc(printed->len + 1);
  if (result != NULL) {
    memcpy(result, printed->str, printed->len + 1);
    *length = printed->len;
  }
  chafa->g_string_free(printed, 1);
  chafa->chafa_term_info_unref(info);
  chafa->chafa_canvas_unref(canvas);
  chafa->chafa_symbol_map_unref(symbols);
  chafa->chafa_canvas_config_unref(config);
  return result;
}
#endif
