#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

// inflateInit2 is a macro that passes the library's version and the stream's size; Swift cannot
// import macros with arguments.
static inline int czlib_inflate_init(z_stream *stream, int window_bits) {
  return inflateInit2(stream, window_bits);
}

#endif
