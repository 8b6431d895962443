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
#include "../CLazyLibrary/LazyLibrary.h"
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
///
/// A picture of more than CIMAGE_MAX_PIXELS pixels is not decoded: `too_large` is set and
/// `width`×`height` are its size. (A 25 MB PNG of one colour can claim 100,000×100,000
/// pixels, 40 GB to decode.)
typedef struct {
  unsigned char *pixels;
  int width;
  int height;
  int too_large;
  char message[JMSG_LENGTH_MAX];
} cimage_decoded;

/// The most pixels a picture may have to be drawn: 100 megapixels (400 MB decoded).
#define CIMAGE_MAX_PIXELS 100000000ULL

/// Refuses a picture of `width`×`height` pixels when it has more than CIMAGE_MAX_PIXELS.
static inline int cimage_too_large(unsigned long long width, unsigned long long height,
                                   cimage_decoded *out) {
  if (width * height <= CIMAGE_MAX_PIXELS) return 0;
  out->pixels = NULL;
  out->too_large = 1;
  out->width = width > 0x7fffffffULL ? 0x7fffffff : (int)width;
  out->height = height > 0x7fffffffULL ? 0x7fffffff : (int)height;
  snprintf(out->message, sizeof out->message, "too large");
  return 1;
}

static inline void cimage_fail(cimage_decoded *out, const char *message) {
  out->pixels = NULL;
  snprintf(out->message, sizeof out->message, "%s", message);
}

/// The libjpeg, libpng, libwebp and libheif functions the decoders below call.
#define CIMAGE_JPEG_FUNCTIONS(X) \
  X(jpeg_std_error) X(jpeg_CreateDecompress) X(jpeg_mem_src) X(jpeg_read_header) \
  X(jpeg_start_decompress) X(jpeg_read_scanlines) X(jpeg_finish_decompress) \
  X(jpeg_destroy_decompress)
#define CIMAGE_PNG_FUNCTIONS(X) \
  X(png_image_begin_read_from_memory) X(png_image_finish_read) X(png_image_free)
#define CIMAGE_WEBP_FUNCTIONS(X) X(WebPGetInfo) X(WebPDecodeRGBAInto)
#define CIMAGE_HEIF_FUNCTIONS(X) \
  X(heif_context_alloc) X(heif_context_free) X(heif_context_read_from_memory_without_copy) \
  X(heif_context_get_primary_image_handle) X(heif_decode_image) \
  X(heif_image_get_plane_readonly) X(heif_image_get_width) X(heif_image_get_height) \
  X(heif_image_handle_get_width) X(heif_image_handle_get_height) \
  X(heif_image_release) X(heif_image_handle_release)
#ifdef __APPLE__
LAZY_LIBRARY(cimage_jpeg, CIMAGE_JPEG_FUNCTIONS, "libjpeg.8.dylib", "libjpeg.dylib")
LAZY_LIBRARY(cimage_png, CIMAGE_PNG_FUNCTIONS, "libpng16.16.dylib", "libpng16.dylib")
LAZY_LIBRARY(cimage_webp, CIMAGE_WEBP_FUNCTIONS, "libwebp.7.dylib", "libwebp.dylib")
LAZY_LIBRARY(cimage_heif, CIMAGE_HEIF_FUNCTIONS, "libheif.1.dylib", "libheif.dylib")
#else
LAZY_LIBRARY(cimage_jpeg, CIMAGE_JPEG_FUNCTIONS, "libjpeg.so.62", "libjpeg.so.8", "libjpeg.so")
LAZY_LIBRARY(cimage_png, CIMAGE_PNG_FUNCTIONS, "libpng16.so.16", "libpng16.so")
LAZY_LIBRARY(cimage_webp, CIMAGE_WEBP_FUNCTIONS, "libwebp.so.7", "libwebp.so")
LAZY_LIBRARY(cimage_heif, CIMAGE_HEIF_FUNCTIONS, "libheif.so.1", "libheif.so")
#endif

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
///
/// `exact` 0 (pictures drawn in terminal cells): a seventh fewer pixels than the box asks
/// for are allowed. `exact` 1 (pictures written to files, ScaledPicture): never fewer
/// pixels than the fitted picture has.
static inline int cimage_decode_jpeg(
    const unsigned char *data, size_t size, int box_width, int box_height, int exact,
    cimage_decoded *out) {
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
    double allowed = exact ? limit : limit * 8 / 7;
    for (unsigned int denom = 8; denom >= 2; denom /= 2) {
      if (denom <= allowed) {
        info.scale_denom = denom;
        break;
      }
    }
  }
  // Pixels end up averaged into cells or into a smaller picture: the fast integer DCT and
  // plain chroma upsampling look the same there, and save a fifth of the decoding time
  // (the accurate ones made report ffe's 1,000 pictures a quarter slower).
  info.dct_method = JDCT_IFAST;
  info.do_fancy_upsampling = FALSE;
  unsigned int denom = info.scale_denom;
  if (cimage_too_large((info.image_width + denom - 1) / denom,
                       (info.image_height + denom - 1) / denom, out)) {
    out->width = (int)info.image_width;
    out->height = (int)info.image_height;
    jpeg->jpeg_destroy_decompress(&info);
    return 0;
  }
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
  if (cimage_too_large(image.width, image.height, out)) {
    png->png_image_free(&image);
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
  if (cimage_too_large((unsigned long long)width, (unsigned long long)height, out)) return 0;
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
/// Decodes the primary picture of a HEIF file (HEIC, as phones take them) to RGBA.
static inline int cimage_decode_heif(const unsigned char *data, size_t size, cimage_decoded *out) {
  const cimage_heif_api *heif = cimage_heif_functions();
  if (heif == NULL) {
    cimage_fail(out, "HEIC pictures need libheif, which is not installed (Debian: libheif1)");
    return 0;
  }
  struct heif_context *context = heif->heif_context_alloc();
  struct heif_image_handle *handle = NULL;
  struct heif_image *image = NULL;
  struct heif_error error = heif->heif_context_read_from_memory_without_copy(context, data, size, NULL);
  if (error.code == heif_error_Ok) {
    error = heif->heif_context_get_primary_image_handle(context, &handle);
  }
  if (error.code == heif_error_Ok) {
    int claimed_width = heif->heif_image_handle_get_width(handle);
    int claimed_height = heif->heif_image_handle_get_height(handle);
    if (claimed_width > 0 && claimed_height > 0 &&
        cimage_too_large((unsigned long long)claimed_width, (unsigned long long)claimed_height, out)) {
      heif->heif_image_handle_release(handle);
      heif->heif_context_free(context);
      return 0;
    }
    error = heif->heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, NULL);
  }
  int ok = 0;
  if (error.code == heif_error_Ok) {
    int stride = 0;
    const uint8_t *plane = heif->heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride);
    int width = heif->heif_image_get_width(image, heif_channel_interleaved);
    int height = heif->heif_image_get_height(image, heif_channel_interleaved);
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
  if (image != NULL) heif->heif_image_release(image);
  if (handle != NULL) heif->heif_image_handle_release(handle);
  heif->heif_context_free(context);
  return ok;
}
#endif
