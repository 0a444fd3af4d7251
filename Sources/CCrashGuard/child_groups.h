#ifndef CHILD_GROUPS_H
#define CHILD_GROUPS_H

// Private to the crash guard: called from its handler, so async-signal-safe.

#include <sys/types.h>

/// Sends SIGTERM to every tracked child group, waits up to a short grace for the children to
/// end (reaping them), then sends SIGKILL to the groups still there.
void child_groups_end_all(void);

/// Whether `leader` leads a tracked child group: a command's shell, which its runner reaps.
int child_groups_is_tracked(pid_t leader);

#endif
