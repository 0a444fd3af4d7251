#ifndef SIGNAL_FLAGS_H
#define SIGNAL_FLAGS_H

#include <stddef.h>

// The signals that end or continue the program, recorded as flags the run loop reads. The flags
// live in signal_flags.c, one copy for the whole program: a header-only static would be copied
// into every object file that uses it, and the handler and the reader could see different flags.
//
// The handler only records the signal: anything more is not async-signal-safe. It is installed
// without SA_RESTART so that the program's wait for its input (a poll) ends with EINTR at once.
// Which signals are caught is decided by the caller (SignalPlan in Swift); this is the mechanism.
// The handlers stay until the program exits: a signal while it ends its commands, after the
// terminal is given back, must not cut that short and leave them running.

/// Catches each of `numbers` without SA_RESTART, ignores each of `ignored`, and notes SIGCONT
/// with SA_RESTART: it is only noticed at the next look, and disturbs nothing else. A signal ignored on entry (nohup, a
/// background job) stays ignored, as ncurses does too. Returns 0, or -1 when a sigaction call
/// failed.
int signal_flags_install(const int *numbers, size_t count, const int *ignored,
                         size_t ignored_count);

/// The signal that arrived since the last call, or 0; clears it.
int signal_flags_take_pending(void);

/// Whether the process was continued (after a stop) since the last call; clears it.
int signal_flags_take_continued(void);

/// Notes each SIGWINCH (the terminal changed size) in place of ncurses' own handler, whose note
/// only its getch reads: the program reads its keys itself. SA_RESTART: a poll is cut short
/// anyway, and nothing else is disturbed. Returns 0, or -1 when sigaction failed.
int signal_flags_watch_resizes(void);

/// Whether the terminal changed size since the last call; clears it.
int signal_flags_take_resized(void);

/// Notes each SIGTSTP (Ctrl-Z) without SA_RESTART, so that a wait ends at once: the run loop
/// gives the terminal back before it stops (signal_flags_stop_now), as less does. A SIGTSTP
/// ignored on entry (or by the secure mode) stays ignored. Returns 0, or -1 when sigaction failed.
int signal_flags_watch_stops(void);

/// Whether Ctrl-Z (SIGTSTP) came since the last call; clears it.
int signal_flags_take_stop(void);

/// Stops the process as SIGTSTP's default action would, and returns once it is continued, with
/// the handler back and the continue not noted (the caller takes the terminal again itself).
/// Does nothing where SIGTSTP is ignored.
void signal_flags_stop_now(void);

/// The first and last real-time signal the C library leaves to programs (SIGRTMIN and SIGRTMAX,
/// which are function calls in glibc, so Swift cannot import them).
int signal_flags_realtime_first(void);
int signal_flags_realtime_last(void);

#endif
