#!/usr/bin/env python3
"""Terminal benchmarks of TUIPager: what the program costs a real terminal.

Runs BINARY under a pseudo-terminal of 100x30 (TERM=xterm-256color, LANG=C.UTF-8) and prints
figures, never pass/fail verdicts:
  - time from process start to the first screen (first byte, and the last byte before quiet),
  - bytes written for one settled tab switch (--duration 0) and one animated switch (default),
  - CPU time and bytes written while idle for 3 s.

Usage: python3 scripts/bench_terminal.py .build/release/TUIPager
Standard library only; the pty and process handling is in ptybench.py beside it.
"""

import os
import statistics
import sys

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import (  # noqa: E402
    binary_argument, run, COLUMNS, ROWS, Child, kill_leftovers, milliseconds, percentile)

QUIET = 0.3  # seconds without output that count as "the screen is drawn"
FIRST_SCREEN_LIMIT = 5.0  # seconds to wait for the first screen before giving up
EXIT_LIMIT = 2.0  # seconds to wait for an exit after `q`
STARTUP_RUNS = 20
SWITCHES = 24
IDLE_RUNS = 5
IDLE_SECONDS = 3.0


def start(binary, args):
    """Starts BINARY and reads its first screen; returns the child and that output."""
    child = Child(binary, args)
    screen = child.read_until_quiet(QUIET, FIRST_SCREEN_LIMIT)
    if screen.count == 0:
        status = child.close()
        sys.exit(f"bench_terminal: {binary} drew nothing in {FIRST_SCREEN_LIMIT:.0f} s (exit {status})")
    return child, screen


def bench_startup(binary):
    """Process start to the first byte, and to the last byte of the first screen."""
    to_first, to_drawn, statuses = [], [], []
    for _ in range(STARTUP_RUNS):
        child, screen = start(binary, [])
        to_first.append(milliseconds(screen.first - child.started))
        to_drawn.append(milliseconds(screen.last - child.started))
        statuses.append(child.quit(EXIT_LIMIT))
    print(
        f"start to first byte: median {statistics.median(to_first):.1f} ms "
        f"(p90 {percentile(to_first, 90):.1f} ms, {STARTUP_RUNS} runs)"
    )
    print(
        f"start to first screen drawn (last byte before {QUIET * 1000:.0f} ms quiet): "
        f"median {statistics.median(to_drawn):.1f} ms (p90 {percentile(to_drawn, 90):.1f} ms, "
        f"{STARTUP_RUNS} runs)"
    )
    report_exits(statuses)


def bench_switch(binary, args, name):
    """Bytes for one tab switch, alternating keys 2 and 1 in one run."""
    child, _ = start(binary, args)
    sizes, lasted, bursts = [], [], []
    try:
        for switch in range(SWITCHES):
            child.send(b"2" if switch % 2 == 0 else b"1")
            output = child.read_until_quiet(QUIET, FIRST_SCREEN_LIMIT)
            sizes.append(output.count)
            lasted.append(milliseconds(output.lasted()))
            bursts.append(output.bursts())
    finally:
        status = child.quit(EXIT_LIMIT)
    print(
        f"tab switch, {name}: median {statistics.median(sizes):.0f} bytes "
        f"(p90 {percentile(sizes, 90)} bytes, min {min(sizes)}, max {max(sizes)}, {SWITCHES} switches; "
        f"output over median {statistics.median(lasted):.1f} ms in ~{statistics.median(bursts):.0f} bursts)"
    )
    report_exits([status])


def bench_idle(binary):
    """CPU time and bytes written while nothing happens for IDLE_SECONDS."""
    cpu, run, written, statuses = [], [], [], []
    for _ in range(IDLE_RUNS):
        child, _ = start(binary, [])
        try:
            before = (child.cpu_milliseconds(), child.run_milliseconds())
            output = child.read_for(IDLE_SECONDS)
            after = (child.cpu_milliseconds(), child.run_milliseconds())
        finally:
            statuses.append(child.quit(EXIT_LIMIT))
        cpu.append(after[0] - before[0])
        if None not in (before[1], after[1]):
            run.append(after[1] - before[1])
        written.append(output.count)
    tick = 1000.0 / os.sysconf("SC_CLK_TCK")
    print(
        f"idle {IDLE_SECONDS:.0f} s after the first screen: median CPU (utime+stime) "
        f"{statistics.median(cpu):.0f} ms (max {max(cpu):.0f} ms, {IDLE_RUNS} runs, "
        f"resolution {tick:.0f} ms); bytes written median {statistics.median(written):.0f} "
        f"(max {max(written)})"
    )
    if run:
        print(
            f"idle {IDLE_SECONDS:.0f} s, finer: median time on CPU (schedstat) "
            f"{statistics.median(run):.3f} ms (max {max(run):.3f} ms, {len(run)} runs)"
        )
    report_exits(statuses)


def report_exits(statuses):
    unusual = [status for status in statuses if status != 0]
    if unusual:
        print(f"  note: {len(unusual)} of {len(statuses)} runs did not exit 0 after q: {unusual}")


def main():
    binary = binary_argument("bench_terminal")
    print(f"bench_terminal: {sys.argv[1]} in a {COLUMNS}x{ROWS} pty, TERM=xterm-256color, LANG=C.UTF-8")
    try:
        bench_startup(binary)
        bench_switch(binary, ["--duration", "0"], "--duration 0 (settled, one frame)")
        bench_switch(binary, [], "default duration (animated 250 ms slide, all frames)")
        bench_idle(binary)
    finally:
        kill_leftovers()


if __name__ == "__main__":
    run(main)
