/* The PNG encoder settings .ci/benchmark compares: each PNG given is decoded to RGB once, then
 * encoded by each setting (zlib in 1 MB blocks as PNGEncoder writes, libspng with zlib as it wrote
 * before issue 38, and libdeflate on the whole filtered image); prints "count MB" then "setting|bytes|MB/s" lines, MB of RGBA pixels per CPU
 * second. Build: cc -O2 png-encoders.c $(pkg-config --cflags --libs spng zlib) -ldeflate */
#include <libdeflate.h>
#include <spng.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>
typedef struct { unsigned char *px; int w, h; } image;
static double cpu(void) { struct timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
/* zlib level 1 in blocks of about 1 MB of rows (no filter), each primed with the 32 KB before it
 * and ended by a sync flush, the last by Z_FINISH: PNGEncoder's stream (ZlibBlocks.swift), here
 * on one core, so its CPU time compares; + 57 bytes of chunks and 12 per further IDAT. */
static size_t with_blocks(image *m) {
  size_t row = (size_t)m->w * 3 + 1, n = row * m->h, per = (1 << 20) / row, total = 6;
  unsigned char *raw = malloc(n), *out = malloc(compressBound(n) + 64 * (m->h / (per ? per : 1) + 1));
  for (int y = 0; y < m->h; y++) { raw[y * row] = 0; memcpy(raw + y * row + 1, m->px + y * (row - 1), row - 1); }
  if (per == 0) per = 1;
  for (size_t y = 0; y < (size_t)m->h; y += per) {
    size_t a = y * row, b = (y + per < (size_t)m->h ? y + per : m->h) * row, d = a < 32768 ? a : 32768;
    z_stream s = {0};
    deflateInit2(&s, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
    if (d) deflateSetDictionary(&s, raw + a - d, d);
    s.next_in = raw + a; s.avail_in = b - a; s.next_out = out; s.avail_out = compressBound(b - a) + 64;
    deflate(&s, b == n ? Z_FINISH : Z_SYNC_FLUSH);
    total += s.total_out + (a ? 12 : 0);
    adler32(1, raw + a, b - a);
    deflateEnd(&s);
  }
  free(raw); free(out);
  return total + 57;
}
/* libspng with zlib, as PNGEncoder wrote before issue 38: level, strategy, filter choice. */
static size_t with_spng(image *m, int level, int strategy, int filter) {
  spng_ctx *c = spng_ctx_new(SPNG_CTX_ENCODER);
  spng_set_option(c, SPNG_ENCODE_TO_BUFFER, 1);
  spng_set_option(c, SPNG_IMG_COMPRESSION_LEVEL, level);
  spng_set_option(c, SPNG_IMG_COMPRESSION_STRATEGY, strategy);
  spng_set_option(c, SPNG_FILTER_CHOICE, filter);
  struct spng_ihdr h = {m->w, m->h, 8, SPNG_COLOR_TYPE_TRUECOLOR, 0, 0, 0};
  spng_set_ihdr(c, &h);
  if (spng_encode_image(c, m->px, (size_t)m->w * m->h * 3, SPNG_FMT_PNG, SPNG_ENCODE_FINALIZE)) exit(1);
  size_t n; int e; free(spng_get_png_buffer(c, &n, &e)); spng_ctx_free(c);
  return n;
}
/* libdeflate on the whole filtered image (filter byte 0 or Up per row); + 57 bytes of chunks. */
static size_t with_libdeflate(image *m, struct libdeflate_compressor *c, int up) {
  size_t row = (size_t)m->w * 3, n = (row + 1) * m->h;
  unsigned char *raw = malloc(n);
  for (int y = 0; y < m->h; y++) {
    unsigned char *o = raw + y * (row + 1), *p = m->px + y * row;
    o[0] = up && y ? 2 : 0;
    if (up && y) for (size_t i = 0; i < row; i++) o[1 + i] = p[i] - p[i - row];
    else memcpy(o + 1, p, row);
  }
  size_t cap = libdeflate_zlib_compress_bound(c, n);
  unsigned char *out = malloc(cap);
  size_t z = libdeflate_zlib_compress(c, raw, n, out, cap);
  libdeflate_crc32(0, out, z);
  free(raw); free(out);
  return z + 57;
}
int main(int argc, char **argv) {
  int count = argc - 1; image *im = calloc(count, sizeof *im); double mb = 0;
  for (int i = 0; i < count; i++) {
    FILE *f = fopen(argv[i + 1], "rb"); fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
    unsigned char *b = malloc(n); if (fread(b, 1, n, f) != (size_t)n) return 1; fclose(f);
    spng_ctx *c = spng_ctx_new(0); spng_set_png_buffer(c, b, n);
    struct spng_ihdr h; spng_get_ihdr(c, &h); size_t size;
    spng_decoded_image_size(c, SPNG_FMT_RGB8, &size);
    im[i].px = malloc(size); spng_decode_image(c, im[i].px, size, SPNG_FMT_RGB8, 0);
    im[i].w = h.width; im[i].h = h.height; mb += h.width * (double)h.height * 4 / 1e6;
    spng_ctx_free(c); free(b);
  }
  struct { const char *name; int level, strategy, filter; } z[] = {
    {"zlib 1, no filter, one stream (PNGEncoder before issue 38)", 1, Z_DEFAULT_STRATEGY, SPNG_DISABLE_FILTERING},
    {"zlib 2, no filter", 2, Z_DEFAULT_STRATEGY, SPNG_DISABLE_FILTERING},
    {"zlib 3, no filter", 3, Z_DEFAULT_STRATEGY, SPNG_DISABLE_FILTERING},
    {"zlib 6, no filter", 6, Z_DEFAULT_STRATEGY, SPNG_DISABLE_FILTERING},
    {"zlib 1, Sub", 1, Z_DEFAULT_STRATEGY, SPNG_FILTER_CHOICE_SUB},
    {"zlib 1, Up", 1, Z_DEFAULT_STRATEGY, SPNG_FILTER_CHOICE_UP},
    {"zlib 1, adaptive (all five filters)", 1, Z_DEFAULT_STRATEGY, SPNG_FILTER_CHOICE_ALL},
    {"zlib 1 Z_RLE, Up", 1, Z_RLE, SPNG_FILTER_CHOICE_UP},
  };
  printf("%d %.1f\n", count, mb);
  double t0 = cpu(); size_t blocked = 0;
  for (int i = 0; i < count; i++) blocked += with_blocks(&im[i]);
  printf("zlib 1, no filter, 1 MB blocks (PNGEncoder)|%zu|%.1f\n", blocked, mb / (cpu() - t0));
  for (unsigned k = 0; k < sizeof z / sizeof *z; k++) {
    double t = cpu(); size_t total = 0;
    for (int i = 0; i < count; i++) total += with_spng(&im[i], z[k].level, z[k].strategy, z[k].filter);
    printf("%s|%zu|%.1f\n", z[k].name, total, mb / (cpu() - t));
  }
  int levels[] = {1, 6};
  for (int up = 0; up < 2; up++) for (int j = 0; j < 2; j++) {
    struct libdeflate_compressor *c = libdeflate_alloc_compressor(levels[j]);
    double t = cpu(); size_t total = 0;
    for (int i = 0; i < count; i++) total += with_libdeflate(&im[i], c, up);
    printf("libdeflate %d, %s|%zu|%.1f\n", levels[j], up ? "Up" : "no filter", total, mb / (cpu() - t));
    libdeflate_free_compressor(c);
  }
  return 0;
}
