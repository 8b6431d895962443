#ifndef CIMAGEDECODERS_H
#define CIMAGEDECODERS_H
// Decodes PNG (libpng), JPEG (libjpeg-turbo), WebP (libwebp) and HEIC (libheif) from
// memory into RGBA8 pixels. libjpeg reports errors by longjmp, which Swift cannot catch: this file keeps the
// setjmp on the C side and returns an error message instead.
//
// Each library is opened with dlopen when the first picture of its format is decoded, not
// linked: libheif and the codecs behind it (x265, aom, dav1d, de265) cost about 28 million
// instructions at start-up, libjpeg, libpng and libwebp a few hundred microseconds more,
// and every command paid for them although few draw a picture. A library that is missing
// makes its format refused, with a message that names its package.
#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <png.h>
#include <webp/decode.h>
#include <libheif/heif.h>

/// Decoded pixels (malloc'd, 4 bytes a pixel, rows `width * 4` bytes apart) or an error.
typedef struct {
  unsigned char *pixels;
  int width;
  int height;
  char message[JMSG_LENGTH_MAX];
} cimage_decoded;

static inline void cimage_fail(cimage_decoded *out, const char *message) {
  out->pixels = NULL;
  snprintf(out->message, sizeof out->message, "%s", message);
}

/// Opens the first of `names` that loads (NULL when none does). Opened libraries stay
/// loaded, so the next picture finds them at once.
static inline void *cimage_open(const char *const *names, size_t count) {
  void *library = NULL;
  for (size_t index = 0; index < count && library == NULL; index++) {
    library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
  }
  return library;
}

#define CIMAGE_FIELD(name) __typeof__(&name) name;
#define CIMAGE_FIND(name) \
  api->name = (__typeof__(api->name))dlsym(library, #name); \
  if (api->name == NULL) found = 0;

/// The libjpeg functions `cimage_decode_jpeg` calls.
#define CIMAGE_JPEG_FUNCTIONS(X) \
  X(jpeg_std_error) X(jpeg_CreateDecompress) X(jpeg_mem_src) X(jpeg_read_header) \
  X(jpeg_start_decompress) X(jpeg_read_scanlines) X(jpeg_finish_decompress) \
  X(jpeg_destroy_decompress)
typedef struct { CIMAGE_JPEG_FUNCTIONS(CIMAGE_FIELD) } cimage_jpeg_api;
static cimage_jpeg_api cimage_jpeg_loaded = {0};
static int cimage_jpeg_found = 0;
static pthread_once_t cimage_jpeg_once = PTHREAD_ONCE_INIT;
static void cimage_jpeg_load(void) {
#ifdef __APPLE__
  static const char *const names[] = {"libjpeg.8.dylib", "libjpeg.dylib"};
#else
  static const char *const names[] = {"libjpeg.so.62", "libjpeg.so.8", "libjpeg.so"};
#endif
  void *library = cimage_open(names, sizeof names / sizeof names[0]);
  if (library == NULL) return;
  cimage_jpeg_api *api = &cimage_jpeg_loaded;
  int found = 1;
  CIMAGE_JPEG_FUNCTIONS(CIMAGE_FIND)
  cimage_jpeg_found = found;
}
static inline const cimage_jpeg_api *cimage_jpeg_functions(void) {
  pthread_once(&cimage_jpeg_once, cimage_jpeg_load);
  return cimage_jpeg_found ? &cimage_jpeg_loaded : NULL;
}

/// The libpng functions `cimage_decode_png` calls.
#define CIMAGE_PNG_FUNCTIONS(X) \
  X(png_image_begin_read_from_memory) X(png_image_finish_read) X(png_image_free)
typedef struct { CIMAGE_PNG_FUNCTIONS(CIMAGE_FIELD) } cimage_png_api;
static cimage_png_api cimage_png_loaded = {0};
static int cimage_png_found = 0;
static pthread_once_t cimage_png_once = PTHREAD_ONCE_INIT;
static void cimage_png_load(void) {
#ifdef __APPLE__
  static const char *const names[] = {"libpng16.16.dylib", "libpng16.dylib"};
#else
  static const char *const names[] = {"libpng16.so.16", "libpng16.so"};
#endif
  void *library = cimage_open(names, sizeof names / sizeof names[0]);
  if (library == NULL) return;
  cimage_png_api *api = &cimage_png_loaded;
  int found = 1;
  CIMAGE_PNG_FUNCTIONS(CIMAGE_FIND)
  cimage_png_found = found;
}
static inline const cimage_png_api *cimage_png_functions(void) {
  pthread_once(&cimage_png_once, cimage_png_load);
  return cimage_png_found ? &cimage_png_loaded : NULL;
}

/// The libwebp functions `cimage_decode_webp` calls.
#define CIMAGE_WEBP_FUNCTIONS(X) X(WebPGetInfo) X(WebPDecodeRGBAInto)
typedef struct { CIMAGE_WEBP_FUNCTIONS(CIMAGE_FIELD) } cimage_webp_api;
static cimage_webp_api cimage_webp_loaded = {0};
static int cimage_webp_found = 0;
static pthread_once_t cimage_webp_once = PTHREAD_ONCE_INIT;
static void cimage_webp_load(void) {
#ifdef __APPLE__
  static const char *const names[] = {"libwebp.7.dylib", "libwebp.dylib"};
#else
  static const char *const names[] = {"libwebp.so.7", "libwebp.so"};
#endif
  void *library = cimage_open(names, sizeof names / sizeof names[0]);
  if (library == NULL) return;
  cimage_webp_api *api = &cimage_webp_loaded;
  int found = 1;
  CIMAGE_WEBP_FUNCTIONS(CIMAGE_FIND)
  cimage_webp_found = found;
}
static inline const cimage_webp_api *cimage_webp_functions(void) {
  pthread_once(&cimage_webp_once, cimage_webp_load);
  return cimage_webp_found ? &cimage_webp_loaded : NULL;
}
#undef CIMAGE_FIELD
#undef CIMAGE_FIND

struct cimage_jpeg_error {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
};

static void cimage_jpeg_error_exit(j_common_ptr info) {
  struct cimage_jpeg_error *error = (struct cimage_jpeg_error *)info->err;
  (*info->err->format_message)(info, error->message);
  longjmp(error->jump, 1);
}

static void cimage_jpeg_silence(j_common_ptr info, int level) {
  (void)info;
  (void)level;
}

/// Decodes a JPEG, scaled down in the DCT by 1/2, 1/4 or 1/8 while it still has every pixel
/// a picture fitted into `box_width`×`box_height` needs (0 for full size): a 12-megapixel
/// photo drawn in 120 columns never needs all its pixels.
static inline int cimage_decode_jpeg(
    const unsigned char *data, size_t size, int box_width, int box_height, cimage_decoded *out) {
  const cimage_jpeg_api *jpeg = cimage_jpeg_functions();
  if (jpeg == NULL) {
    cimage_fail(out, "JPEG pictures need libjpeg, which is not installed (Debian: libjpeg62-turbo)");
    return 0;
  }
  struct jpeg_decompress_struct info;
  struct cimage_jpeg_error error;
  unsigned char *volatile pixels = NULL;
  memset(&info, 0, sizeof info);
  info.err = jpeg->jpeg_std_error(&error.base);
  error.base.error_exit = cimage_jpeg_error_exit;
  error.base.emit_message = cimage_jpeg_silence;
  error.message[0] = 0;
  if (setjmp(error.jump)) {
    jpeg->jpeg_destroy_decompress(&info);
    free(pixels);
    cimage_fail(out, error.message);
    return 0;
  }
  jpeg->jpeg_CreateDecompress(&info, JPEG_LIB_VERSION, sizeof info);
  jpeg->jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg->jpeg_read_header(&info, TRUE);
  info.out_color_space = JCS_EXT_RGBA;
  info.scale_num = 1;
  info.scale_denom = 1;
  if (box_width > 0 && box_height > 0) {
    double by_width = (double)info.image_width / box_width;
    double by_height = (double)info.image_height / box_height;
    double limit = by_width > by_height ? by_width : by_height;
    // A seventh less than the box asks for still looks the same in cells: allowing it
    // halves the pixels decoded for a whole class of screen sizes.
    for (unsigned int denom = 8; denom >= 2; denom /= 2) {
      if (denom <= limit * 8 / 7) {
        info.scale_denom = denom;
        break;
      }
    }
  }
  // Pixels end up averaged into cells: the fast integer DCT and plain chroma upsampling
  // look the same there, and save a fifth of the decoding time.
  info.dct_method = JDCT_IFAST;
  info.do_fancy_upsampling = FALSE;
  jpeg->jpeg_start_decompress(&info);
  size_t stride = (size_t)info.output_width * 4;
  pixels = malloc(stride * info.output_height);
  if (pixels == NULL) {
    jpeg->jpeg_destroy_decompress(&info);
    cimage_fail(out, "out of memory");
    return 0;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW rows[8];
    int count = 0;
    for (; count < 8 && info.output_scanline + count < info.output_height; count++) {
      rows[count] = pixels + stride * (info.output_scanline + count);
    }
    jpeg->jpeg_read_scanlines(&info, rows, (JDIMENSION)count);
  }
  out->width = (int)info.output_width;
  out->height = (int)info.output_height;
  jpeg->jpeg_finish_decompress(&info);
  jpeg->jpeg_destroy_decompress(&info);
  out->pixels = pixels;
  return 1;
}

/// Decodes a PNG (any bit depth, palette or grey) to RGBA.
static inline int cimage_decode_png(const unsigned char *data, size_t size, cimage_decoded *out) {
  const cimage_png_api *png = cimage_png_functions();
  if (png == NULL) {
    cimage_fail(out, "PNG pictures need libpng, which is not installed (Debian: libpng16-16)");
    return 0;
  }
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png->png_image_begin_read_from_memory(&image, data, size)) {
    cimage_fail(out, image.message);
    return 0;
  }
  image.format = PNG_FORMAT_RGBA;
  unsigned char *pixels = malloc(PNG_IMAGE_SIZE(image));
  if (pixels == NULL) {
    png->png_image_free(&image);
    cimage_fail(out, "out of memory");
    return 0;
  }
  if (!png->png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
    free(pixels);
    cimage_fail(out, image.message);
    return 0;
  }
  out->pixels = pixels;
  out->width = (int)image.width;
  out->height = (int)image.height;
  return 1;
}

/// Decodes a still WebP to RGBA.
static inline int cimage_decode_webp(const unsigned char *data, size_t size, cimage_decoded *out) {
  const cimage_webp_api *webp = cimage_webp_functions();
  if (webp == NULL) {
    cimage_fail(out, "WebP pictures need libwebp, which is not installed (Debian: libwebp7)");
    return 0;
  }
  int width = 0, height = 0;
  if (!webp->WebPGetInfo(data, size, &width, &height) || width <= 0 || height <= 0) {
    cimage_fail(out, "not a valid WebP picture");
    return 0;
  }
  size_t stride = (size_t)width * 4;
  unsigned char *pixels = malloc(stride * (size_t)height);
  if (pixels == NULL) {
    cimage_fail(out, "out of memory");
    return 0;
  }
  if (webp->WebPDecodeRGBAInto(data, size, pixels, stride * (size_t)height, (int)stride) == NULL) {
    free(pixels);
    cimage_fail(out, "the WebP data is damaged or uses a feature libwebp cannot decode");
    return 0;
  }
  out->pixels = pixels;
  out->width = width;
  out->height = height;
  return 1;
}
/// The libheif functions `cimage_decode_heif` calls, found in the library opened at run time.
typedef struct {
  __typeof__(&heif_context_alloc) context_alloc;
  __typeof__(&heif_context_free) context_free;
  __typeof__(&heif_context_read_from_memory_without_copy) read_from_memory;
  __typeof__(&heif_context_get_primary_image_handle) primary_image_handle;
  __typeof__(&heif_decode_image) decode_image;
  __typeof__(&heif_image_get_plane_readonly) plane_readonly;
  __typeof__(&heif_image_get_width) image_width;
  __typeof__(&heif_image_get_height) image_height;
  __typeof__(&heif_image_release) image_release;
  __typeof__(&heif_image_handle_release) handle_release;
} cimage_heif_api;

/// Opens libheif (once: dlopen counts, and the library stays loaded) and finds its
/// functions; 0 when it is not installed or lacks one of them.
static inline int cimage_heif_load(cimage_heif_api *api) {
#ifdef __APPLE__
  static const char *const names[] = {"libheif.1.dylib", "libheif.dylib"};
#else
  static const char *const names[] = {"libheif.so.1", "libheif.so"};
#endif
  void *library = NULL;
  for (size_t index = 0; index < sizeof names / sizeof names[0] && library == NULL; index++) {
    library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
  }
  if (library == NULL) return 0;
  api->context_alloc = (__typeof__(api->context_alloc))dlsym(library, "heif_context_alloc");
  api->context_free = (__typeof__(api->context_free))dlsym(library, "heif_context_free");
  api->read_from_memory = (__typeof__(api->read_from_memory))dlsym(
      library, "heif_context_read_from_memory_without_copy");
  api->primary_image_handle = (__typeof__(api->primary_image_handle))dlsym(
      library, "heif_context_get_primary_image_handle");
  api->decode_image = (__typeof__(api->decode_image))dlsym(library, "heif_decode_image");
  api->plane_readonly =
      (__typeof__(api->plane_readonly))dlsym(library, "heif_image_get_plane_readonly");
  api->image_width = (__typeof__(api->image_width))dlsym(library, "heif_image_get_width");
  api->image_height = (__typeof__(api->image_height))dlsym(library, "heif_image_get_height");
  api->image_release = (__typeof__(api->image_release))dlsym(library, "heif_image_release");
  api->handle_release =
      (__typeof__(api->handle_release))dlsym(library, "heif_image_handle_release");
  return api->context_alloc != NULL && api->context_free != NULL && api->read_from_memory != NULL
      && api->primary_image_handle != NULL && api->decode_image != NULL
      && api->plane_readonly != NULL && api->image_width != NULL && api->image_height != NULL
      && api->image_release != NULL && api->handle_release != NULL;
}

/// Decodes the primary picture of a HEIF file (HEIC, as phones take them) to RGBA.
static inline int cimage_decode_heif(const unsigned char *data, size_t size, cimage_decoded *out) {
  cimage_heif_api heif;
  if (!cimage_heif_load(&heif)) {
    cimage_fail(out, "HEIC pictures need libheif, which is not installed (Debian: libheif1)");
    return 0;
  }
  struct heif_context *context = heif.context_alloc();
  struct heif_image_handle *handle = NULL;
  struct heif_image *image = NULL;
  struct heif_error error = heif.read_from_memory(context, data, size, NULL);
  if (error.code == heif_error_Ok) {
    error = heif.primary_image_handle(context, &handle);
  }
  if (error.code == heif_error_Ok) {
    error = heif.decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, NULL);
  }
  int ok = 0;
  if (error.code == heif_error_Ok) {
    int stride = 0;
    const uint8_t *plane = heif.plane_readonly(image, heif_channel_interleaved, &stride);
    int width = heif.image_width(image, heif_channel_interleaved);
    int height = heif.image_height(image, heif_channel_interleaved);
    unsigned char *pixels =
        plane != NULL && width > 0 && height > 0 ? malloc((size_t)width * 4 * (size_t)height) : NULL;
    if (pixels != NULL) {
      for (int row = 0; row < height; row++) {
        memcpy(pixels + (size_t)row * width * 4, plane + (size_t)row * stride, (size_t)width * 4);
      }
      out->pixels = pixels;
      out->width = width;
      out->height = height;
      ok = 1;
    } else {
      cimage_fail(out, "out of memory");
    }
  } else {
    cimage_fail(out, error.message != NULL ? error.message : "libheif could not decode it");
  }
  if (image != NULL) heif.image_release(image);
  if (handle != NULL) heif.handle_release(handle);
  heif.context_free(context);
  return ok;
}
#endif
