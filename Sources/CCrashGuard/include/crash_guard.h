#ifndef CRASH_GUARD_H
#define CRASH_GUARD_H

#include <stddef.h>

// A crash (a Swift runtime trap, a bad access, an abort) must not leave the terminal in curses
// mode. The handler may only use async-signal-safe calls, so everything it writes is prepared
// beforehand. The state lives in crash_guard.c, one copy for the whole program: a header-only
// static would be copied into every object file that uses it.

/// Remembers `descriptor`'s terminal settings as they are now (call before curses changes them).
void crash_guard_save_settings(int descriptor);

/// The bytes that take the terminal out of curses mode, written by the handler.
void crash_guard_set_restore_bytes(const char *bytes, size_t length);

/// Installs the handler for the signals a crash raises: it restores the terminal, says so on
/// standard error and exits 1.
void crash_guard_arm(void);

/// Puts the default actions back: the terminal is being restored the ordinary way.
void crash_guard_disarm(void);

#endif
