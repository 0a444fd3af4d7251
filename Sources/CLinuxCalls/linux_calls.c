#define _GNU_SOURCE
#include "linux_calls.h"

#include <fcntl.h>
#include <linux/magic.h>
#include <malloc.h>
#include <poll.h>
#include <sched.h>
#include <sys/statfs.h>
#include <sys/eventfd.h>
#include <spawn.h>
#include <sys/mman.h>
#include <stdint.h>
#include <sys/resource.h>
#include <ucontext.h>
#include <unistd.h>

int linux_calls_o_tmpfile(void) { return O_TMPFILE; }

short linux_calls_posix_spawn_setsid(void) { return POSIX_SPAWN_SETSID; }

int linux_calls_punch_hole(int descriptor, off_t offset, off_t length) {
  return fallocate(descriptor, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, offset, length);
}

int linux_calls_memfd_create(const char *name) { return memfd_create(name, MFD_CLOEXEC); }

int linux_calls_poll_nanoseconds(struct pollfd *descriptors, nfds_t count, long long nanoseconds) {
  if (nanoseconds < 0) return ppoll(descriptors, count, NULL, NULL);
  struct timespec timeout = {nanoseconds / 1000000000, nanoseconds % 1000000000};
  return ppoll(descriptors, count, &timeout, NULL);
}

int linux_calls_eventfd(int semaphore) {
  return eventfd(0, EFD_CLOEXEC | (semaphore ? EFD_SEMAPHORE : EFD_NONBLOCK));
}

int linux_calls_make_thread_nicer(int more) {
  id_t thread = (id_t)gettid();
  int niceness = getpriority(PRIO_PROCESS, thread) + more;
  return setpriority(PRIO_PROCESS, thread, niceness > 19 ? 19 : niceness);
}

int linux_calls_usable_processors(void) {
  cpu_set_t usable;
  if (sched_getaffinity(0, sizeof usable, &usable) == 0) return CPU_COUNT(&usable);
  return (int)sysconf(_SC_NPROCESSORS_ONLN);
}

int linux_calls_is_kernel_file(int descriptor) {
  struct statfs system;
  if (fstatfs(descriptor, &system) != 0) return 0;
  return system.f_type == PROC_SUPER_MAGIC || system.f_type == SYSFS_MAGIC;
}

void linux_calls_give_back_free_memory(void) { malloc_trim(0); }

size_t linux_calls_free_heap_bytes(void) { return mallinfo2().fordblks; }

struct own_stack_call {
  void (*body)(void *);
  void *context;
};

// makecontext passes int arguments only: the call's address comes in two halves.
static void own_stack_start(unsigned int high, unsigned int low) {
  struct own_stack_call *call = (struct own_stack_call *)(((uintptr_t)high << 32) | low);
  call->body(call->context);
}

int linux_calls_on_own_stack(void (*body)(void *), void *context, size_t size) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  size = (size + page - 1) / page * page;
  char *block = mmap(NULL, size + page, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK | MAP_NORESERVE, -1, 0);
  if (block == MAP_FAILED) return -1;
  // A call deeper than the stack faults on the guard, as on any thread's stack.
  if (mprotect(block, page, PROT_NONE) != 0) {
    munmap(block, size + page);
    return -1;
  }
  struct own_stack_call call = {body, context};
  ucontext_t caller, callee;
  getcontext(&callee);
  callee.uc_stack.ss_sp = block + page;
  callee.uc_stack.ss_size = size;
  callee.uc_link = &caller;
  uintptr_t address = (uintptr_t)&call;
  makecontext(&callee, (void (*)(void))own_stack_start, 2, (unsigned int)(address >> 32),
              (unsigned int)address);
  swapcontext(&caller, &callee);
  munmap(block, size + page);
  return 0;
}
