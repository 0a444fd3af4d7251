#ifndef ADOPTED_CHILDREN_H
#define ADOPTED_CHILDREN_H

#include <sys/types.h>

// A command's background job that leaves its process group (setsid, a daemon's double fork) is
// out of reach of the group's SIGTERM and SIGKILL. As a child subreaper, the program adopts such
// orphans among its descendants instead of init, so it can reap them as they end, and end them
// when it quits.

/// prctl(PR_SET_CHILD_SUBREAPER, adopting): whether the orphans among this process's
/// descendants become its children from now on. Returns whether they did before (0 or 1), or -1
/// with errno.
int adopted_children_set_reaper(int adopting);

/// Reaps, without blocking, the children that have ended, but for the tracked group leaders
/// (the commands' shells, whose status their runners read). Returns how many it reaped.
int adopted_children_reap(void);

/// Ends every descendant left, at any depth, and the process group each leads: SIGTERM (and
/// SIGCONT), then SIGKILL after a grace of 200 ms, in rounds while any is left (forked meanwhile,
/// or adopted as its parent ended), for a second at most. Writes the pids still alive after that
/// into `survivors`, at most `capacity` of them, and returns how many it wrote.
int adopted_children_end_all(pid_t *survivors, int capacity);

#endif
