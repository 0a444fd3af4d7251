#!/usr/bin/env python3
"""Splitting benchmark: a stream cut into a tab per section, beside the same stream unsplit.

A `git log -p` of 5,000 commits (about 100 MB, made once into .build/bench-split/, reused while
present) arrives as a command's output (`cat`), as a pager gets it, under a pseudo-terminal of
100x30. It prints, never pass/fail:
  - `--split commit`: the time to the first tab shown, and until the status line counts all
    5,000 tabs (then End shows the last commit's subject, untimed), with peak resident memory
    (VmHWM);
  - unsplit: the time to the last line (G until it shows: the whole stream spooled and its
    lines counted), and its VmHWM; the ratio of the unsplit time to the split one (target >=
    0.8);
  - 300 files of 20 KB each as one diff: the time to the 300th file's tab and the VmHWM
    (target < 32 MiB);
  - what a tab costs until it is shown: a stream of 100,000 lines (`cat`) cut a tab a line
    (`--split .`) beside it unsplit, the difference of their VmHWM over 100,000 (target <= 200
    bytes). Only the first tab is ever shown.

Usage: python3 scripts/bench_split.py .build/release/TUIPager [--tab-cost]
(--tab-cost: only the last figure.)
Standard library only; the pty handling is in ptybench.py beside it.
"""

import os
import statistics
import sys
import time

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from bench_files import Screen  # noqa: E402
from ptybench import BenchFailed, Child, bench_session, binary_argument, run  # noqa: E402

CACHE = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, ".build",
                     "bench-split")
COMMITS = 5000
FILES = 300
ROUNDS = 5
SECTIONS = 100_000


def make_log(path):
    """5,000 commits, each a message and a diff of two files of about 10 KB each."""
    with open(path + ".part", "wb") as out:
        for commit in range(COMMITS):
            lines = [b"commit %040x" % (commit * 7919 + 1), b"Author: Bench <b@e>",
                     b"Date:   Mon Jan 1 10:00:00 2026 +0000", b"",
                     b"    Change number %d of the bench" % commit, b""]
            for side in (b"src", b"test"):
                name = b"%s/file%d.txt" % (side, commit % 97)
                lines += [b"diff --git a/%s b/%s" % (name, name), b"index 1111111..2222222 100644",
                          b"--- a/" + name, b"+++ b/" + name, b"@@ -1,180 +1,180 @@"]
                for number in range(180):
                    lines.append(b"-old line %d of change %d" % (number, commit))
                    lines.append(b"+new line %d of change %d" % (number, commit))
            out.write(b"\n".join(lines) + b"\n")
    os.rename(path + ".part", path)


def make_files_diff(path):
    """300 files of about 20 KB each, as one unified diff."""
    with open(path + ".part", "wb") as out:
        for number in range(1, FILES + 1):
            name = b"dir/file%d.txt" % number
            lines = [b"diff --git a/%s b/%s" % (name, name), b"--- a/" + name, b"+++ b/" + name,
                     b"@@ -1,300 +1,300 @@"]
            for line in range(300):
                lines.append(b"-before %d of file %d, padded out" % (line, number))
                lines.append(b"+after %d of file %d, padded out" % (line, number))
            out.write(b"\n".join(lines) + b"\n")
    os.rename(path + ".part", path)


def inputs():
    os.makedirs(CACHE, exist_ok=True)
    log = os.path.join(CACHE, "log-100mb.txt")
    files = os.path.join(CACHE, "files.diff")
    if not os.path.exists(log):
        print("bench_split: making a git log -p of 5,000 commits (once)…")
        make_log(log)
    if not os.path.exists(files):
        make_files_diff(files)
    return log, files


def session(binary, args):
    child = None
    screen = Screen(answer=lambda reply: child.send(reply))
    child = Child(binary, args)
    child.on_output = lambda data, at: screen.feed(data)
    return child, screen


def until_shown(child, screen, text, key, limit):
    """Presses `key` (if any) whenever the screen settles (50 ms with no output), until `text`
    shows; returns when the output that showed it came."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if key:
            child.send(key)
        settled = child.read_until_quiet(0.05, deadline - time.monotonic())
        if screen.shows(text):
            return settled.last if settled.last is not None else settled.began
    raise BenchFailed(f"{text!r} never showed")


def split_run(binary, log):
    child, screen = session(
        binary, ["--split", "commit", "--duration", "0", "--command", f"cat {log}"])
    try:
        first = child.read_until_quiet(0.0, 20, until=lambda: screen.shows("Change number 0"))
        if not first.met:
            raise BenchFailed("no first tab")
        first_tab = time.monotonic() - child.started
        # The status line counts the tabs ("1/5000"): the stream is split once the last is in.
        counted = child.read_until_quiet(0.0, 300, until=lambda: screen.shows(f"/{COMMITS}"))
        if not counted.met:
            raise BenchFailed(f"never {COMMITS} tabs")
        last = counted.last
        # The last tab is the last commit's.
        until_shown(child, screen, f"Change number {COMMITS - 1} ", b"\x1b[F", 10)
        return first_tab, last - child.started, child.peak_resident_kib()
    finally:
        child.quit(3)


def unsplit_run(binary, log):
    child, screen = session(binary, ["--split", "none", "--command", f"cat {log}"])
    try:
        child.read_until_quiet(0.0, 20, until=lambda: screen.shows("Change number 0"))
        last = until_shown(child, screen, f"of change {COMMITS - 1}", b"G", 300)
        return last - child.started, child.peak_resident_kib()
    finally:
        child.quit(3)


def files_run(binary, files):
    child, screen = session(binary, ["--split", "diff", files])
    try:
        last = until_shown(child, screen, f"file{FILES}.txt", b"\x1b[F", 120)
        return last - child.started, child.peak_resident_kib()
    finally:
        child.quit(3)


def make_numbers(path):
    """100,000 lines, a number each."""
    with open(path + ".part", "wb") as out:
        out.write(b"".join(b"%d\n" % number for number in range(1, SECTIONS + 1)))
    os.rename(path + ".part", path)


def tab_cost_run(binary, numbers, split):
    """The VmHWM once the whole stream is in: as a tab a line (the status line counts them all)
    or as one tab (G shows the last line)."""
    args = ["--split", "." if split else "none", "--duration", "0", "--command", f"cat {numbers}"]
    child, screen = session(binary, args)
    try:
        if split:
            counted = child.read_until_quiet(0.0, 120, until=lambda: screen.shows(f"/{SECTIONS}"))
            if not counted.met:
                raise BenchFailed(f"never {SECTIONS} tabs")
            # A moment for what the last turn made to settle.
            child.read_until_quiet(0.3, 5)
        else:
            until_shown(child, screen, f"{SECTIONS}", b"G", 60)
            child.read_until_quiet(0.3, 5)
        return child.peak_resident_kib()
    finally:
        child.quit(3)


def tab_cost(binary):
    """Prints what a tab costs until it is shown: (VmHWM split - VmHWM unsplit) / 100,000, the
    median of ROUNDS runs of each, taking turns."""
    numbers = os.path.join(CACHE, "numbers-100k.txt")
    os.makedirs(CACHE, exist_ok=True)
    if not os.path.exists(numbers):
        make_numbers(numbers)
    split_peaks, unsplit_peaks = [], []
    for _ in range(ROUNDS):
        split_peaks.append(tab_cost_run(binary, numbers, True))
        unsplit_peaks.append(tab_cost_run(binary, numbers, False))
    split_peak = statistics.median(split_peaks)
    unsplit_peak = statistics.median(unsplit_peaks)
    cost = (split_peak - unsplit_peak) * 1024 / SECTIONS
    print(f"bench_split: {SECTIONS:,} sections: {cost:.0f} bytes a tab until shown "
          f"(VmHWM {split_peak / 1024:.1f} MiB split, {unsplit_peak / 1024:.1f} MiB unsplit, "
          f"median of {ROUNDS}; target <= 200)")


def main():
    only_tab_cost = "--tab-cost" in sys.argv
    if only_tab_cost:
        sys.argv.remove("--tab-cost")
    binary = binary_argument("bench_split")
    if only_tab_cost:
        with bench_session("bench_split", folder=False):
            tab_cost(binary)
        return
    with bench_session("bench_split", folder=False):
        log, files = inputs()
        size = os.path.getsize(log) / (1 << 20)
        # Split and unsplit take turns, ROUNDS times, so that a busy spell on this shared
        # machine falls on both; the medians are compared.
        split_runs, unsplit_runs = [], []
        for _ in range(ROUNDS):
            split_runs.append(split_run(binary, log))
            unsplit_runs.append(unsplit_run(binary, log))
        first = statistics.median(run[0] for run in split_runs)
        split_whole = statistics.median(run[1] for run in split_runs)
        split_peak = max(run[2] for run in split_runs)
        unsplit_whole = statistics.median(run[0] for run in unsplit_runs)
        unsplit_peak = max(run[1] for run in unsplit_runs)
        print(f"bench_split: git log -p, {COMMITS} commits, {size:.0f} MiB (median of {ROUNDS})")
        print(f"  first tab            {first * 1000:7.0f} ms")
        print(f"  split to the last    {split_whole:7.2f} s   VmHWM {split_peak / 1024:6.1f} MiB")
        print(f"  unsplit to the last  {unsplit_whole:7.2f} s   VmHWM {unsplit_peak / 1024:6.1f} MiB")
        print(f"  ratio unsplit/split  {unsplit_whole / split_whole:7.2f}x (target >= 0.8)")
        whole, peak = files_run(binary, files)
        print(f"bench_split: {FILES} files of 20 KB as one diff: to the last tab {whole:.2f} s, "
              f"VmHWM {peak / 1024:.1f} MiB (target < 32)")
        tab_cost(binary)


if __name__ == "__main__":
    run(main)
