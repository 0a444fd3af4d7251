#!/usr/bin/env python3
"""Idle benchmark of TUIPager on endless or huge streams: what it costs when no key comes.

Runs `yes | TUIPager`, `seq 1 9999999999 | TUIPager` and `cat 10GiB.gz | TUIPager` under a
pseudo-terminal of 100x30 (TERM=xterm-256color, LANG=C.UTF-8), waits for the first screen,
then lets 20 s pass with no key. Prints for each, from the program's start to the end of those
20 s and over the 20 s alone:
  - CPU seconds of TUIPager (utime+stime of every thread, /proc/PID/stat; the producer's own
    CPU is not counted);
  - spool bytes written: the growth of the spool file (the unlinked file among the program's
    descriptors; holes punched by --spool-limit still count, as they were written);
  - whether line 1 is still kept after the 20 s (after `g`, no notice of dropped lines).
The targets (issue 29) are at most 0.2 CPU-s and 32 MiB from start to end; each line says
whether it holds. The .gz (10 GiB of text, ten gzip members of 1 GiB of short lines each,
about 10 MiB) is made once in .build/bench-idle/.

Usage: python3 scripts/bench_idle.py .build/release/TUIPager
Standard library only; the pty handling is in ptybench.py beside it.
"""

import os
import shlex
import sys
import time
import zlib

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from bench_files import Screen  # noqa: E402
from ptybench import BenchFailed, Child, bench_session, binary_argument, program_pid, run  # noqa: E402

IDLE_SECONDS = 20.0
FIRST_SCREEN_LIMIT = 10.0
CPU_LIMIT = 0.2  # seconds
SPOOL_LIMIT = 32 << 20  # bytes
MIB = 1 << 20
CACHE = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, ".build",
                     "bench-idle")


def make_gzip():
    """.build/bench-idle/10GiB.gz, made once: one member of 1 GiB of numbered short lines
    (repeating every 100 lines, so it compresses 1000:1 in a second or two), written ten
    times; gzip reads members one after another as one text."""
    path = os.path.join(CACHE, "10GiB.gz")
    if os.path.exists(path):
        return path
    os.makedirs(CACHE, exist_ok=True)
    block = b"".join(b"line %02d of the text that is ten gibibytes long\n" % n for n in range(100))
    compressor = zlib.compressobj(6, zlib.DEFLATED, 31)  # 31: a gzip header and trailer
    chunk = block * ((16 * MIB) // len(block))
    member, written = [], 0
    while written < 1 << 30:
        piece = chunk[:(1 << 30) - written]
        member.append(compressor.compress(piece))
        written += len(piece)
    member.append(compressor.flush())
    member = b"".join(member)
    with open(path + ".part", "wb") as file:
        for _ in range(10):
            file.write(member)
    os.rename(path + ".part", path)
    return path


def cpu_seconds(pid):
    """utime + stime of every thread of `pid` so far (the process's own stat sums them)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[14 - 3]) + int(fields[15 - 3])) / os.sysconf("SC_CLK_TCK")


def spool_bytes(pid):
    """The size of the program's spool file: the unlinked regular file (or memfd) it holds
    open for writing, holes included; 0 before it has one."""
    size = 0
    for name in os.listdir(f"/proc/{pid}/fd"):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{name}")
            if not (target.endswith(" (deleted)") or target.startswith("/memfd:")):
                continue
            status = os.stat(f"/proc/{pid}/fd/{name}")
        except OSError:
            continue
        size = max(size, status.st_size)
    return size


def measure(binary, label, command, first_text):
    """(cpu at start of idle, cpu at end, spool at start, spool at end, line 1 kept)."""
    child = None
    screen = Screen(answer=lambda reply: child.send(reply))
    child = Child("/bin/bash", ["-c", command])
    child.on_output = lambda data, at: screen.feed(data)
    try:
        first = child.read_until_quiet(0.0, FIRST_SCREEN_LIMIT,
                                       until=lambda: screen.shows(first_text))
        pid = program_pid(child.pid, binary)
        if not first.met or pid is None:
            raise BenchFailed(f"{label}: no first screen showing {first_text!r} in "
                              f"{FIRST_SCREEN_LIMIT:.0f} s")
        before = cpu_seconds(pid), spool_bytes(pid)
        child.read_for(IDLE_SECONDS)
        after = cpu_seconds(pid), spool_bytes(pid)
        child.send(b"g")
        child.read_until_quiet(0.3, 3.0)
        kept = not screen.shows("dropped (--spool-limit)")
    finally:
        child.quit(3.0)
    return before, after, kept


def main():
    binary = binary_argument("bench_idle")
    with bench_session("bench_idle", folder=False):
        gz = make_gzip()
        b = shlex.quote(binary)
        inputs = [
            ("yes | TUIPager", f"yes | {b}", "y"),
            ("seq 1 9999999999 | TUIPager", f"seq 1 9999999999 | {b}", "1"),
            ("cat 10GiB.gz | TUIPager", f"cat {shlex.quote(gz)} | {b}", "line 00 of"),
        ]
        print(f"bench_idle: {IDLE_SECONDS:.0f} s with no key after the first screen; from the "
              f"start (and since the first screen, which comes before the read-ahead is in); "
              f"targets <= {CPU_LIMIT} CPU-s, <= {SPOOL_LIMIT >> 20} MiB")
        for label, command, first_text in inputs:
            (cpu0, spool0), (cpu1, spool1), kept = measure(binary, label, command, first_text)
            verdict = "holds" if cpu1 <= CPU_LIMIT and spool1 <= SPOOL_LIMIT else "MISSED"
            print(f"  {label:<30} CPU {cpu1:6.2f} s ({cpu1 - cpu0:5.2f} since)  spool "
                  f"{spool1 / MIB:8.1f} MiB ({(spool1 - spool0) / MIB:7.1f} since)  line 1 "
                  f"{'kept' if kept else 'GONE'}  {verdict}")


if __name__ == "__main__":
    run(main)
