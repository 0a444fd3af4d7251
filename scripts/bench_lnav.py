#!/usr/bin/env python3
"""lnav's published benchmark, on a log of the same shape, TUIPager beside less (and lnav where
it is installed) in the same run.

lnav's documentation measures one thing pagers rarely publish: an e-commerce access log of over
10 million lines, loaded and gone to its last line, a timestamp found near its end, and a word
filtered out before going to the end again. The log here has that shape: LINES lines of
Apache's combined format over a span of five days, one line in six from a phone (a user agent
naming the maker, the word filtered out). Each line's path is `/item/N`, N its number, so that
the screen says which line shows. It is made once into .build/bench-lnav/ (about 2 GB) and
reused while present.

Each program runs on it under a 100x30 pseudo-terminal (TERM=xterm-256color, LANG=C.UTF-8),
and this prints, never pass/fail, seconds:
  - first screen: from the spawn to the read that shows it whole (line 1 and the status line or
    less's prompt), the median of STARTS starts of each program in turn, with the median of each
    pair's ratio: a start takes a few milliseconds, and one alone moves with whatever the machine
    did just before (writing the log, or less's minute of searching) more than the programs
    differ;
then once (less needs about a minute for the search):
  - G: from sending it to the read that shows the last line;
  - the timestamp: `/` and the time of line TARGET (near the end), typed from the first line,
    to the read that shows that line;
  - the word filtered out and G: `&!` the maker's name, Enter, at once `G`, to the read that
    shows the last line (a desktop's, so kept);
and the peak resident memory (VmHWM) at the end.

Usage: python3 scripts/bench_lnav.py .build/release/TUIPager
(BENCH_LNAV_LINES=N for a smaller log, to try the script.)
Standard library only; the pty is ptybench.py's, the screen emulator bench_files.py's.
"""

import os
import shutil
import statistics
import sys
import time

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import Child, binary_argument, kill_leftovers, run  # noqa: E402
from bench_files import LESS, Screen, first_screen, programs  # noqa: E402

CACHE = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, ".build",
                     "bench-lnav")
LINES = 10_000_000
SPAN = 5 * 86_400  # seconds the log covers
START = 1_764_806_400  # 2025-12-04 00:00:00 UTC
MAKER = "SAMSUNG"  # the word filtered out: one line in six names it
LIMIT = 300.0  # seconds a step may take at most
STARTS = 31  # first screens of each program
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def stamp(second):
    t = time.gmtime(START + second)
    return f"{t.tm_mday:02d}/{MONTHS[t.tm_mon - 1]}/{t.tm_year}:{t.tm_hour:02d}:{t.tm_min:02d}:" \
           f"{t.tm_sec:02d} +0000"


def second_of(number, lines):
    """The second (from START) line `number` (1-based) was logged at."""
    return (number - 1) * SPAN // lines


def make_log(lines):
    """The log, LINES lines; its path."""
    os.makedirs(CACHE, exist_ok=True)
    path = os.path.join(CACHE, f"access-{lines}.log")
    if os.path.exists(path):
        return path
    print(f"bench_lnav: making an access log of {lines:,} lines (once)…", flush=True)
    agents = [
        "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0",
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
        "Chrome/119.0 Safari/537.36",
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) "
        "Version/17.1 Safari/605.1.15",
        "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:119.0) Gecko/20100101 Firefox/119.0",
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0",
        f"Mozilla/5.0 (Linux; Android 14; {MAKER} SM-S918B) AppleWebKit/537.36 (KHTML, like "
        "Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36",
    ]
    verbs = ["GET", "GET", "GET", "POST"]
    temporary = path + ".part"
    with open(temporary, "w", encoding="ascii") as file:
        chunk = []
        current, text = -1, ""
        for number in range(1, lines + 1):
            second = second_of(number, lines)
            if second != current:
                current, text = second, stamp(second)
            # The last line is a desktop's, so that the filter keeps it.
            agent = agents[number % 6] if number != lines else agents[0]
            chunk.append(
                f"10.{number % 251}.{number % 13}.{number % 97} - - [{text}] "
                f"\"{verbs[number % 4]} /item/{number} HTTP/1.1\" {200 if number % 50 else 404} "
                f"{number % 9000 + 200} \"https://shop.example/c/{number % 37}\" \"{agent}\"\n")
            if len(chunk) == 100_000:
                file.write("".join(chunk))
                chunk = []
        file.write("".join(chunk))
    os.rename(temporary, path)
    return path


def one_run(program, path, lines):
    """The four steps on `program`; seconds each (None when it did not get there) and KiB."""
    screen = Screen(answer=lambda reply: child.send(reply))
    child = Child(program.command[0], [*program.command[1:], path], program.environment)
    child.on_output = lambda data, at: screen.feed(data)
    figures = {}

    def step(name, keys, needle, since=None):
        sent = time.monotonic() if since is None else since
        for key in keys:
            child.send(key)
        shown = child.read_until_quiet(0.0, LIMIT, until=lambda: screen.shows(needle))
        figures[name] = shown.last - sent if shown.met and shown.last is not None else None
        if not shown.met:
            print(f"  {program.name}, {name}: not there in {LIMIT:.0f} s; the screen:\n"
                  f"{screen.text()}", file=sys.stderr)
        return shown.met

    try:
        if not step("first", [], "/item/1 ", since=child.started):
            return figures, child.peak_resident_kib()
        step("G", [b"G"], f"/item/{lines} ")
        target = lines - lines // 100
        # Without the zone: its `+` would make the pattern a regular expression.
        when = stamp(second_of(target, lines)).split(" ")[0]
        # From the top: the first line with that second is the one shown.
        first_of_second = next(
            n for n in range(target, 0, -1) if second_of(n - 1, lines) != second_of(target, lines)
            or n == 1)
        child.send(b"g")
        child.read_until_quiet(0.2, LIMIT, until=lambda: screen.shows("/item/1 "))
        step("timestamp", [b"/", when.encode(), b"\r"], f"/item/{first_of_second} ")
        child.send(b"g")
        child.read_until_quiet(0.2, LIMIT, until=lambda: screen.shows("/item/1 "))
        step("filter", [b"&!", MAKER.encode(), b"\r", b"G"], f"/item/{lines} ")
        return figures, child.peak_resident_kib()
    finally:
        child.quit(10.0)


def main():
    binary = binary_argument("bench_lnav", peers=[LESS])
    sys.stdout.reconfigure(line_buffering=True)
    lines = int(os.environ.get("BENCH_LNAV_LINES", LINES))
    path = make_log(lines)
    size = os.path.getsize(path) / (1 << 30)
    tools = programs(binary)
    print(f"bench_lnav: lnav's benchmark on an access log of {lines:,} lines, {size:.2f} GiB, "
          f"five days, one line in six from a phone; 100x30 pty, seconds: the first screen the "
          f"median of {STARTS} starts each, the rest one run each")
    results = {}
    starts = {tool.name: [] for tool in tools}
    try:
        for _ in range(STARTS):
            for tool in tools:
                starts[tool.name].append(first_screen(tool, [path], "/item/1 ") / 1000)
        for tool in tools:
            results[tool.name] = one_run(tool, path, lines)
            # The session's own first screen got it going; the figure is the starts'.
            results[tool.name][0]["first"] = statistics.median(starts[tool.name])
    finally:
        kill_leftovers()
    names = [tool.name for tool in tools]
    print("  " + " " * 34 + "".join(f"{name:>12}" for name in names))
    rows = [("first screen", "first"), ("G to the last line", "G"),
            ("a timestamp near the end, from the top", "timestamp"),
            (f"&!{MAKER} then G", "filter")]
    for label, key in rows:
        cells = []
        for name in names:
            value = results[name][0].get(key)
            digits = 4 if key == "first" else 3
            cells.append("–" if value is None else f"{value:.{digits}f}")
        print(f"  {label:<34}" + "".join(f"{cell:>12}" for cell in cells))
    pairs = [pager / less for pager, less in zip(starts[names[0]], starts[names[1]])]
    print(f"  first screen, median of {STARTS} starts each; paired {names[0]} / {names[1]}: "
          f"{statistics.median(pairs):.2f}x")
    print(f"  {'peak RSS, MiB':<34}" + "".join(
        f"{results[name][1] / 1024:>12.1f}" for name in names))
    if shutil.which("lnav"):
        print("  lnav is installed, but not driven yet: its screen needs more of a terminal "
              "than the bench's emulator (bench_files.Screen) follows")
    else:
        print("  lnav: not installed here (Debian's package is lnav)")


if __name__ == "__main__":
    run(main)
