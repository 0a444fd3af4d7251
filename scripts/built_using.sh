#!/bin/sh
# Prints the Built-Using field's value for a binary linked whole from the archives named
# as arguments: the Debian source package and version each came from, once each, sorted. An
# archive no package owns (the Swift toolchain's) is left out.
for archive in "$@"; do
  package=$(dpkg -S "$(readlink -f "$archive")" 2>/dev/null | head -n 1 | cut -d: -f1)
  [ -n "$package" ] || continue
  dpkg-query -W -f='${source:Package} (= ${source:Version})\n' "$package"
done | sort -u | paste -sd, - | sed 's/,/, /g'
