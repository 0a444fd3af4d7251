#include "crash_guard.h"

#include "child_groups.h"

#include <errno.h>
#include <signal.h>
#include <termios.h>
#include <unistd.h>

static char restore_bytes[512];
static size_t restore_length;
static struct termios saved_settings;
static int has_settings;
static int terminal_descriptor = -1;

enum { crash_signal_capacity = 16 };
static int crash_signals[crash_signal_capacity];
static size_t crash_signal_count;

void crash_guard_save_settings(int descriptor) {
  terminal_descriptor = descriptor;
  has_settings = tcgetattr(descriptor, &saved_settings) == 0;
}

void crash_guard_set_restore_bytes(const char *bytes, size_t length) {
  if (length > sizeof restore_bytes) length = sizeof restore_bytes;
  for (size_t i = 0; i < length; ++i) restore_bytes[i] = bytes[i];
  restore_length = length;
}

static void write_all(int descriptor, const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(descriptor, bytes, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    bytes += written;
    length -= (size_t)written;
  }
}

static void handle_crash(int number) {
  if (terminal_descriptor >= 0) {
    write_all(terminal_descriptor, restore_bytes, restore_length);
    if (has_settings) tcsetattr(terminal_descriptor, TCSANOW, &saved_settings);
  }
  static const char head[] = "TUIPager: internal error (signal ";
  static const char tail[] = "); the terminal was restored\n";
  char digits[2] = {(char)('0' + number / 10 % 10), (char)('0' + number % 10)};
  write_all(STDERR_FILENO, head, sizeof head - 1);
  write_all(STDERR_FILENO, number >= 10 ? digits : digits + 1, number >= 10 ? 2 : 1);
  write_all(STDERR_FILENO, tail, sizeof tail - 1);
  child_groups_end_all();
  _exit(1);
}

static void set_action(void (*handler)(int), int flags) {
  struct sigaction action;
  sigemptyset(&action.sa_mask);
  action.sa_flags = flags;
  action.sa_handler = handler;
  for (size_t i = 0; i < crash_signal_count; ++i) sigaction(crash_signals[i], &action, NULL);
}

void crash_guard_arm(const int *signals, size_t count) {
  if (count > crash_signal_capacity) count = crash_signal_capacity;
  for (size_t i = 0; i < count; ++i) crash_signals[i] = signals[i];
  crash_signal_count = count;
  set_action(handle_crash, SA_RESETHAND);
}

void crash_guard_disarm(void) {
  set_action(SIG_DFL, 0);
  terminal_descriptor = -1;
}
