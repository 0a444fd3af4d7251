#!/usr/bin/env python3
"""Word-wrapped paging of a 100 MB file of long lines, TUIPager --wordwrap beside less (whose
lines wrap too: -S off), in the same run.

The file is 100 MB of lines of 20,000 bytes of words (each line starts with its number), made
once into .build/bench-files/. Each program runs on it under a 100x30 pseudo-terminal
(TERM=xterm-256color, LANG=C.UTF-8), and this prints, never pass/fail, medians of each:
  - first screen: from the spawn to the read that shows line 1's start;
  - Space: from sending it to the last byte before 30 ms of quiet, once the screen changed
    (a page of the wrapped line, or the next line's start), for PAGES pages down;
  - b: the same for pages back up;
  - G: from sending it to the last byte before 30 ms of quiet, once the status line says the
    end (TUIPager: "… of 5,000"; less: "(END)");
and the ratio TUIPager / less of each. The goal (issue 32): no slower than 1.2x less, or 50 ms.

Usage: python3 scripts/bench_wrap.py .build/release/TUIPager
Standard library only; the pty is ptybench.py's, the screen emulator bench_files.py's.
"""

import os
import random
import statistics
import sys

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import Child, binary_argument, kill_leftovers, milliseconds, run  # noqa: E402
from bench_files import CACHE, LESS, Screen, programs  # noqa: E402

SIZE = 100 * 1000 * 1000  # bytes in all
LINE = 20_000  # bytes a line, its newline included
PAGES = 30  # pages down measured, each one Space
BACK = 10  # pages back up measured, each one b
RUNS = 3  # runs a program, the two alternating
QUIET = 0.03  # seconds of quiet after which a key's screen is drawn
LIMIT = 60.0  # seconds a key may take at most


def prepare_file():
    """The file: numbered lines of words, LINE bytes each."""
    os.makedirs(CACHE, exist_ok=True)
    path = os.path.join(CACHE, "long-lines-100MB.txt")
    if os.path.exists(path) and os.path.getsize(path) == SIZE:
        return path
    words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit",
             "sed", "do", "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore",
             "magna", "aliqua", "enim", "ad", "minim", "veniam", "quis", "nostrud"]
    generator = random.Random(32)
    with open(path, "wb") as file:
        for number in range(1, SIZE // LINE + 1):
            text = f"L{number:06d}"
            while len(text) < LINE - 12:
                text += " " + generator.choice(words)
            file.write((text.ljust(LINE - 1) + "\n").encode())
    return path


def key_time(child, screen, key, changed):
    """Milliseconds from sending `key` to the last byte before QUIET s of quiet, once `changed`
    holds of the screen's text before and after."""
    before = screen.text()
    sent = __import__("time").monotonic()
    child.send(key)
    shown = child.read_until_quiet(QUIET, LIMIT, until=lambda: changed(before, screen.text()))
    if not shown.met or shown.last is None:
        raise SystemExit(f"bench_wrap: {key!r} changed nothing; the screen:\n{screen.text()}")
    return milliseconds(shown.last - sent)


def one_run(program, path, last):
    screen = Screen(answer=lambda reply: child.send(reply))
    first = []

    def feed(data, at):
        screen.feed(data)
        if not first and screen.shows("L000001 "):
            first.append(at)

    child = Child(program.command[0], [*program.command[1:], path], program.environment)
    child.on_output = feed
    try:
        started = child.read_until_quiet(0.2, LIMIT, until=lambda: bool(first))
        if not started.met:
            raise SystemExit(f"bench_wrap: no first screen; the screen:\n{screen.text()}")
        moved = lambda before, after: before != after  # noqa: E731
        down = [key_time(child, screen, b" ", moved) for _ in range(PAGES)]
        up = [key_time(child, screen, b"b", moved) for _ in range(BACK)]
        end = key_time(
            child, screen, b"G", lambda before, after: program.at_end(screen.last_row(), path, last))
    finally:
        child.quit(5.0)
    return {"first": milliseconds(first[0] - child.started), "down": statistics.median(down),
            "up": statistics.median(up), "end": end}


def main():
    binary = binary_argument("bench_wrap", peers=[LESS])
    sys.stdout.reconfigure(line_buffering=True)
    path = prepare_file()
    last = SIZE // LINE
    tools = programs(binary)
    tools[0].command = [*tools[0].command, "--wordwrap"]
    print(f"bench_wrap: word-wrapped paging of {SIZE // 1000 // 1000} MB in lines of "
          f"{LINE:,} bytes: {sys.argv[1]} --wordwrap beside {LESS} -R (which wraps too), "
          f"100x30 pty, median of {RUNS} runs each (the two alternating)")
    figures = {tool.name: [] for tool in tools}
    try:
        for _ in range(RUNS):
            for tool in tools:
                figures[tool.name].append(one_run(tool, path, last))
    finally:
        kill_leftovers()
    rows = [("first screen", "first"), (f"Space, median of {PAGES} pages", "down"),
            (f"b, median of {BACK} pages", "up"), ("G to the last line", "end")]
    for label, key in rows:
        ours = statistics.median(run[key] for run in figures["TUIPager"])
        theirs = statistics.median(run[key] for run in figures["less"])
        ratio = ours / theirs if theirs > 0 else float("inf")
        verdict = "ok" if ratio <= 1.2 or ours <= 50 else "over the goal"
        print(f"  {label:<32} {ours:8.1f} ms / {theirs:8.1f} ms = {ratio:4.2f}x ({verdict})")


if __name__ == "__main__":
    run(main)
