#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

// Without this before curses.h, cchar_t, get_wch and setcchar do not exist.
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
#include <wchar.h>

// glibc's wcwidth is not visible through `import Glibc`.
extern int wcwidth(wchar_t);

// MARK: Globals Swift 6 rejects as "not concurrency-safe"

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }

// MARK: Attribute macros (bit tricks Swift does not import)

static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_italic(void) { return A_ITALIC; }

// MARK: Mouse masks

static inline mmask_t cn_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t cn_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t cn_button_pressed(int button) {
  return NCURSES_MOUSE_MASK(button, NCURSES_BUTTON_PRESSED);
}
static inline mmask_t cn_button_released(int button) {
  return NCURSES_MOUSE_MASK(button, NCURSES_BUTTON_RELEASED);
}
static inline mmask_t cn_button_clicked(int button) {
  return NCURSES_MOUSE_MASK(button, NCURSES_BUTTON_CLICKED);
}

// MARK: Signals
//
// The handler only records the signal: anything more is not async-signal-safe. It is installed
// without SA_RESTART so that the read inside get_wch fails with EINTR and the caller sees ERR.
//
// These are `static`, so every object file that uses them gets its own copy of the flag: call them
// from one Swift file only (Terminal.swift), or the handler and the reader see different flags.

static volatile sig_atomic_t cn_pending_signal_number = 0;
static volatile sig_atomic_t cn_continued_flag = 0;
// Bit n set: this shim installed the handler for signal n (only the main thread touches it).
static unsigned long cn_installed_signals = 0;

static void cn_record_signal(int number) { cn_pending_signal_number = number; }
static void cn_record_continue(int number) {
  (void)number;
  cn_continued_flag = 1;
}

// A signal ignored on entry (nohup, a background job) stays ignored, as ncurses does too.
static inline int cn_catch(int number, void (*handler)(int), int flags) {
  struct sigaction action, previous;
  if (sigaction(number, NULL, &previous) != 0) return -1;
  if (previous.sa_handler == SIG_IGN) return 0;
  sigemptyset(&action.sa_mask);
  action.sa_flags = flags;
  action.sa_handler = handler;
  if (sigaction(number, &action, NULL) != 0) return -1;
  cn_installed_signals |= 1UL << number;
  return 0;
}

/// Catches SIGINT, SIGTERM and SIGHUP without SA_RESTART, and notes SIGCONT. ncurses' own SIGTSTP
/// handler restarts the read anyway, so SIGCONT is only noticed at the next look; SA_RESTART keeps
/// it from disturbing anything else.
static inline int cn_install_signal_handlers(void) {
  int result = 0;
  result |= cn_catch(SIGINT, cn_record_signal, 0);
  result |= cn_catch(SIGTERM, cn_record_signal, 0);
  result |= cn_catch(SIGHUP, cn_record_signal, 0);
  result |= cn_catch(SIGCONT, cn_record_continue, SA_RESTART);
  return result;
}

/// Puts the default action back where this shim caught a signal, so a later signal (or a
/// re-raise to die by it) behaves as usual; ncurses' own SIGINT/SIGTERM handlers are not restored
/// because they would exit(1) instead.
static inline void cn_reset_signal_handlers(void) {
  int numbers[] = {SIGINT, SIGTERM, SIGHUP, SIGCONT};
  for (unsigned i = 0; i < sizeof numbers / sizeof numbers[0]; ++i) {
    if (!(cn_installed_signals & (1UL << numbers[i]))) continue;
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    action.sa_handler = SIG_DFL;
    sigaction(numbers[i], &action, NULL);
  }
  cn_installed_signals = 0;
}

/// The signal that arrived since the last call, or 0; clears it.
static inline int cn_take_pending_signal(void) {
  int number = cn_pending_signal_number;
  if (number != 0) cn_pending_signal_number = 0;
  return number;
}

/// Whether the process was continued (after a stop) since the last call; clears it.
static inline int cn_take_continued(void) {
  int continued = cn_continued_flag;
  if (continued) cn_continued_flag = 0;
  return continued;
}

#endif
