#ifndef CRASH_GUARD_H
#define CRASH_GUARD_H

#include <stddef.h>
#include <sys/types.h>

// A crash (a Swift runtime trap, a bad access, an abort) must not leave the terminal in curses
// mode, nor the commands of -c tabs running. The handler may only use async-signal-safe calls, so
// everything it writes is prepared beforehand. The state lives in crash_guard.c and
// child_groups.c, one copy for the whole program: a header-only static would be copied into
// every object file that uses it.

/// Remembers `descriptor`'s terminal settings as they are now (call before curses changes them).
void crash_guard_save_settings(int descriptor);

/// The bytes that take the terminal out of curses mode, written by the handler.
void crash_guard_set_restore_bytes(const char *bytes, size_t length);

/// Installs the handler for `signals`, the ones a crash raises: it restores the terminal, says so
/// on standard error, ends the child groups it was told of, and exits 1.
void crash_guard_arm(const int *signals, size_t count);

/// Puts the default actions back: the terminal is being restored the ordinary way.
void crash_guard_disarm(void);

/// Tells the handler of a child that leads its own process group, to end on a crash; false when
/// too many are known already (that one is then left running by a crash).
int crash_guard_track_child(pid_t group);

/// The child has been reaped, or its group ended the ordinary way.
void crash_guard_forget_child(pid_t group);

#endif
