#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

// Without this before curses.h, cchar_t, get_wch and setcchar do not exist.
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <termios.h>
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

// MARK: Crash guard
//
// A crash (a Swift runtime trap, a bad access, an abort) must not leave the terminal in curses
// mode. The handler may only use async-signal-safe calls, so everything it writes is prepared
// beforehand: the terminfo strings that leave curses mode, and the terminal's settings from
// before curses changed them. Like the flags above, this state is per translation unit: use it
// from one Swift file only (CrashGuard.swift).

static char cn_crash_restore_bytes[512] = {0};
static size_t cn_crash_restore_length = 0;
static struct termios cn_crash_saved_settings = {0};
static int cn_crash_descriptor = -1;
static int cn_crash_has_settings = 0;

/// Remembers `descriptor`'s terminal settings as they are now (call before curses changes them).
static inline void cn_crash_save_settings(int descriptor) {
  cn_crash_descriptor = descriptor;
  cn_crash_has_settings = tcgetattr(descriptor, &cn_crash_saved_settings) == 0;
}

/// The bytes that take the terminal out of curses mode, written by the handler.
static inline void cn_crash_set_restore_bytes(const char *bytes, size_t length) {
  if (length > sizeof cn_crash_restore_bytes) length = sizeof cn_crash_restore_bytes;
  for (size_t i = 0; i < length; ++i) cn_crash_restore_bytes[i] = bytes[i];
  cn_crash_restore_length = length;
}

static void cn_crash_handler(int number) {
  if (cn_crash_descriptor >= 0) {
    ssize_t ignored = write(cn_crash_descriptor, cn_crash_restore_bytes, cn_crash_restore_length);
    (void)ignored;
    if (cn_crash_has_settings) tcsetattr(cn_crash_descriptor, TCSANOW, &cn_crash_saved_settings);
  }
  char message[] = "TUIPager: internal error (signal 00); the terminal was restored\n";
  char *digits = message + sizeof "TUIPager: internal error (signal " - 1;
  digits[0] = (char)('0' + number / 10 % 10);
  digits[1] = (char)('0' + number % 10);
  ssize_t ignored = write(STDERR_FILENO, message, sizeof message - 1);
  (void)ignored;
  _exit(1);
}

static const int cn_crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};

/// Installs the handler for the signals a crash raises.
static inline void cn_crash_arm(void) {
  struct sigaction action;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESETHAND;
  action.sa_handler = cn_crash_handler;
  for (unsigned i = 0; i < sizeof cn_crash_signals / sizeof cn_crash_signals[0]; ++i) {
    sigaction(cn_crash_signals[i], &action, NULL);
  }
}

/// Puts the default actions back: the terminal is restored already.
static inline void cn_crash_disarm(void) {
  struct sigaction action;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  action.sa_handler = SIG_DFL;
  for (unsigned i = 0; i < sizeof cn_crash_signals / sizeof cn_crash_signals[0]; ++i) {
    sigaction(cn_crash_signals[i], &action, NULL);
  }
  cn_crash_descriptor = -1;
}

#endif
