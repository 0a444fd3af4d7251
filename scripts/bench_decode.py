#!/usr/bin/env python3
"""Decoding benchmark of TUIPager beside zcat, xzcat and zstdcat, on the same input.

One text of 1 GiB of log-like lines is made once and compressed with gzip -1, xz -0 -T2 and
zstd -1 into .build/bench-decode/ (reused while present). For each format it prints, never
pass/fail:
  - the tool: decoding the whole file to /dev/null, and through `wc -l` (a line count);
  - TUIPager FILE under a pseudo-terminal of 100x30: the time to the first screen (the first
    line shown), and from `G` to the status line's total (the whole text decoded, spooled and
    its lines counted), with the ratio of the tool's time with `wc -l` to that (target >= 0.8);
  - TUIPager's peak resident memory (VmHWM) over the run (target < 64 MiB).

Usage: python3 scripts/bench_decode.py .build/release/TUIPager
Standard library only; the pty handling is in ptybench.py beside it.
"""

import os
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from bench_files import Screen  # noqa: E402
from ptybench import BenchFailed, Child, bench_session, binary_argument, run  # noqa: E402

GIB = 1 << 30
CACHE = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, ".build",
                     "bench-decode")
FORMATS = [  # name, suffix, compressor, the tool that decodes
    ("gzip", "gz", ["gzip", "-1", "-c"], "zcat"),
    ("xz", "xz", ["xz", "-0", "-T2", "-c"], "xzcat"),
    ("zstd", "zst", ["zstd", "-1", "-q", "-c"], "zstdcat"),
]
WORDS = [b"alpha", b"beta", b"request", b"served", b"cache", b"miss", b"db", b"took", b"ms",
         b"user", b"session", b"started", b"ended", b"retry", b"error", b"ok"]


def text_chunks(size):
    """Lines `line N: words…` to about `size` bytes, in chunks; returns (chunks, last line)."""
    number = 0
    written = 0
    state = 12345
    while written < size:
        lines = []
        for _ in range(20000):
            number += 1
            state = (state * 1103515245 + 12345) & 0x7FFFFFFF
            words = b" ".join(WORDS[(state >> shift) & 15] for shift in range(0, 24, 4))
            lines.append(b"line %d: %s %d\n" % (number, words, state % 100000))
        chunk = b"".join(lines)
        written += len(chunk)
        yield number, chunk


def make_inputs():
    """The compressed files (made once) and the number of the text's last line."""
    os.makedirs(CACHE, exist_ok=True)
    last_file = os.path.join(CACHE, "last-line")
    paths = {name: os.path.join(CACHE, f"text.{suffix}") for name, suffix, _, _ in FORMATS}
    if os.path.exists(last_file) and all(os.path.exists(p) for p in paths.values()):
        with open(last_file) as f:
            return paths, int(f.read())
    print("bench_decode: making 1 GiB of text, compressed three ways (once)…")
    outputs = [open(paths[name] + ".part", "wb") for name, _, _, _ in FORMATS]
    compressors = [subprocess.Popen(command, stdin=subprocess.PIPE, stdout=out)
                   for (_, _, command, _), out in zip(FORMATS, outputs)]
    last = 0
    for last, chunk in text_chunks(GIB):
        for compressor in compressors:
            compressor.stdin.write(chunk)
    for compressor, out in zip(compressors, outputs):
        compressor.stdin.close()
        if compressor.wait() != 0:
            raise BenchFailed("a compressor failed")
        out.close()
    for path in paths.values():
        os.rename(path + ".part", path)
    with open(last_file, "w") as f:
        f.write(str(last))
    return paths, last


def tool_seconds(command):
    began = time.monotonic()
    subprocess.run(["sh", "-c", command], check=True, stdout=subprocess.DEVNULL)
    return time.monotonic() - began


def pager_run(binary, path, last):
    """(first screen s, G to the last line s, peak KiB) for TUIPager on `path`."""
    child = None
    screen = Screen(answer=lambda reply: child.send(reply))
    child = Child(binary, ["--spool-limit", "2G", path])
    child.on_output = lambda data, at: screen.feed(data)
    try:
        first = child.read_until_quiet(0.0, 20, until=lambda: screen.shows("line 1: "))
        if not first.met:
            raise BenchFailed(f"no first screen for {path}")
        first_screen = time.monotonic() - child.started
        sent = time.monotonic()
        child.send(b"G")
        # G shows the end of what has arrived and reads on: the status line's total says the
        # whole text is decoded and its lines counted.
        needle = f"of {last:,}"
        end = child.read_until_quiet(0.0, 120, until=lambda: screen.shows(needle))
        if not end.met:
            raise BenchFailed(f"the last line of {path} never showed")
        whole = time.monotonic() - sent
        peak = child.peak_resident_kib()
    finally:
        child.quit(3)
    return first_screen, whole, peak


def main():
    binary = binary_argument("bench_decode")
    with bench_session("bench_decode", folder=False):
        paths, last = make_inputs()
        print(f"bench_decode: {last} lines, about 1 GiB decoded; times in s")
        print(f"{'format':7} {'tool':>6} {'tool|wc':>8} {'first':>7} {'G→end':>7} "
              f"{'ratio':>6} {'MiB/s':>6} {'VmHWM':>9}")
        for name, _, _, tool in FORMATS:
            path = paths[name]
            plain = tool_seconds(f"{tool} {path}")
            counted = tool_seconds(f"{tool} {path} | wc -l")
            first, whole, peak = pager_run(binary, path, last)
            print(f"{name:7} {plain:6.2f} {counted:8.2f} {first * 1000:5.0f}ms {whole:7.2f} "
                  f"{counted / whole:5.2f}x {GIB / whole / (1 << 20):6.0f} {peak / 1024:6.1f}MiB")


if __name__ == "__main__":
    run(main)
