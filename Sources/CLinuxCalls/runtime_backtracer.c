// The Swift runtime's backtracer, kept out of the program.
//
// The runtime's Backtrace.cpp (in libswiftCore.a) sets itself up at every start, before main:
// it reads SWIFT_BACKTRACE, finds the program's own path and looks for a swift-backtrace helper
// in eight folders beside it. No toolchain puts one beside this program, so it then turns
// itself off: ten system calls and the pages of its code, at each start, for nothing. The
// program's crash guard restores the terminal and reports a crash itself.
//
// Two symbols bring that member in: its settings, of which the rest of the runtime reads one
// field (whether the backtracer is on), and a function whose address the runtime's start file
// keeps so that the backtracer can find it. Both are defined here, in an object the linker reads
// before the runtime's archive: the settings all zero (off) and of the same size, which a test
// compares with the archive's, and the function answering no. Should a later runtime need more
// of that member, the link fails on a duplicate symbol: it never silently runs both.

#include <stdbool.h>

__attribute__((visibility("hidden"), aligned(8))) struct {
  unsigned char bytes[88];
} _swift_backtraceSettings;

// Whether `name` is a thunk's, which a backtrace leaves out; only the backtracer asks.
__attribute__((swiftcall)) bool _swift_backtrace_isThunkFunction(const char *name) {
  (void)name;
  return false;
}
