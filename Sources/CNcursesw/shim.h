#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

// Without this before curses.h, cchar_t, get_wch and setcchar do not exist.
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <unistd.h>
#include <wchar.h>

// glibc's wcwidth is not visible through `import Glibc`.
extern int wcwidth(wchar_t);

// From term.h, which is not included whole: its capability macros (lines, columns, bell…) would
// take over ordinary names. Enough to read a terminfo entry before newterm, and drop it again.
struct term;
extern int setupterm(const char *, int, int *);
extern struct term *set_curterm(struct term *);
extern int del_curterm(struct term *);
// tiparm is variadic, which Swift cannot call: one wrapper for each count of parameters used.
extern char *tiparm(const char *, ...);
static inline char *cn_tiparm1(const char *capability, int first) {
  return tiparm(capability, first);
}
static inline char *cn_tiparm2(const char *capability, int first, int second) {
  return tiparm(capability, first, second);
}

// MARK: Globals Swift 6 rejects as "not concurrency-safe"

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline int cn_colors(void) { return COLORS; }
static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }

// MARK: Attribute macros (bit tricks Swift does not import)

static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_invis(void) { return A_INVIS; }
static inline attr_t cn_a_italic(void) { return A_ITALIC; }
static inline attr_t cn_a_blink(void) { return A_BLINK; }

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

#endif
