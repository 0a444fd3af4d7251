#ifndef CBZIP2_SHIM_H
#define CBZIP2_SHIM_H

// bzlib.h uses FILE in its declarations without including stdio.h itself.
#include <stdio.h>
#include <bzlib.h>

#endif
