#!/usr/bin/env python3
"""Pattern benchmark of TUIPager (issue 18): its one matching engine, PCRE2 with its JIT, beside
grep (and ripgrep, when `rg` is installed) on the same file, in the same run.

Runs under a pseudo-terminal of 100x30 (bench_search.py's harness, imported) on bench_files.py's
log-like file of 1 GiB (256 MiB where the disk has no room for it; made under .build/bench-files/
when missing, read once so it is in the page cache), on 10 tabs of its 100 MiB file, and on a
man page with overstrike of about 36 MB (`man bash` kept formatted, 80 times over), as a file
and from a pipe. Each time is the median of 3 runs:
  - /PATTERN for a pattern no line has: from Enter to the status line's "Pattern not found";
    beside `grep -cE PATTERN FILE` (`-ci` for smart-case text) and `rg -c`, as wall time;
  - &PATTERN, a whole filter: from Enter to the status line saying the filter is done, its
    count checked against grep's;
  - the overstruck man page, file against pipe: /PATTERN (not there) from Enter to "not found";
  - counts across tabs: /PATTERN over 10 tabs of the 100 MiB file (a terminal 200 columns wide,
    so every title shows), from Enter to every title's final count (`·N`, no `≥`, no `…`), each
    checked against grep's; beside `grep -c PATTERN` over the same 10 files;
  - key delay during a search, a filter and the counts: j sent 5 times, 30 ms apart, while they
    run on the big file; each delay from sending j to the read that shows the text scrolled;
  - (a+)+$ on one line of 30 a and a b: from Enter to "pattern too complex", and, with
    (a+)+ typed, from Esc (25 ms of it ncurses' ESCDELAY, which tells a lone Esc from the start
    of a key's escape sequence) and from Ctrl-C to the prompt gone.

Prints figures and ratios (TUIPager's time over the peer's), never pass/fail; exits 1 with
`bench_patterns: FAILED: …` when something does not show within its time limit or a count
disagrees. Usage: python3 scripts/bench_patterns.py .build/release/TUIPager

To iterate on one part fast: BENCH_PATTERNS_SIZE=256 takes the file of that many MiB whatever
the disk has room for, and BENCH_PATTERNS_ONLY=filters runs only the filter rows and the search
of a regex with no required text (the figure a filter is held against).
"""

import os
import re
import shutil
import statistics
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import BenchFailed, binary_argument, ROWS, terminal_environment  # noqa: E402
from bench_files import MIB, LogLines, prepare_file  # noqa: E402
from bench_search import FILTERED, Run, number, pager_started  # noqa: E402
from bench_files import Screen  # noqa: E402
from ptybench import Child  # noqa: E402

RUNS = 3
SIZES = [("1 GiB", 1024 * MIB), ("256 MiB", 256 * MIB)]  # the first the disk has room for
if os.environ.get("BENCH_PATTERNS_SIZE"):
    SIZES = [(f"{os.environ['BENCH_PATTERNS_SIZE']} MiB", int(os.environ["BENCH_PATTERNS_SIZE"]) * MIB)]
ONLY_FILTERS = os.environ.get("BENCH_PATTERNS_ONLY") == "filters"
TAB_SIZE = 100 * MIB
TABS = 10
WIDE = 200  # columns: every tab's title shows
TAB_COUNT = ("duration=7[0-9]{2}ms", ["-cE"])
LIMIT = 120.0  # seconds to wait for any one search or filter
SEARCHES = [  # (what, pattern, grep's flags)
    ("regex, no text every match needs", "[A-Z]{4}[0-9]{4}", ["-cE"]),
    ("alternation", "(ZQXW|QQQQ)[0-9]+ marker", ["-cE"]),
    ("smart-case text", "zqxw1234", ["-ci"]),
]
FILTERS = [  # (what, pattern, grep's flags)
    ("filter on text", "status=503", ["-c"]),
    ("filter on a regex", "duration=7[0-9]{2}ms", ["-cE"]),
]
KEYS = 5
KEY_GAP = 0.03


def peer_time(command):
    """Wall seconds and the count printed by a grep-like `command`."""
    began = time.monotonic()
    result = subprocess.run(command, capture_output=True, text=True, timeout=LIMIT,
                            env=terminal_environment())
    seconds = time.monotonic() - began
    if result.returncode not in (0, 1):
        raise BenchFailed(f"{' '.join(command)} failed: {result.stderr.strip()}")
    return seconds, int((result.stdout.split() or ["0"])[0])


def started(run):
    run.wait(10.0, lambda: pager_started(run.status()), "the first screen")


def not_found(binary, arguments, pattern, shell=None):
    """Seconds from Enter to "not found" for /PATTERN."""
    run = Run(shell or binary, arguments)
    try:
        started(run)
        run.type(f"/{pattern}".encode())
        sent = time.monotonic()
        run.child.send(b"\r")
        shown = run.wait(LIMIT, lambda: "not found" in run.status(), f"/{pattern} not found")
    finally:
        run.close()
    return shown - sent


def whole_filter(binary, path, pattern):
    """Seconds from Enter to the filter by PATTERN done, and the lines it kept."""
    run = Run(binary, [path])

    def done():
        found = FILTERED.search(run.status())
        return found and not found.group(3)

    try:
        started(run)
        run.type(f"&{pattern}".encode())
        sent = time.monotonic()
        run.child.send(b"\r")
        shown = run.wait(LIMIT, done, f"the filter by {pattern} done")
        kept = number(FILTERED.search(run.status()).group(1))
    finally:
        run.close()
    return shown - sent, kept


class WideRun(Run):
    """A Run on a terminal WIDE columns wide."""

    def __init__(self, command, args):
        self.child = None
        self.screen = Screen(columns=WIDE, rows=ROWS, answer=lambda reply: self.child.send(reply))
        self.watchers = []
        self.child = Child(command, args, None, columns=WIDE, rows=ROWS)
        self.child.on_output = self._feed


def tab_files(path):
    """TABS names for the 100 MiB file, in a folder of their own: each its own tab."""
    folder = os.path.join(os.path.dirname(path), "tabs")
    os.makedirs(folder, exist_ok=True)
    names = []
    for number_ in range(TABS):
        name = os.path.join(folder, f"t{number_}.log")
        if os.path.islink(name) and os.readlink(name) != path:
            os.unlink(name)
        if not os.path.islink(name):
            os.symlink(path, name)
        names.append(name)
    return names


def title_counts(run):
    """What the bar's titles count, as (count, whether final) a title: `·≥340…` counts on."""
    return [(number(count), not (at_least or going)) for at_least, count, going
            in re.findall(r"\u00b7(\u2265?)(\d[\d,]*)(\u2026?)", run.rows()[0])]


def tab_counts(binary, names, pattern):
    """Seconds from Enter to every title's final count, and the counts."""
    run = WideRun(binary, names)
    try:
        run.wait(10.0, lambda: "lines 1" in run.status(), "the first screen")
        run.type(f"/{pattern}".encode())
        sent = time.monotonic()
        run.child.send(b"\r")

        def counted():
            counts = title_counts(run)
            return len(counts) == TABS and all(final for _, final in counts)

        shown = run.wait(LIMIT, counted, "every tab's count")
        return shown - sent, [count for count, _ in title_counts(run)]
    finally:
        run.close()


def key_delays(binary, arguments, typed, busy, what, wide=False):
    """Each j's delay while what `typed` starts runs, and whether `busy(run)` still held."""
    run = (WideRun if wide else Run)(binary, arguments)
    delays = []
    try:
        run.wait(10.0, lambda: "lines 1" in run.status(), "the first screen")
        run.type(typed)
        run.child.send(b"\r")
        run.wait(10.0, lambda: busy(run), what)
        for _ in range(KEYS):
            before = run.rows()[2:ROWS - 1]
            sent = time.monotonic()
            run.child.send(b"j")
            shown = run.wait(5.0, lambda: run.rows()[2:ROWS - 2] == before[1:], "a j answered")
            delays.append(shown - sent)
            run.child.read_for(KEY_GAP)
        still = busy(run)
    finally:
        run.close()
    return delays, still


def filtering(run):
    found = FILTERED.search(run.status())
    return bool(found and found.group(3))


def counting(run):
    return any(not final for _, final in title_counts(run))


def delay_line(label, delays, still, busy_word):
    return (f"  key delay during {label}: median {statistics.median(delays) * 1000:.0f} ms, "
            f"worst {max(delays) * 1000:.0f} ms ({'still ' + busy_word if still else 'done by then'})")


def answered(binary, path, typed, key, until, what):
    """Seconds from sending `key`, after `typed` on the first screen, to `until()` holding."""
    run = Run(binary, [path])
    try:
        run.wait(10.0, lambda: "lines 1" in run.status(), "the first screen")
        run.type(typed)
        sent = time.monotonic()
        run.child.send(key)
        return run.wait(10.0, lambda: until(run), what) - sent
    finally:
        run.close()


def catastrophic(binary, folder):
    path = os.path.join(folder, "aaa.txt")
    with open(path, "w") as file:
        file.write("first\n" + "a" * 30 + "b\nlast\n")
    said = answered(binary, path, b"/(a+)+$", b"\r", lambda run: "too complex" in run.status(),
                    "too complex")
    gone = answered(binary, path, b"/(a+)+", b"\x1b",
                    lambda run: "/(a+)+" not in run.status(), "the prompt gone")
    interrupted = answered(binary, path, b"/(a+)+", b"\x03",
                           lambda run: "/(a+)+" not in run.status(), "the prompt gone")
    return said, gone, interrupted


def man_page(folder):
    path = os.path.join(folder, "man-overstrike.txt")
    if not os.path.isfile(path):
        page = subprocess.run(["man", "-P", "cat", "bash"], capture_output=True,
                              env={**os.environ, "MAN_KEEP_FORMATTING": "1", "MANWIDTH": "100"})
        if page.returncode != 0 or b"\b" not in page.stdout:
            return None
        with open(path, "wb") as file:
            for _ in range(80):
                file.write(page.stdout)
    return path


def median(measure):
    return statistics.median(measure() for _ in range(RUNS))


def main():
    binary = binary_argument("bench_patterns", peers=["/usr/bin/grep"])
    lines = LogLines()
    for label, size in SIZES:
        prepared = prepare_file(lines, label, size)
        if prepared:
            break
    else:
        return
    path, _ = prepared
    rg = shutil.which("rg")
    print(f"\npatterns on {os.path.basename(path)} ({label}), medians of {RUNS}"
          + ("" if rg else "; ripgrep not installed (apt-get install ripgrep)"))
    for what, pattern, flags in SEARCHES[:1] if ONLY_FILTERS else SEARCHES:
        grep, count = peer_time(["grep", *flags, pattern, path])
        if count != 0:
            raise BenchFailed(f"{pattern} is on {count} lines; the bench wants none")
        ours = median(lambda: not_found(binary, [path], pattern))
        line = f"  /{pattern} ({what}): {ours:.2f} s; grep {flags[0]} {grep:.2f} s, {ours / grep:.2f}x"
        if rg:
            ripgrep, _ = peer_time([rg, "-c", *(["-i"] if "i" in flags[0] else []), pattern, path])
            line += f"; rg {ripgrep:.2f} s, {ours / ripgrep:.2f}x"
        print(line)
    for what, pattern, flags in FILTERS:
        grep, count = peer_time(["grep", *flags, pattern, path])
        runs = [whole_filter(binary, path, pattern) for _ in range(RUNS)]
        if any(kept != count for _, kept in runs):
            raise BenchFailed(f"&{pattern} kept {[kept for _, kept in runs]}, grep counts {count}")
        ours = statistics.median(seconds for seconds, _ in runs)
        print(f"  &{pattern} ({what}, {count:,} lines): {ours:.2f} s; grep {flags[0]} "
              f"{grep:.2f} s, {ours / grep:.2f}x")
    if ONLY_FILTERS:
        return
    delays, still = key_delays(binary, [path], b"/[A-Z]{4}[0-9]{4}",
                               lambda run: "searching" in run.status(), "the search going on")
    print(delay_line("/[A-Z]{4}[0-9]{4}", delays, still, "searching"))
    delays, still = key_delays(binary, [path], b"&status=5[0-9]{2}|[A-Z]{4}[0-9]{4}", filtering,
                               "the filter going on")
    print(delay_line("&status=5[0-9]{2}|[A-Z]{4}[0-9]{4}", delays, still, "filtering"))
    tab_prepared = prepare_file(lines, "100 MiB", TAB_SIZE)
    if tab_prepared:
        names = tab_files(tab_prepared[0])
        pattern, flags = TAB_COUNT
        began = time.monotonic()
        result = subprocess.run(["grep", *flags, pattern, *names], capture_output=True,
                                text=True, timeout=LIMIT)
        grep = time.monotonic() - began
        expected = [int(line.rsplit(":", 1)[1]) for line in result.stdout.split()]
        runs = [tab_counts(binary, names, pattern) for _ in range(RUNS)]
        if any(counts != expected for _, counts in runs):
            raise BenchFailed(f"/{pattern} counted {runs[0][1]}, grep {expected}")
        ours = statistics.median(seconds for seconds, _ in runs)
        print(f"  /{pattern} counted in {TABS} tabs of 100 MiB ({expected[0]:,} a tab): "
              f"{ours:.2f} s; grep {flags[0]} over the {TABS} files {grep:.2f} s, {ours / grep:.2f}x")
        delays, still = key_delays(binary, names, f"/{pattern}".encode(), counting,
                                   "the counts going on", wide=True)
        print(delay_line(f"the counts in {TABS} tabs", delays, still, "counting"))
    folder = os.path.dirname(path)
    man = man_page(folder)
    if man:
        size = os.path.getsize(man) / MIB
        from_file = median(lambda: not_found(binary, [man], "zz[a-z]qqq"))
        piped = median(lambda: not_found(
            binary, ["-c", f"cat '{man}' | '{binary}'"], "zz[a-z]qqq", shell="/bin/sh"))
        print(f"  man page with overstrike ({size:.0f} MiB), /zz[a-z]qqq: file {from_file:.2f} s, "
              f"pipe {piped:.2f} s, {from_file / piped:.2f}x")
    said, gone, interrupted = catastrophic(binary, folder)
    print(f"  (a+)+$ on 30 a and a b: 'pattern too complex' {said * 1000:.0f} ms after Enter; "
          f"Esc answered in {gone * 1000:.0f} ms (25 of them ESCDELAY), Ctrl-C in "
          f"{interrupted * 1000:.0f} ms")


if __name__ == "__main__":
    try:
        main()
    except BenchFailed as failure:
        print(f"bench_patterns: FAILED: {failure}")
        sys.exit(1)
