#!/usr/bin/env python3
"""Memory benchmark of TUIPager on endless inputs: resident memory after 2, 10 and 20 s.

Runs each input of issue 9's table under a pseudo-terminal of 100x30 and prints its resident
memory (VmRSS) at 2, 10 and 20 seconds, and the peak (VmHWM) over the run; `yes | TUIPager`
gets `G` after 1 s. Prints figures, asserts nothing. The spool goes to $TMPDIR.

Usage: python3 scripts/bench_memory.py .build/release/TUIPager [SECONDS]
Standard library only; the pty handling is in ptybench.py beside it.
"""

import os
import shlex
import signal
import sys
import time

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import Child, kill_leftovers, program_pid  # noqa: E402

SAMPLES = (2, 10, 20)  # seconds at which VmRSS is printed


def inputs(binary):
    """(label, shell command line, keys to send after 1 s) for each input of the table."""
    b = shlex.quote(binary)
    return [
        ("TUIPager --command yes", f"exec {b} --command yes", b""),
        ("TUIPager --command 'cat /dev/urandom'", f"exec {b} --command 'cat /dev/urandom'", b""),
        ("TUIPager /dev/zero", f"exec {b} /dev/zero", b""),
        ("TUIPager --command \"yes abc | tr -d '\\n'\"", f"exec {b} --command \"yes abc | tr -d '\\\\n'\"", b""),
        ("yes | TUIPager, then G", f"yes | {b}", b"G"),
    ]


def memory(pid, field):
    """`field` (VmRSS, VmHWM) of `pid` in MiB, or None once it is gone."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def measure(binary, command, keys, seconds):
    child = Child("/bin/sh", ["-c", command])
    try:
        child.read_for(0.5)
        pid = program_pid(child.pid, binary)
        if keys:
            child.read_for(0.5)
            child.send(keys)
        rss = {}
        for at in SAMPLES:
            if at > seconds:
                break
            child.read_for(max(0.0, child.started + at - time.monotonic()))
            rss[at] = memory(pid, "VmRSS") if pid else None
        peak = memory(pid, "VmHWM") if pid else None
        child.quit(3.0)
        return rss, peak
    finally:
        child.close()


def shown(value):
    return "     -   " if value is None else f"{value:6.1f} MiB"


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    seconds = int(sys.argv[2]) if len(sys.argv) > 2 else SAMPLES[-1]
    signal.signal(signal.SIGTERM, kill_leftovers)
    print(f"Resident memory (MiB) on endless inputs, {seconds} s each")
    print(f"{'input':<40}" + "".join(f"{'at ' + str(at) + ' s':>11}" for at in SAMPLES)
          + f"{'peak':>11}")
    for label, command, keys in inputs(binary):
        rss, peak = measure(binary, command, keys, seconds)
        print(f"{label:<40}" + "".join(f"{shown(rss.get(at)):>11}" for at in SAMPLES)
              + f"{shown(peak):>11}", flush=True)


if __name__ == "__main__":
    try:
        main()
    finally:
        kill_leftovers()
