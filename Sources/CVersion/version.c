#include "version.h"

// The one place the version comes from. `make` writes .build/version (from `git describe`, or
// the VERSION file when there is no tag) and touches this file when it changes; a build without
// make reads the VERSION file itself. #embed is C23; clang takes it in C17 too.
#pragma clang diagnostic ignored "-Wc23-extensions"
static const char version[] = {
#if __has_embed("../../.build/version")
#embed "../../.build/version"
#else
#embed "../../VERSION"
#endif
    , 0};

const char *tuipager_version(void) { return version; }
