#!/usr/bin/env python3
"""G on a long line that is not ASCII: how long the layout takes, and how soon keys are answered
meanwhile.

Runs BINARY FILE under a pseudo-terminal of 100x30 (TERM=xterm-256color, LANG=C.UTF-8), FILE a
line `first` then 100 MB of `é` with no newline, and prints, never pass/fail:
  - G to the end: from sending `G` to the first screen whose status line says the end
    ("lines 2–2 of 2") and no longer "laying out… N%", as it does meanwhile;
  - key latency during it: `G`, then after 300 ms `g`, from sending `g` to the first screen that
    shows the line `first` again (the layout dropped), a few times;
  - q during it: from sending `q`, 300 ms after `G`, to the exit;
  - a search for a pattern that is not there: from sending `/ABSENT` Enter to the status line's
    "Pattern not found", "searching… N%" meanwhile.
The file is made once into .build/bench-files/ and reused while it has the right size.

Usage: python3 scripts/bench_long_line.py .build/release/TUIPager
Standard library only; the pty is ptybench.py's, the screen emulator bench_files.py's.
"""

import os
import statistics
import sys
import time

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import Child, kill_leftovers, milliseconds  # noqa: E402
from bench_files import CACHE, Screen  # noqa: E402

SIZE = 100 * 1000 * 1000  # bytes of `é`
END_LIMIT = 600.0  # seconds to wait for the end after G
SAMPLES = 5  # key latencies measured


def prepare_file():
    os.makedirs(CACHE, exist_ok=True)
    path = os.path.join(CACHE, "accents-100MB.txt")
    head = b"first\n"
    if not os.path.exists(path) or os.path.getsize(path) != len(head) + SIZE:
        with open(path, "wb") as file:
            file.write(head)
            block = "é".encode() * (1 << 19)
            for _ in range(SIZE // len(block)):
                file.write(block)
            file.write("é".encode() * ((SIZE % len(block)) // 2))
    return path


def start(binary, path):
    screen = Screen(answer=lambda reply: child.send(reply))
    child = Child(binary, [path])
    child.on_output = lambda data, at: screen.feed(data)
    started = child.read_until_quiet(0.2, 10.0, until=lambda: "lines 1" in screen.last_row())
    if not started.met:
        raise SystemExit(f"bench_long_line: no first screen; the screen:\n{screen.text()}")
    return child, screen


def wait_for(child, condition, limit):
    """Reads until `condition()` holds; returns when it came true (None on timeout)."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if condition():
            return time.monotonic()
        child.read_for(0.005)
    return None


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: bench_long_line.py BINARY")
    binary = os.path.abspath(sys.argv[1])
    sys.stdout.reconfigure(line_buffering=True)
    path = prepare_file()
    print(f"bench_long_line: {sys.argv[1]} on `first` + {SIZE // 1000 // 1000} MB of é, "
          f"no newline, 100x30 pty")
    try:
        child, screen = start(binary, path)
        sent = time.monotonic()
        child.send(b"G")
        progress = wait_for(child, lambda: "laying out" in screen.last_row(), 5.0)
        done = wait_for(
            child, lambda: "lines 2\u20132 of 2" in screen.last_row()
            and "laying out" not in screen.last_row(), END_LIMIT)
        child.quit(3.0)
        shown = "never" if progress is None else f"{milliseconds(progress - sent):.0f} ms"
        total = "not reached" if done is None else f"{done - sent:.2f} s"
        print(f"  G to the end: {total} (\"laying out… N%\" shown after {shown})")

        child, screen = start(binary, path)
        latencies = []
        for _ in range(SAMPLES):
            child.send(b"G")
            child.read_for(0.3)
            sent = time.monotonic()
            child.send(b"g")
            answered = wait_for(
                child, lambda: screen.shows("first") and "laying out" not in screen.last_row(),
                10.0)
            latencies.append(None if answered is None else milliseconds(answered - sent))
        measured = [value for value in latencies if value is not None]
        if measured:
            print(f"  key latency during the layout: median {statistics.median(measured):.1f} ms, "
                  f"max {max(measured):.1f} ms ({len(measured)} of {SAMPLES} answered)")
        sent = time.monotonic()
        child.send(b"/ABSENT\r")
        found = wait_for(child, lambda: "Pattern not found" in screen.last_row(), END_LIMIT)
        print("  search through it: " + ("not finished" if found is None else
                                          f"{found - sent:.2f} s to \"Pattern not found\""))
        child.send(b"G")
        child.read_for(0.3)
        sent = time.monotonic()
        status = child.quit(10.0)
        print(f"  q during the layout: exit {status} after "
              f"{milliseconds(time.monotonic() - sent):.0f} ms")
    finally:
        kill_leftovers()


if __name__ == "__main__":
    main()
