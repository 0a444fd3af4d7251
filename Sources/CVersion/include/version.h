#ifndef TUIPAGER_VERSION_H
#define TUIPAGER_VERSION_H

/// The program's version, such as "0.2.0": what `make` wrote to .build/version from
/// `git describe`, else the package's VERSION file; built in, so the binary needs no file.
const char *tuipager_version(void);

#endif
