#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

#include <ncursesw/curses.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <unistd.h>
#include <wchar.h>

// glibc's wcwidth is not visible through `import Glibc`.
extern int wcwidth(wchar_t);

// From term.h, which is not included whole: its capability macros (lines, columns, bell…) would
// take over ordinary names. Enough to load a terminfo entry, and drop it again.
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

static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }

#endif
