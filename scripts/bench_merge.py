#!/usr/bin/env python3
"""Two logs merged by time (issue 35) beside the same two logs piped in with cat, in one run.

Makes once (cached under .build/bench-merge/) two logs of LINES lines each over the same five
days: an access log (common log format, `/item/N`) and an app log (ISO 8601 times,
`event N`), each about 1 GB at the default size, their times interleaved. Then, under a
100x30 pseudo-terminal, one run each, seconds:
  - `TUIPager --merge ACCESS APP`: the first screen (from the spawn to the read that shows the
    first access line) and G (from sending it to the read that shows the last merged line, the
    app log's last), and the peak resident memory (VmHWM) then;
  - `cat ACCESS APP | TUIPager`: G to the last line, the time the merge's G is held to
    (goal: the merge's G within 2x of it; its first screen within 50 ms; under 256 MiB);
  - lnav, where installed, is named but not driven (its screen needs more of a terminal than
    the bench's emulator follows).
Prints figures, never pass/fail.

Usage: python3 scripts/bench_merge.py .build/release/TUIPager
(BENCH_MERGE_LINES=N for smaller logs, to try the script.)
Standard library only; the pty is ptybench.py's, the screen emulator bench_files.py's.
"""

import os
import shutil
import sys
import time

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import Child, binary_argument, kill_leftovers, run, terminal_environment  # noqa: E402,E501
from bench_files import Screen  # noqa: E402

CACHE = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, ".build",
                     "bench-merge")
LINES = 5_000_000
SPAN = 5 * 86_400
START = 1_764_806_400  # 2025-12-04 00:00:00 UTC
LIMIT = 600.0
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
PADDING = "x" * 120  # lines of some 200 bytes, as real ones


def make_logs(lines):
    """The two logs; their paths."""
    os.makedirs(CACHE, exist_ok=True)
    access = os.path.join(CACHE, f"access-{lines}.log")
    app = os.path.join(CACHE, f"app-{lines}.log")
    for path, kind in ((access, "access"), (app, "app")):
        if os.path.exists(path):
            continue
        print(f"bench_merge: making {path} (once)…", flush=True)
        temporary = path + ".part"
        with open(temporary, "w", encoding="ascii") as file:
            chunk = []
            for number in range(1, lines + 1):
                # The app's lines half a step after the access log's.
                second = START + ((number - 1) * SPAN) // lines + (1 if kind == "app" else 0)
                t = time.gmtime(second)
                if kind == "access":
                    chunk.append(
                        f"10.0.0.{number % 251} - - [{t.tm_mday:02d}/{MONTHS[t.tm_mon - 1]}/"
                        f"{t.tm_year}:{t.tm_hour:02d}:{t.tm_min:02d}:{t.tm_sec:02d} +0000] "
                        f"\"GET /item/{number} HTTP/1.1\" 200 512 \"{PADDING}\"\n")
                else:
                    chunk.append(
                        f"{t.tm_year}-{t.tm_mon:02d}-{t.tm_mday:02d}T{t.tm_hour:02d}:"
                        f"{t.tm_min:02d}:{t.tm_sec:02d}Z INFO event {number} done {PADDING}\n")
                if len(chunk) == 100_000:
                    file.write("".join(chunk))
                    chunk = []
            file.write("".join(chunk))
        os.rename(temporary, path)
    return access, app


def one_run(command, first, last):
    """Seconds to the first screen (None where `first` is None), G's seconds, and KiB."""
    screen = Screen(answer=lambda reply: child.send(reply))
    child = Child(command[0], command[1:], terminal_environment())
    child.on_output = lambda data, at: screen.feed(data)
    figures = {}
    try:
        if first is not None:
            shown = child.read_until_quiet(0.0, LIMIT, until=lambda: screen.shows(first))
            figures["first"] = shown.last - child.started if shown.met else None
        else:
            child.read_until_quiet(0.5, LIMIT)
        sent = time.monotonic()
        child.send(b"G")
        shown = child.read_until_quiet(0.0, LIMIT, until=lambda: screen.shows(last))
        figures["G"] = shown.last - sent if shown.met and shown.last is not None else None
        if not shown.met:
            print(f"  {command[0]}: G not there in {LIMIT:.0f} s; the screen:\n{screen.text()}",
                  file=sys.stderr)
        return figures, child.peak_resident_kib()
    finally:
        child.quit(10.0)


def main():
    binary = binary_argument("bench_merge", peers=[])
    sys.stdout.reconfigure(line_buffering=True)
    lines = int(os.environ.get("BENCH_MERGE_LINES", LINES))
    access, app = make_logs(lines)
    size = (os.path.getsize(access) + os.path.getsize(app)) / (1 << 30)
    for path in (access, app):
        with open(path, "rb") as file:
            while file.read(1 << 24):
                pass  # in the page cache for every run
    last = f"event {lines} done"
    merged, merged_kib = one_run([binary, "--merge", access, app], "/item/1 ", last)
    piped, _ = one_run(["/bin/sh", "-c", f"cat '{access}' '{app}' | '{binary}'"], None, last)
    print(f"bench_merge: two logs of {lines:,} lines each, {size:.2f} GiB in all, merged by "
          f"time; 100x30 pty, one run each, seconds")

    def shown(value):
        return "–" if value is None else f"{value:.3f}"

    print(f"  --merge, first screen                {shown(merged.get('first'))} (goal <= 0.050)")
    print(f"  --merge, G to the last merged line   {shown(merged.get('G'))}")
    print(f"  cat A B | TUIPager, G to the end     {shown(piped.get('G'))}")
    if merged.get("G") and piped.get("G"):
        print(f"  ratio                                {merged['G'] / piped['G']:.2f}x "
              "(goal <= 2x)")
    print(f"  --merge, peak RSS, MiB               {merged_kib / 1024:.1f} (goal < 256)")
    if shutil.which("lnav"):
        print("  lnav is installed, but not driven: its screen needs more of a terminal than the "
              "bench's emulator follows")
    else:
        print("  lnav: not installed here (Debian's package is lnav)")
    kill_leftovers()


if __name__ == "__main__":
    run(main)
