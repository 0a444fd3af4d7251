#!/usr/bin/env python3
"""Line-count benchmark of TUIPager: how soon the background count puts a file's total line
count on the status line, beside `wc -l` on the same file, and whether keys are answered while
it counts.

Runs `BINARY FILE` under a pseudo-terminal of 100x30 (TERM=xterm-256color, LANG=C.UTF-8) on
the log-like files of 100 MiB and 1 GiB that bench_files.py makes under .build/bench-files/
(its own code is imported, not copied: the files are reused while they have the right size,
made otherwise, and the 1 GiB one is skipped when less than 3 GiB of disk would be left free).
Each file is read once before its runs (bench_files' warm-up read, or its fresh generation), so
the first TUIPager run and the `wc -l` runs all find it in the page cache. Then, 3 times,
alternating: `wc -l FILE` (wall time around the whole process, the count it prints), and one
TUIPager run, which measures
  - first screen: from just before the spawn to the read after which the screen shows the file's
    first line and the status line says `lines 1–`;
  - j: `j` is sent as soon as that first screen is seen, and the delay to the read after which
    the text above the status line differs from the first screen's (it has scrolled) is
    recorded, with whether the status line still said `of ≥N…` (counting) at that moment.
    Not `lines 2–` on the status line: j scrolls one screen row, and line 1 of these files is
    wider than 100 columns, so after one j the status line still says `lines 1–` (a second j
    brings `lines 2–`). While counting, only the status line changes, so any change above it
    is j's answer;
  - total: from just before the spawn to the read from which on the status line shows the final
    `of N` (no `≥`, no `…`) it still shows once output has been quiet for 150 ms; N is checked
    equal to wc -l's count (a mismatch fails the benchmark).
The ratio is the median total time over the median wc -l time; the total time includes
TUIPager's start (its first-screen time), which wc -l's time includes for wc too.

What the screen shows comes from bench_files.py's small terminal emulator, fed every byte read
from the pty and consulted after each read, so ncurses' partial updates of the status line (only
changed cells, split by cursor moves, sometimes across reads) are reconstructed exactly and each
time is that of the read that brought the change. (Not tmux: it would be one more program
between TUIPager and the figures, and times could only be as fine as its polling.)

Prints figures (medians of 3 runs, and each run's values below), never pass/fail; it exits
non-zero with a message when something does not show within its time limit or the totals
disagree.

Usage: python3 scripts/bench_count.py .build/release/TUIPager
Standard library only; the pty and process handling is in ptybench.py beside it.
"""

import os
import re
import statistics
import subprocess
import sys
import textwrap
import time

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import (  # noqa: E402
    binary_argument, bench_session, run, BenchFailed, COLUMNS, ROWS, Child, milliseconds)
from bench_files import GIB, MIB, LogLines, Screen, prepare_file  # noqa: E402

WC = "/usr/bin/wc"
CASES = [("100 MiB", 100 * MIB), ("1 GiB", GIB)]  # label, size
RUNS = 3
FIRST_SCREEN_LIMIT = 10.0  # seconds to wait for the first screen
KEY_LIMIT = 2.0  # seconds to wait for `j` to be answered
TOTAL_LIMIT = 40.0  # seconds (from the start) to wait for the final total
QUIET = 0.15  # seconds without output, once the total is final, that count as settled
SETTLE_LIMIT = 3.0  # seconds to wait for that quiet
WC_LIMIT = 60.0  # seconds to wait for wc -l
EXIT_LIMIT = 2.0  # seconds to wait for an exit after `q`

# "lines 1–27 of ≥1,234,567…" while counting, "lines 1–27 of 12,345,678" once done.
STATUS = re.compile(r"lines (\d[\d,]*)\u2013(\d[\d,]*) of (\u2265?)(\d[\d,]*)(\u2026?)")


class Status:
    """What one state of the status line says: the first line shown, the total and whether it
    is final; None where the row does not read as a status line."""

    def __init__(self, row):
        found = STATUS.search(row)
        self.row = row
        self.first = self.total = None
        self.counting = False
        if found:
            self.first = int(found.group(1).replace(",", ""))
            self.total = int(found.group(4).replace(",", ""))
            self.counting = bool(found.group(3) or found.group(5))

    @property
    def final(self):
        return self.total is not None and not self.counting


def wc_lines(path):
    """Runs `wc -l FILE`; returns (wall seconds, count)."""
    began = time.monotonic()
    try:
        result = subprocess.run([WC, "-l", path], capture_output=True, text=True, timeout=WC_LIMIT)
    except subprocess.TimeoutExpired:
        raise BenchFailed(f"wc -l {path} took more than {WC_LIMIT:.0f} s")
    seconds = time.monotonic() - began
    if result.returncode != 0:
        raise BenchFailed(f"wc -l {path} failed ({result.returncode}): {result.stderr.strip()}")
    return seconds, int(result.stdout.split()[0])


def pager_run(binary, path):
    """One TUIPager run: start, first screen, j, final total, q. Returns its figures."""
    child = None
    screen = Screen(answer=lambda reply: child.send(reply))
    history = []  # (time of the read, Status after it), one entry per change of the last row
    body = []  # (time of the read, text above the status line), one entry per change
    first_line = "line 1: "

    def feed(data, at):
        screen.feed(data)
        row = "".join(screen.cells[ROWS - 1]).rstrip()
        if not history or history[-1][1].row != row:
            history.append((at, Status(row)))
        text = "\n".join("".join(cells) for cells in screen.cells[:ROWS - 1])
        if not body or body[-1][1] != text:
            body.append((at, text))

    def status():
        return history[-1][1] if history else Status("")

    def last_row():
        return repr(status().row)

    child = Child(binary, [path])
    child.on_output = feed
    try:
        # First screen.
        shown = child.read_until_quiet(
            0.0, FIRST_SCREEN_LIMIT,
            until=lambda: status().first == 1 and screen.shows(first_line))
        if not shown.met:
            raise BenchFailed(
                f"no first screen {FIRST_SCREEN_LIMIT:.0f} s after the start (exit status "
                f"{child.process.poll()}); the screen:\n{screen.text()}")
        first_at = history[-1][0]
        counting_at_first = status().counting
        first_body = body[-1][1]

        # j, at once.
        sent = time.monotonic()
        child.send(b"j")
        answered = child.read_until_quiet(0.0, KEY_LIMIT, until=lambda: body[-1][1] != first_body)
        if not answered.met:
            raise BenchFailed(f"j not answered {KEY_LIMIT:.0f} s after it was sent (exit status "
                              f"{child.process.poll()}): the screen has not scrolled; the status "
                              f"line: {last_row()}")
        j_at = body[-1][0]
        counting_at_j = status().counting

        # The final total, then quiet.
        remaining = TOTAL_LIMIT - (time.monotonic() - child.started)
        done = child.read_until_quiet(0.0, max(0.0, remaining), until=lambda: status().final)
        if not done.met:
            raise BenchFailed(f"no final total {TOTAL_LIMIT:.0f} s after the start (exit status "
                              f"{child.process.poll()}); the status line: {last_row()}")
        child.read_until_quiet(QUIET, SETTLE_LIMIT)
        settled = status()
        if not settled.final:
            raise BenchFailed(f"the total went back to counting: the status line: {last_row()}")
        # The final total's time: the first read of the streak of final states at the end
        # that all show the settled total (a read that split the last update may have left a
        # hybrid number on screen for a moment; it does not count).
        total_at = None
        for at, state in reversed(history):
            if not (state.final and state.total == settled.total):
                break
            total_at = at
    except BaseException:
        child.close()
        raise
    exit_status = child.quit(EXIT_LIMIT)
    return {
        "first": milliseconds(first_at - child.started),
        "j": milliseconds(j_at - sent),
        "counting_at_j": counting_at_j,
        "counting_at_first": counting_at_first,
        "total_time": total_at - child.started,
        "total": settled.total,
        "status": exit_status,
    }


def seconds_text(seconds):
    return f"{seconds * 1000:.0f} ms" if seconds < 1 else f"{seconds:.2f} s"


def bench_file(binary, label, path, last):
    wc_times, runs = [], []
    for number in range(RUNS):
        wc_time, wc_count = wc_lines(path)
        wc_times.append(wc_time)
        run = pager_run(binary, path)
        if run["total"] != wc_count:
            raise BenchFailed(f"{label}, run {number + 1}: TUIPager's total {run['total']:,} is "
                              f"not wc -l's {wc_count:,}")
        runs.append(run)
    notes = []
    if wc_count != last:
        notes.append(f"wc -l counts {wc_count:,} lines, the file's last line is numbered {last:,}")
    first = statistics.median(run["first"] for run in runs)
    total = statistics.median(run["total_time"] for run in runs)
    wc = statistics.median(wc_times)
    j = statistics.median(run["j"] for run in runs)
    counting = sum(run["counting_at_j"] for run in runs)
    while_counting = ("while counting" if counting == RUNS
                      else f"({counting} of {RUNS} runs while counting)")
    ratio = f"{total / wc:.1f}×" if wc > 0 else "—"
    print(f"{label} ({wc_count:,} lines): first screen {first:.0f} ms · total after "
          f"{seconds_text(total)} (wc -l {seconds_text(wc)}, {ratio}) · j answered in "
          f"{j:.0f} ms {while_counting}")
    def each(values, digits):
        return " / ".join(f"{value:.{digits}f}" for value in values)

    print(f"  each run: first screen {each((run['first'] for run in runs), 1)} ms · "
          f"total {each((run['total_time'] for run in runs), 3)} s · "
          f"wc -l {each(wc_times, 3)} s · j {each((run['j'] for run in runs), 1)} ms")
    for number, run in enumerate(runs, 1):
        if not run["counting_at_first"]:
            notes.append(f"run {number}: the total was already final on the first screen")
        if run["status"] != 0:
            notes.append(f"run {number}: exit status {run['status']} after q")
    for note in notes:
        print(f"  note: {note}")


def main():
    binary = binary_argument("bench_count", peers=[WC])
    with bench_session("bench_count", folder=False):
        version = subprocess.run([WC, "--version"], capture_output=True, text=True).stdout
        load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
        print(f"bench_count: {sys.argv[1]} FILE beside {WC} -l FILE ({version.splitlines()[0]}), "
              f"in a {COLUMNS}x{ROWS} pty, TERM=xterm-256color, LANG=C.UTF-8; {os.cpu_count()} "
              f"CPUs, Linux {os.uname().release}, load average {load}")
        lines = LogLines()
        for label, size in CASES:
            file = prepare_file(lines, label, size)  # prints; reads the file once (warm cache)
            if file is not None:
                bench_file(binary, label, *file)
        print(textwrap.fill(
            f"Medians of {RUNS} runs, wc -l and TUIPager alternating, page cache warm. first "
            f"screen: spawn to the read that shows line 1 with `lines 1–`. total after: spawn to "
            f"the read that put the final `of N` (no ≥) on the status line, N checked equal to "
            f"wc -l's. wc -l: wall time of the process; ×: total after / wc -l. j: sent on the "
            f"first screen, to the read that shows the text scrolled by a row; while counting: "
            f"the status line still said ≥ then.", width=COLUMNS))


if __name__ == "__main__":
    run(main)
