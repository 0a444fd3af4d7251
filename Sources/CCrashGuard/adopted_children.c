#define _GNU_SOURCE
#include "adopted_children.h"

#include "child_groups.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum {
  grace_milliseconds = 200,
  look_interval_milliseconds = 5,
  // However many generations a tree has and however fast it forks, quitting waits no longer.
  end_limit_milliseconds = 1000,
  descendant_capacity = 4096,
};

// Whether this process adopts orphans: only then has it children it did not start. A process
// that does not (one running several programs' loops side by side, as the tests do) leaves every
// child to whoever started it, so that no reap takes a status another thread waits to read.
static volatile sig_atomic_t adopting_orphans = 0;

int adopted_children_set_reaper(int adopting) {
  int before = 0;
  if (prctl(PR_GET_CHILD_SUBREAPER, &before, 0, 0, 0) != 0) return -1;
  if (prctl(PR_SET_CHILD_SUBREAPER, adopting ? 1 : 0, 0, 0, 0) != 0) return -1;
  adopting_orphans = adopting ? 1 : 0;
  return before ? 1 : 0;
}

int adopted_children_reap(void) {
  if (!adopting_orphans) return 0;
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

static long milliseconds_since(const struct timespec *start) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (now.tv_sec - start->tv_sec) * 1000L + (now.tv_nsec - start->tv_nsec) / 1000000L;
}

// The state and the parent of a process, from /proc/PID/stat; 0 when it is gone.
static char read_state(pid_t pid, pid_t *parent) {
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  int descriptor = open(path, O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) return 0;
  char text[512];
  ssize_t length = read(descriptor, text, sizeof text - 1);
  close(descriptor);
  if (length <= 0) return 0;
  text[length] = '\0';
  // The command's name may hold spaces and parentheses: the fields start after the last ')'.
  char *name_end = strrchr(text, ')');
  if (name_end == NULL) return 0;
  char state = 0;
  int parent_id = 0;
  if (sscanf(name_end + 1, " %c %d", &state, &parent_id) != 2) return 0;
  if (parent != NULL) *parent = (pid_t)parent_id;
  return state;
}

static int is_live(pid_t pid) {
  char state = read_state(pid, NULL);
  return state != 0 && state != 'Z' && state != 'X';
}

// Every live descendant of this process, at any depth, from one pass over /proc: a process
// that left its session (setsid) is still a descendant until its parent ends, and then this
// process adopts it. Returns how many, at most `capacity`.
static int list_descendants(pid_t *descendants, int capacity) {
  static pid_t pids[descendant_capacity * 8], parents[descendant_capacity * 8];
  int total = 0;
  DIR *processes = opendir("/proc");
  if (processes == NULL) return 0;
  struct dirent *entry;
  while ((entry = readdir(processes)) != NULL && total < descendant_capacity * 8) {
    char *end;
    long pid = strtol(entry->d_name, &end, 10);
    if (end == entry->d_name || *end != '\0' || pid <= 0) continue;
    pid_t parent = 0;
    char state = read_state((pid_t)pid, &parent);
    if (state == 0 || state == 'Z' || state == 'X') continue;
    pids[total] = (pid_t)pid;
    parents[total] = parent;
    ++total;
  }
  closedir(processes);
  // Parents first or not, /proc's order is no guide: add children of what is in the list until
  // a pass adds nothing.
  int count = 0;
  pid_t self = getpid();
  for (int added = 1; added && count < capacity;) {
    added = 0;
    for (int i = 0; i < total && count < capacity; ++i) {
      if (pids[i] == 0) continue;
      int belongs = parents[i] == self;
      for (int j = 0; j < count && !belongs; ++j) belongs = parents[i] == descendants[j];
      if (!belongs) continue;
      descendants[count++] = pids[i];
      pids[i] = 0;
      added = 1;
    }
  }
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

static int any_alive(const pid_t *pids, int count) {
  reap_all();
  for (int i = 0; i < count; ++i) {
    if (is_live(pids[i])) return 1;
  }
  return 0;
}

// Waits up to the grace, or to the end of the limit, while any of `pids` is alive.
static void wait_for_end(const pid_t *pids, int count, const struct timespec *start) {
  struct timespec interval = {0, look_interval_milliseconds * 1000000L};
  for (int waited = 0; waited < grace_milliseconds && any_alive(pids, count) &&
                       milliseconds_since(start) < end_limit_milliseconds;
       waited += look_interval_milliseconds) {
    nanosleep(&interval, NULL);
  }
}

int adopted_children_end_all(pid_t *survivors, int capacity) {
  static pid_t descendants[descendant_capacity];
  // A descendant is a child or has a live parent among the descendants, and an orphan comes to
  // this process: with no child at all there is none, and /proc need not be read.
  siginfo_t info = {0};
  if (waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) != 0 && errno == ECHILD) return 0;
  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  // Rounds until none is left: each round reaches every generation at once, and what a round
  // could not see (forked meanwhile, adopted as its parent ended) is the next round's.
  int found_any = 0;
  int empty_scans = 0;
  struct timespec interval = {0, look_interval_milliseconds * 1000000L};
  while (milliseconds_since(&start) < end_limit_milliseconds) {
    int count = list_descendants(descendants, descendant_capacity);
    if (count == 0) {
      // One that forks as it is killed can slip past a scan (its child handed on to this
      // process while /proc is read): once any was found, only two empty scans a moment apart
      // end the rounds.
      if (!found_any || ++empty_scans == 2) break;
      nanosleep(&interval, NULL);
      continue;
    }
    found_any = 1;
    empty_scans = 0;
    for (int i = 0; i < count; ++i) {
      signal_child(descendants[i], SIGTERM);
      // A stopped process would only take the SIGTERM when continued.
      signal_child(descendants[i], SIGCONT);
    }
    wait_for_end(descendants, count, &start);
    count = list_descendants(descendants, descendant_capacity);
    for (int i = 0; i < count; ++i) signal_child(descendants[i], SIGKILL);
    wait_for_end(descendants, count, &start);
  }
  reap_all();
  int left = list_descendants(descendants, descendant_capacity);
  if (left > capacity) left = capacity;
  for (int i = 0; i < left; ++i) survivors[i] = descendants[i];
  return left;
}
