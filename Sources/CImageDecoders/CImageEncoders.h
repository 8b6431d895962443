#ifndef CIMAGEENCODERS_H
#define CIMAGEENCODERS_H
// Encodes RGB pixels as JPEG (libjpeg-turbo) and RGBA pixels as PNG (libpng's simplified
// API), into memory: the pictures a report page carries. The same libraries decode
// attached pictures (CImageDecoders), opened with dlopen on first use as they are there, so
// a command that writes no picture never loads them. libjpeg reports errors by longjmp,
// which Swift cannot catch: the setjmp stays on this side and an error message comes back.
#include "../CLazyLibrary/LazyLibrary.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <png.h>

/// Encoded bytes (malloc'd, freed by the caller with `cimage_encoded_free`) or an error.
typedef struct {
  unsigned char *bytes;
  size_t size;
  char message[JMSG_LENGTH_MAX];
} cimage_encoded;

#define CIMAGE_JPEG_ENCODE_FUNCTIONS(X) \
  X(jpeg_std_error) X(jpeg_CreateCompress) X(jpeg_mem_dest) X(jpeg_set_defaults) \
  X(jpeg_set_quality) X(jpeg_start_compress) X(jpeg_write_scanlines) \
  X(jpeg_finish_compress) X(jpeg_destroy_compress)
#define CIMAGE_PNG_ENCODE_FUNCTIONS(X) X(png_image_write_to_memory) X(png_image_free)
#ifdef __APPLE__
LAZY_LIBRARY(cimage_jpeg_encoder, CIMAGE_JPEG_ENCODE_FUNCTIONS, "libjpeg.8.dylib", "libjpeg.dylib")
LAZY_LIBRARY(cimage_png_encoder, CIMAGE_PNG_ENCODE_FUNCTIONS, "libpng16.16.dylib", "libpng16.dylib")
#else
LAZY_LIBRARY(cimage_jpeg_encoder, CIMAGE_JPEG_ENCODE_FUNCTIONS, "libjpeg.so.62", "libjpeg.so.8", "libjpeg.so")
LAZY_LIBRARY(cimage_png_encoder, CIMAGE_PNG_ENCODE_FUNCTIONS, "libpng16.so.16", "libpng16.so")
#endif

static inline void cimage_encoded_free(cimage_encoded *out) {
  free(out->bytes);
  out->bytes = NULL;
  out->size = 0;
}

struct cimage_jpeg_encode_error {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
};

static void cimage_jpeg_encode_error_exit(j_common_ptr info) {
  struct cimage_jpeg_encode_error *error = (struct cimage_jpeg_encode_error *)info->err;
  (*info->err->format_message)(info, error->message);
  longjmp(error->jump, 1);
}

static void cimage_jpeg_encode_silence(j_common_ptr info, int level) {
  (void)info;
  (void)level;
}

/// Encodes `width`×`height` RGB pixels (3 bytes a pixel, rows `width * 3` apart) as a
/// baseline JPEG of `quality` (1–100).
static inline int cimage_encode_jpeg(const unsigned char *rgb, int width, int height, int quality,
                                     cimage_encoded *out) {
  out->bytes = NULL;
  out->size = 0;
  out->message[0] = 0;
  const cimage_jpeg_encoder_api *jpeg = cimage_jpeg_encoder_functions();
  if (jpeg == NULL) {
    snprintf(out->message, sizeof out->message,
             "writing JPEG needs libjpeg, which is not installed (Debian: libjpeg62-turbo)");
    return 0;
  }
  struct jpeg_compress_struct info;
  struct cimage_jpeg_encode_error error;
  unsigned char *volatile buffer = NULL;
  unsigned long size = 0;
  memset(&info, 0, sizeof info);
  info.err = jpeg->jpeg_std_error(&error.base);
  error.base.error_exit = cimage_jpeg_encode_error_exit;
  error.base.emit_message = cimage_jpeg_encode_silence;
  error.message[0] = 0;
  if (setjmp(error.jump)) {
    jpeg->jpeg_destroy_compress(&info);
    free(buffer);
    snprintf(out->message, sizeof out->message, "%s", error.message);
    return 0;
  }
  jpeg->jpeg_CreateCompress(&info, JPEG_LIB_VERSION, sizeof info);
  unsigned char *destination = NULL;
  jpeg->jpeg_mem_dest(&info, &destination, &size);
  info.image_width = (JDIMENSION)width;
  info.image_height = (JDIMENSION)height;
  info.input_components = 3;
  info.in_color_space = JCS_RGB;
  jpeg->jpeg_set_defaults(&info);
  jpeg->jpeg_set_quality(&info, quality, TRUE);
  jpeg->jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    JSAMPROW row = (JSAMPROW)(rgb + (size_t)info.next_scanline * (size_t)width * 3);
    jpeg->jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg->jpeg_finish_compress(&info);
  buffer = destination;
  jpeg->jpeg_destroy_compress(&info);
  out->bytes = buffer;
  out->size = size;
  return 1;
}

/// Encodes `width`×`height` RGBA pixels (rows `width * 4` apart) as a PNG.
static inline int cimage_encode_png(const unsigned char *rgba, int width, int height,
                                    cimage_encoded *out) {
  out->bytes = NULL;
  out->size = 0;
  out->message[0] = 0;
  const cimage_png_encoder_api *png = cimage_png_encoder_functions();
  if (png == NULL) {
    snprintf(out->message, sizeof out->message,
             "writing PNG needs libpng, which is not installed (Debian: libpng16-16)");
    return 0;
  }
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = (png_uint_32)width;
  image.height = (png_uint_32)height;
  image.format = PNG_FORMAT_RGBA;
  png_alloc_size_t size = 0;
  if (!png->png_image_write_to_memory(&image, NULL, &size, 0, rgba, 0, NULL)) {
    snprintf(out->message, sizeof out->message, "%s", image.message);
    png->png_image_free(&image);
    return 0;
  }
  unsigned char *buffer = malloc(size);
  if (buffer == NULL) {
    snprintf(out->message, sizeof out->message, "out of memory");
    png->png_image_free(&image);
    return 0;
  }
  if (!png->png_image_write_to_memory(&image, buffer, &size, 0, rgba, 0, NULL)) {
    snprintf(out->message, sizeof out->message, "%s", image.message);
    free(buffer);
    png->png_image_free(&image);
    return 0;
  }
  png->png_image_free(&image);
  out->bytes = buffer;
  out->size = (size_t)size;
  return 1;
}
#endif
