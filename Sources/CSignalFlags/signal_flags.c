#include "signal_flags.h"

#include <signal.h>
#include <stddef.h>
#include <unistd.h>

static volatile sig_atomic_t pending_signal_number = 0;
static volatile sig_atomic_t continued_flag = 0;
static volatile sig_atomic_t resized_flag = 0;
static volatile sig_atomic_t stop_flag = 0;

static void record_signal(int number) { pending_signal_number = number; }

static void record_continue(int number) {
  (void)number;
  continued_flag = 1;
}

static void record_resize(int number) {
  (void)number;
  resized_flag = 1;
}

static void record_stop(int number) {
  (void)number;
  stop_flag = 1;
}

static int set_action(int number, void (*handler)(int), int flags) {
  struct sigaction action, previous;
  if (sigaction(number, NULL, &previous) != 0) return -1;
  if (previous.sa_handler == SIG_IGN) return 0;
  sigemptyset(&action.sa_mask);
  action.sa_flags = flags;
  action.sa_handler = handler;
  return sigaction(number, &action, NULL);
}

// One call where set_action takes two: the action is set, and the one it replaced put back where
// that was SIG_IGN. The caller blocks the signals meanwhile, so that one ignored on entry that
// comes in between waits, and meets SIG_IGN again when they are unblocked.
static int swap_action(int number, void (*handler)(int), int flags) {
  struct sigaction action, previous;
  sigemptyset(&action.sa_mask);
  action.sa_flags = flags;
  action.sa_handler = handler;
  if (sigaction(number, &action, &previous) != 0) return -1;
  return previous.sa_handler == SIG_IGN ? sigaction(number, &previous, NULL) : 0;
}

int signal_flags_install(const int *numbers, size_t count, const int *ignored,
                         size_t ignored_count) {
  // Some fifty signals: a call each, not two, at every start.
  sigset_t all, previous;
  sigfillset(&all);
  if (sigprocmask(SIG_BLOCK, &all, &previous) != 0) return -1;
  int result = 0;
  for (size_t i = 0; i < count; ++i) result |= swap_action(numbers[i], record_signal, 0);
  for (size_t i = 0; i < ignored_count; ++i) result |= swap_action(ignored[i], SIG_IGN, 0);
  result |= swap_action(SIGCONT, record_continue, SA_RESTART);
  if (sigprocmask(SIG_SETMASK, &previous, NULL) != 0) return -1;
  return result;
}

int signal_flags_take_pending(void) {
  int number = pending_signal_number;
  if (number != 0) pending_signal_number = 0;
  return number;
}

int signal_flags_take_continued(void) {
  int continued = continued_flag;
  if (continued) continued_flag = 0;
  return continued;
}

int signal_flags_watch_resizes(void) { return set_action(SIGWINCH, record_resize, SA_RESTART); }

int signal_flags_take_resized(void) {
  int resized = resized_flag;
  if (resized) resized_flag = 0;
  return resized;
}

int signal_flags_watch_stops(void) { return set_action(SIGTSTP, record_stop, 0); }

int signal_flags_take_stop(void) {
  int stop = stop_flag;
  if (stop) stop_flag = 0;
  return stop;
}

void signal_flags_stop_now(void) {
  struct sigaction own, standard;
  if (sigaction(SIGTSTP, NULL, &own) != 0 || own.sa_handler == SIG_IGN) return;
  sigemptyset(&standard.sa_mask);
  standard.sa_flags = 0;
  standard.sa_handler = SIG_DFL;
  sigaction(SIGTSTP, &standard, NULL);
  sigset_t stop, previous;
  sigemptyset(&stop);
  sigaddset(&stop, SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &stop, &previous);
  kill(getpid(), SIGTSTP);
  // Here once continued.
  sigprocmask(SIG_SETMASK, &previous, NULL);
  sigaction(SIGTSTP, &own, NULL);
  continued_flag = 0;
}

int signal_flags_realtime_first(void) { return SIGRTMIN; }

int signal_flags_realtime_last(void) { return SIGRTMAX; }
