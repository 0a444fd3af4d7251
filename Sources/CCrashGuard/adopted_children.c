#define _GNU_SOURCE
#include "adopted_children.h"

#include "child_groups.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum {
  grace_milliseconds = 200,
  look_interval_milliseconds = 5,
  round_limit = 5,
  child_capacity = 256,
};

int adopted_children_set_reaper(int adopting) {
  int before = 0;
  if (prctl(PR_GET_CHILD_SUBREAPER, &before, 0, 0, 0) != 0) return -1;
  if (prctl(PR_SET_CHILD_SUBREAPER, adopting ? 1 : 0, 0, 0, 0) != 0) return -1;
  return before ? 1 : 0;
}

int adopted_children_reap(void) {
  int reaped = 0;
  for (;;) {
    siginfo_t info = {0};
    // WNOWAIT: only a look, so a tracked shell's status stays for its runner to read.
    if (waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid == 0) break;
    if (child_groups_is_tracked(info.si_pid)) break;
    if (waitpid(info.si_pid, NULL, WNOHANG) != info.si_pid) break;
    ++reaped;
  }
  return reaped;
}

// Adds the pids in /proc/self/task/<task>/children to `children`; returns the new count.
static int read_children_of_task(const char *task, pid_t *children, int count) {
  char path[64];
  snprintf(path, sizeof path, "/proc/self/task/%s/children", task);
  int descriptor = open(path, O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) return count;
  char text[4096];
  ssize_t length = read(descriptor, text, sizeof text - 1);
  close(descriptor);
  if (length <= 0) return count;
  text[length] = '\0';
  char *cursor = text;
  while (count < child_capacity) {
    char *end;
    long pid = strtol(cursor, &end, 10);
    if (end == cursor) break;
    if (pid > 0) children[count++] = (pid_t)pid;
    cursor = end;
  }
  return count;
}

// The children of every thread of this process: an orphan goes to any thread still alive.
static int list_children(pid_t *children) {
  DIR *tasks = opendir("/proc/self/task");
  if (tasks == NULL) return 0;
  int count = 0;
  struct dirent *entry;
  while ((entry = readdir(tasks)) != NULL) {
    if (entry->d_name[0] == '.') continue;
    count = read_children_of_task(entry->d_name, children, count);
  }
  closedir(tasks);
  return count;
}

static void signal_child(pid_t child, int signal) {
  // A child that leads its own group (a daemon after setsid) takes its group with it.
  if (getpgid(child) == child) kill(-child, signal);
  kill(child, signal);
}

static void reap_all(void) {
  while (waitpid(-1, NULL, WNOHANG) > 0) {
  }
}

static int any_alive(const pid_t *children, int count) {
  reap_all();
  for (int i = 0; i < count; ++i) {
    if (kill(children[i], 0) == 0) return 1;
  }
  return 0;
}

int adopted_children_end_all(void) {
  pid_t children[child_capacity];
  int found = 0;
  struct timespec interval = {0, look_interval_milliseconds * 1000000L};
  for (int round = 0; round < round_limit; ++round) {
    int count = list_children(children);
    if (count == 0) break;
    found += count;
    for (int i = 0; i < count; ++i) {
      signal_child(children[i], SIGTERM);
      // A stopped process would only take the SIGTERM when continued.
      signal_child(children[i], SIGCONT);
    }
    for (int waited = 0; waited < grace_milliseconds && any_alive(children, count);
         waited += look_interval_milliseconds) {
      nanosleep(&interval, NULL);
    }
    for (int i = 0; i < count; ++i) {
      if (kill(children[i], 0) == 0) signal_child(children[i], SIGKILL);
    }
    for (int waited = 0; waited < grace_milliseconds && any_alive(children, count);
         waited += look_interval_milliseconds) {
      nanosleep(&interval, NULL);
    }
  }
  reap_all();
  return found;
}
