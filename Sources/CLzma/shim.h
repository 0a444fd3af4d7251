#ifndef CLZMA_SHIM_H
#define CLZMA_SHIM_H

#include <lzma.h>

// LZMA_STREAM_INIT is a compound initializer, which Swift cannot import: a fresh stream.
static inline lzma_stream clzma_stream_init(void) {
  lzma_stream stream = LZMA_STREAM_INIT;
  return stream;
}

// The decoder's flags are macros of UINT32_C: concatenated streams, read as `xz -d` reads them.
static const uint32_t clzma_concatenated = LZMA_CONCATENATED;

#endif
