// The program's arguments for Swift's `CommandLine`, as glibc hands them to a constructor.
//
// The standard library asks the runtime for argc and argv through the two functions below. The
// runtime's own (CommandLine.cpp in libswiftCore.a) finds them at every start, before main, by
// reading /proc/self/maps through stdio and sscanf to find the stack, then walking back from
// environ: 40 microseconds of a start that shows its first screen in under two milliseconds.
// Defined here, in an object the linker reads before the runtime's archive, they keep that
// member out of the binary (it defines nothing else). glibc calls each .init_array entry with
// argc, argv and envp, so the arguments are taken as they are, with no search.
//
// Should a later runtime define more in that member, the link fails on a duplicate symbol: it
// never silently runs both.

#include <stddef.h>

static char **given_argv;
static int given_argc;
static char **override_argv;
static int override_argc;

static void take_arguments(int argc, char **argv, char **envp) {
  (void)envp;
  given_argc = argc;
  given_argv = argv;
}

__attribute__((section(".init_array"), used)) static void (*take_arguments_entry)(
    int, char **, char **) = take_arguments;

// The runtime declares it SWIFT_CC(swift); for one pointer in and one out, as C passes them.
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
  if (override_argv != NULL) {
    *outArgLen = override_argc;
    return override_argv;
  }
  static char *none[] = {NULL};
  *outArgLen = given_argv != NULL ? given_argc : 0;
  return given_argv != NULL ? given_argv : none;
}

void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
  override_argv = argv;
  override_argc = argc;
}
