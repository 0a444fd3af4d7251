#include "signal_flags.h"

#include <signal.h>
#include <stddef.h>

static volatile sig_atomic_t pending_signal_number = 0;
static volatile sig_atomic_t continued_flag = 0;
// Bit n set: signal_flags_install installed the handler for signal n (only the main thread
// touches it).
static unsigned long installed_signals = 0;

static void record_signal(int number) { pending_signal_number = number; }

static void record_continue(int number) {
  (void)number;
  continued_flag = 1;
}

static int catch_signal(int number, void (*handler)(int), int flags) {
  struct sigaction action, previous;
  if (sigaction(number, NULL, &previous) != 0) return -1;
  if (previous.sa_handler == SIG_IGN) return 0;
  sigemptyset(&action.sa_mask);
  action.sa_flags = flags;
  action.sa_handler = handler;
  if (sigaction(number, &action, NULL) != 0) return -1;
  installed_signals |= 1UL << number;
  return 0;
}

int signal_flags_install(void) {
  int result = 0;
  result |= catch_signal(SIGINT, record_signal, 0);
  result |= catch_signal(SIGTERM, record_signal, 0);
  result |= catch_signal(SIGHUP, record_signal, 0);
  result |= catch_signal(SIGCONT, record_continue, SA_RESTART);
  return result;
}

void signal_flags_reset(void) {
  int numbers[] = {SIGINT, SIGTERM, SIGHUP, SIGCONT};
  for (unsigned i = 0; i < sizeof numbers / sizeof numbers[0]; ++i) {
    if (!(installed_signals & (1UL << numbers[i]))) continue;
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    action.sa_handler = SIG_DFL;
    sigaction(numbers[i], &action, NULL);
  }
  installed_signals = 0;
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
