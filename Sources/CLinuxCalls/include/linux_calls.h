#ifndef LINUX_CALLS_H
#define LINUX_CALLS_H

#include <poll.h>
#include <sys/types.h>

// Linux calls and flags that glibc declares only under _GNU_SOURCE, which Swift's Glibc module is
// built without. linux_calls.c defines it and hands them on, so Swift code names the real
// constants instead of copying their values.

/// O_TMPFILE: open(dir, O_TMPFILE | O_RDWR) makes a file with no name in `dir`.
int linux_calls_o_tmpfile(void);

/// POSIX_SPAWN_SETSID: the child starts a new session, with no controlling terminal.
short linux_calls_posix_spawn_setsid(void);

/// fallocate(descriptor, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, offset, length): frees the
/// bytes of that range, keeping the file's length. Returns 0, or -1 with errno.
int linux_calls_punch_hole(int descriptor, off_t offset, off_t length);

/// memfd_create(name, MFD_CLOEXEC): a file in memory that no folder names. Returns the
/// descriptor, or -1 with errno.
int linux_calls_memfd_create(const char *name);

/// ppoll(descriptors, count, timeout, NULL) with a timeout of `nanoseconds` (negative: none):
/// poll to the nanosecond, where poll counts whole milliseconds. Returns what ppoll returns.
int linux_calls_poll_nanoseconds(struct pollfd *descriptors, nfds_t count, long long nanoseconds);

/// eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK), or with EFD_SEMAPHORE instead of EFD_NONBLOCK when
/// `semaphore` is not 0 (each read then takes one, waiting for it): a counter to wake a thread
/// or a poll with. Returns the descriptor, or -1 with errno.
int linux_calls_eventfd(int semaphore);

/// setpriority(PRIO_PROCESS, gettid(), its niceness + `more`): the calling thread alone runs
/// `more` nicer, as Linux keeps a niceness a thread (19 at most). Returns 0, or -1 with errno.
int linux_calls_make_thread_nicer(int more);

/// The processors this process may run on (sched_getaffinity's set, which taskset and cpusets
/// narrow), or those online where the set cannot be read: one system call, where sysconf reads
/// and parses a file of sysfs.
int linux_calls_usable_processors(void);

/// Whether the file open at `descriptor` lies on procfs or sysfs (fstatfs's PROC_SUPER_MAGIC or
/// SYSFS_MAGIC): its text is made by the kernel as it is read. 1 or 0.
int linux_calls_is_kernel_file(int descriptor);

/// malloc_trim(0): hands the heap's free memory back to the system, as a dropped watch run's
/// text would otherwise stay counted in the program's resident memory.
void linux_calls_give_back_free_memory(void);

/// The bytes the heap holds free (mallinfo2's fordblks), which malloc_trim may give back.
size_t linux_calls_free_heap_bytes(void);

/// Calls `body(context)` on a stack of its own of `size` bytes (a guard page below it), mapped
/// for the call and unmapped after it (makecontext, swapcontext): a deep call made once leaves
/// none of its pages resident on the thread's own stack, which keeps every page it ever touched.
/// Returns 0 once `body` has returned, or -1 with errno when no stack could be mapped (then
/// `body` was not called). `body` must return, not jump out.
int linux_calls_on_own_stack(void (*body)(void *), void *context, size_t size);

#endif
