#ifndef CPCRE2_SHIM_H
#define CPCRE2_SHIM_H

// Patterns and subjects are UTF-8 bytes: the 8-bit library, whose functions end in _8.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
// memchr, for the scans that look for line ends between matches: PagerKit imports no Glibc.
#include <string.h>

#endif
