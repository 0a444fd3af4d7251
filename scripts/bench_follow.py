#!/usr/bin/env python3
"""Follow and watch benchmarks of TUIPager: how fast an appended line shows, and what a watch
tab costs while nothing else happens.

Runs BINARY under a pseudo-terminal of 100x30 (TERM=xterm-256color, LANG=C.UTF-8) and prints
figures, never pass/fail verdicts:
  - follow latency: `BINARY --follow FILE` beside `tail -f FILE`, one after the other on the
    same kind of pty. Once the first screen shows the file's last line, a unique marker line
    (`mark-0007`) is appended with one os.write on an O_APPEND descriptor, and the delay from
    just before that write to the read that brings the marker's bytes is recorded. The search
    is in the bytes read since the append, as written (a fresh line comes as plain text after
    a scroll), else with escape sequences stripped. Appends are paced about 50 ms apart, after
    each one has shown; the first few are warm-up and not counted.
  - idle with a watch tab: `BINARY --watch 2 --command 'echo tick'` for 10 s after its first screen, beside
    `BINARY FILE` with nothing running: CPU time (utime+stime from /proc/PID/stat, and time on
    a CPU from schedstat), wakeups (the growth of voluntary_ctxt_switches +
    nonvoluntary_ctxt_switches summed over the program's threads in /proc/PID/task/*/status;
    the watched command's own processes are not counted) and bytes written to the pty.

Usage: python3 scripts/bench_follow.py .build/release/TUIPager
Standard library only; the pty and process handling is in ptybench.py beside it.
"""

import glob
import os
import re
import statistics
import sys
import time

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import (  # noqa: E402
    binary_argument, bench_session, run, BenchFailed, COLUMNS, ROWS, Child, first_line,
    milliseconds, percentile)
from bench_files import Screen  # noqa: E402

TAIL = "/usr/bin/tail"
QUIET = 0.3  # seconds without output, once the awaited text shows, that count as "drawn"
FIRST_SCREEN_LIMIT = 5.0  # seconds to wait for the first screen
MARKER_LIMIT = 2.0  # seconds to wait for an appended line to show
EXIT_LIMIT = 2.0  # seconds to wait for an exit after `q`
FILE_LINES = 200  # lines in the file before the appends
WARMUP_APPENDS = 3
APPENDS = 40
PACING = 0.05  # seconds between an append showing and the next append
WATCH_SECONDS = 2
IDLE_SECONDS = 10.0

# CSI (ESC [ … final), OSC (ESC ] … BEL or ST), charset designations (ESC ( B), other ESC x.
ESCAPES = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)"
                     rb"|\x1b[()*+][0-~]|\x1b[ -/]*[0-~]")


# MARK: Helpers ptybench does not have


def task_ids(pid):
    return [os.path.basename(path) for path in glob.glob(f"/proc/{pid}/task/*")]


def context_switches(pid):
    """voluntary + nonvoluntary context switches of every live thread of PID, and the number
    of threads. (Counts of a thread that ended are gone from /proc; the thread count before and
    after shows when that may have happened.)"""
    total, threads = 0, 0
    for task in task_ids(pid):
        try:
            with open(f"/proc/{pid}/task/{task}/status") as status:
                for line in status:
                    if line.startswith(("voluntary_ctxt_switches:", "nonvoluntary_ctxt_switches:")):
                        total += int(line.split()[1])
            threads += 1
        except (OSError, ValueError):
            pass  # the thread ended between the listing and the read
    if threads == 0:
        raise BenchFailed(f"no threads of process {pid} in /proc: it has ended")
    return total, threads


def run_milliseconds(pid):
    """Time on a CPU of every live thread of PID, from /proc/PID/task/*/schedstat, in ms; None
    where the kernel does not keep it. (ptybench's Child.run_milliseconds reads the main
    thread only.)"""
    total, found = 0, False
    for task in task_ids(pid):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as schedstat:
                total += int(schedstat.read().split()[0])
            found = True
        except FileNotFoundError:
            pass  # the thread ended between the listing and the read
        except (OSError, ValueError, IndexError):
            return None
    return total / 1e6 if found else None


class Seen:
    """Bytes read since a mark, and when a wanted text first showed in them."""

    def __init__(self):
        self.data = bytearray()
        self.wanted = None
        self.at = None  # time of the read that made `wanted` show
        self.stripped = False  # found only once escape sequences were stripped
        # What the terminal shows: a program that writes only the cells that changed may leave
        # a character of the text where the line before had it, and send the rest around it.
        self.screen = None

    def expect(self, wanted):
        self.data.clear()
        self.wanted, self.at, self.stripped = wanted, None, False

    def feed(self, data, at):
        self.data.extend(data)
        if self.screen is not None:
            self.screen.feed(data)
        if self.wanted is None or self.at is not None:
            return
        if self.wanted in self.data:
            self.at = at
        elif self.wanted in ESCAPES.sub(b"", bytes(self.data)) or (
                self.screen is not None and self.screen.shows(self.wanted.decode())):
            self.at, self.stripped = at, True

    def tail(self, count=300):
        return repr(bytes(self.data[-count:]))


def ratio(mine, peer):
    if peer <= 0:
        return "—"
    return f"{mine / peer:.1f}×"


def start(name, binary, args, seen, wanted):
    """Starts a program on a fresh pty and waits until `wanted` shows and output settles."""
    child = Child(binary, args)
    seen.screen = Screen(answer=child.send)
    child.on_output = seen.feed
    seen.expect(wanted)
    screen = child.read_until_quiet(QUIET, FIRST_SCREEN_LIMIT, until=lambda: seen.at is not None)
    if not screen.met:
        status = child.close()
        raise BenchFailed(
            f"{name}: {wanted!r} not on screen {FIRST_SCREEN_LIMIT:.0f} s after the start "
            f"(exit status {status}); last bytes read: {seen.tail()}")
    return child


# MARK: Follow latency


def make_file(directory):
    path = os.path.join(directory, "follow.log")
    with open(path, "w") as file:
        for number in range(1, FILE_LINES + 1):
            file.write(f"2026-11-30 10:00:{number % 60:02d} INFO  feed: line {number} of the log\n")
    return path, f"line {FILE_LINES} of the log".encode()


def follow_latencies(name, binary, args, path, last_line):
    """Appends marker lines to `path` while `binary args` follows it; returns the delays in ms,
    the bytes read per append and how many markers showed only with escapes stripped."""
    seen = Seen()
    child = start(name, binary, args, seen, last_line)
    delays, sizes, stripped = [], [], 0
    descriptor = os.open(path, os.O_WRONLY | os.O_APPEND)
    try:
        for number in range(WARMUP_APPENDS + APPENDS):
            marker = f"mark-{number:04d}".encode()
            seen.expect(marker)
            appended = time.monotonic()
            os.write(descriptor, marker + b"\n")
            output = child.read_until_quiet(0.0, MARKER_LIMIT, until=lambda: seen.at is not None)
            if not output.met:
                raise BenchFailed(
                    f"{name}: {marker.decode()} not on screen {MARKER_LIMIT:.0f} s after the "
                    f"append (exit status {child.process.poll()}); bytes read since: {seen.tail()}")
            child.read_for(PACING)  # the rest of the frame (status line), and the pacing
            if number >= WARMUP_APPENDS:
                delays.append(milliseconds(seen.at - appended))
                sizes.append(len(seen.data))
                stripped += seen.stripped
    finally:
        os.close(descriptor)
        if name == "tail -f":
            child.close()  # tail reads no keys: TERM, as for any leftover
        else:
            child.quit(EXIT_LIMIT)
    return delays, sizes, stripped


def bench_follow(binary, directory):
    figures = {}
    for name, program, args in [("TUIPager", binary, ["--follow"]), ("tail -f", TAIL, ["-f"])]:
        path, last_line = make_file(directory)  # a fresh file for each program
        figures[name] = follow_latencies(name, program, [*args, path], path, last_line)
        os.remove(path)
    (mine, my_sizes, my_stripped), (peer, peer_sizes, _) = figures["TUIPager"], figures["tail -f"]
    print(
        f"follow latency (append → on screen), {APPENDS} appends: "
        f"TUIPager median {statistics.median(mine):.2f} ms p95 {percentile(mine, 95):.2f} ms "
        f"· tail -f median {statistics.median(peer):.2f} ms p95 {percentile(peer, 95):.2f} ms "
        f"· ratio {ratio(statistics.median(mine), statistics.median(peer))} (median)")
    print(
        f"  max TUIPager {max(mine):.2f} ms · tail -f {max(peer):.2f} ms; bytes written per "
        f"append, median: TUIPager {statistics.median(my_sizes):.0f} · tail -f "
        f"{statistics.median(peer_sizes):.0f} ({WARMUP_APPENDS} warm-up appends not counted; "
        f"{FILE_LINES}-line file; appends {PACING * 1000:.0f} ms apart)")
    if my_stripped:
        print(f"  note: {my_stripped} of {APPENDS} TUIPager markers showed only with escape "
              f"sequences stripped (cursor movement inside the line)")


# MARK: Idle


def usage(child):
    return child.cpu_milliseconds(), run_milliseconds(child.pid), context_switches(child.pid)


def idle(name, binary, args, wanted):
    """CPU time, wakeups and bytes written over IDLE_SECONDS after the first screen."""
    seen = Seen()
    child = start(name, binary, args, seen, wanted)
    try:
        seen.expect(None)
        before = usage(child)
        output = child.read_for(IDLE_SECONDS)
        after = usage(child)
        reruns = seen.data.count("running…".encode())  # the status line says so at each rerun
    finally:
        status = child.quit(EXIT_LIMIT)
    return {
        "cpu": after[0] - before[0],
        "run": None if None in (before[1], after[1]) else after[1] - before[1],
        "wakeups": after[2][0] - before[2][0],
        "threads": (before[2][1], after[2][1]),
        "bytes": output.count,
        "reruns": reruns,
        "status": status,
    }


def describe_idle(figures, with_reruns):
    run = "n/a" if figures["run"] is None else f"{figures['run']:.2f} ms"
    wakeups = figures["wakeups"]
    text = (f"CPU {figures['cpu']:.0f} ms (utime+stime), on CPU {run} (schedstat), "
            f"{wakeups} wakeups = {wakeups / IDLE_SECONDS:.1f}/s")
    if with_reruns:
        per = f"{wakeups / figures['reruns']:.1f}" if figures["reruns"] else "—"
        text += f" ({figures['reruns']} reruns drawn, {per} per rerun)"
    return text + f", {figures['bytes']} bytes written"


def bench_idle(binary, directory):
    path = os.path.join(directory, "idle.log")
    with open(path, "w") as file:
        file.write("".join(f"idle line {number}\n" for number in range(1, 41)))
    command = "echo tick"
    watch = idle("watch", binary, ["--watch", str(WATCH_SECONDS), "--command", command], b"tick")
    plain = idle("plain", binary, [path], b"idle line 20")
    tick = 1000.0 / os.sysconf("SC_CLK_TCK")
    print(f"idle {IDLE_SECONDS:.0f} s after the first screen (wakeups: growth of voluntary + "
          f"nonvoluntary_ctxt_switches over the program's threads; CPU ticks of {tick:.0f} ms):")
    print(f"  --watch {WATCH_SECONDS} --command '{command}': {describe_idle(watch, True)}")
    print(f"  FILE, nothing running: {describe_idle(plain, False)}")
    if plain["wakeups"] and plain["bytes"]:
        print(f"  ratio watch / nothing running: wakeups "
              f"{ratio(watch['wakeups'], plain['wakeups'])}, "
              f"bytes {ratio(watch['bytes'], plain['bytes'])}")
    else:
        print(f"  ratio watch / nothing running: none (nothing running: "
              f"{plain['wakeups']} wakeups, {plain['bytes']} bytes)")
    for name, figures in [("watch", watch), ("FILE", plain)]:
        if figures["threads"][0] != figures["threads"][1]:
            print(f"  note: {name}: threads went from {figures['threads'][0]} to "
                  f"{figures['threads'][1]}; switches of a thread that ended are not counted")
        if figures["status"] != 0:
            print(f"  note: {name}: exit status {figures['status']} after q")


def main():
    binary = binary_argument("bench_follow", peers=[TAIL])
    with bench_session("bench_follow") as directory:
        print(f"bench_follow: {sys.argv[1]} in a {COLUMNS}x{ROWS} pty, TERM=xterm-256color, "
              f"LANG=C.UTF-8; peer {TAIL} -f ({first_line([TAIL, '--version'], timeout=5)}); "
              f"{os.cpu_count()} CPUs, Linux {os.uname().release}")
        bench_follow(binary, directory)
        bench_idle(binary, directory)


if __name__ == "__main__":
    run(main)
