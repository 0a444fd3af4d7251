#include "child_groups.h"

#include "crash_guard.h"

#include <signal.h>
#include <sys/wait.h>
#include <time.h>

// The process groups of running -c commands, each led by a child of ours; 0 is a free slot.
// Written by the loop that runs the commands; a sig_atomic_t each, so the handler never sees
// half a pid.
enum { child_group_capacity = 64 };
static volatile sig_atomic_t child_groups[child_group_capacity];

// As CommandRunner's stop: SIGTERM, then SIGKILL after this long.
enum { grace_milliseconds = 200, look_interval_milliseconds = 5 };

int crash_guard_track_child(pid_t group) {
  for (int i = 0; i < child_group_capacity; ++i) {
    // Taken at once, so that two loops starting commands side by side never share a slot.
    if (__sync_bool_compare_and_swap(&child_groups[i], 0, group)) return 1;
  }
  return 0;
}

void crash_guard_forget_child(pid_t group) {
  for (int i = 0; i < child_group_capacity; ++i) {
    if (child_groups[i] == group) child_groups[i] = 0;
  }
}

int child_groups_is_tracked(pid_t leader) {
  for (int i = 0; i < child_group_capacity; ++i) {
    if (child_groups[i] == leader) return 1;
  }
  return 0;
}

// Reaps what has ended; returns whether a tracked leader is still to be reaped.
static int any_leader_left(void) {
  int left = 0;
  for (int i = 0; i < child_group_capacity; ++i) {
    pid_t leader = child_groups[i];
    if (leader == 0) continue;
    int status;
    pid_t result = waitpid(leader, &status, WNOHANG);
    if (result == 0) left = 1;
  }
  return left;
}

void child_groups_end_all(void) {
  for (int i = 0; i < child_group_capacity; ++i) {
    pid_t group = child_groups[i];
    if (group == 0) continue;
    kill(-group, SIGTERM);
    // A stopped command would only take the SIGTERM when continued.
    kill(-group, SIGCONT);
  }
  struct timespec interval = {0, look_interval_milliseconds * 1000000L};
  for (int waited = 0; waited < grace_milliseconds && any_leader_left();
       waited += look_interval_milliseconds) {
    nanosleep(&interval, NULL);
  }
  for (int i = 0; i < child_group_capacity; ++i) {
    if (child_groups[i] != 0) kill(-child_groups[i], SIGKILL);
  }
}
