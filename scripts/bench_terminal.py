#!/usr/bin/env python3
"""Terminal benchmarks of TUIPager: what the program costs a real terminal.

Runs BINARY under a pseudo-terminal of 100x30 (TERM=xterm-256color, LANG=C.UTF-8) and prints
figures, never pass/fail verdicts:
  - time from process start to the first screen (first byte, and the last byte before quiet),
  - bytes written for one settled tab switch (--duration 0) and one animated switch (default),
  - CPU time and bytes written while idle for 3 s.

Usage: python3 scripts/bench_terminal.py .build/release/TUIPager
Standard library only.
"""

import fcntl
import os
import select
import signal
import statistics
import struct
import subprocess
import sys
import termios
import time

COLUMNS, ROWS = 100, 30
QUIET = 0.3  # seconds without output that count as "the screen is drawn"
FIRST_SCREEN_LIMIT = 5.0  # seconds to wait for the first screen before giving up
EXIT_LIMIT = 2.0  # seconds to wait for an exit after `q`
STARTUP_RUNS = 20
SWITCHES = 24
IDLE_RUNS = 5
IDLE_SECONDS = 3.0

live = []  # children not yet reaped, killed on any way out


class Child:
    """BINARY running on the slave side of a fresh pty; this script holds the master side."""

    def __init__(self, binary, args):
        master, slave = os.openpty()
        # The window size goes on the pty before the child execs, so its first look is 100x30.
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        self.master = master
        self.started = time.monotonic()
        self.process = subprocess.Popen(
            [binary, *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=terminal_environment(),
            start_new_session=True,
            # After setsid: make the pty the controlling terminal, as a terminal emulator does.
            preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0),
            close_fds=True,
        )
        os.close(slave)
        live.append(self)

    @property
    def pid(self):
        return self.process.pid

    def send(self, data):
        os.write(self.master, data)

    def read_until_quiet(self, quiet=QUIET, limit=FIRST_SCREEN_LIMIT):
        """Reads until `quiet` seconds pass with no output (or `limit` seconds pass in all).

        Returns an Output: bytes read, and when the first and last of them came."""
        output = Output(time.monotonic())
        deadline = output.began + limit
        while True:
            now = time.monotonic()
            last = output.last if output.last is not None else output.began
            wait = min(last + quiet, deadline) - now
            if wait <= 0:
                return output
            if not self._read_some(output, wait):
                return output

    def read_for(self, seconds):
        """Reads whatever comes for exactly `seconds`."""
        output = Output(time.monotonic())
        end = output.began + seconds
        while (wait := end - time.monotonic()) > 0:
            if not self._read_some(output, wait):
                time.sleep(max(0.0, end - time.monotonic()))
                break
        return output

    def _read_some(self, output, wait):
        """Waits up to `wait` s for bytes and adds them to `output`; False once the pty is closed."""
        ready, _, _ = select.select([self.master], [], [], wait)
        if not ready:
            return True
        try:
            data = os.read(self.master, 65536)
        except OSError:  # EIO: every slave descriptor is closed, the child is gone
            return False
        if not data:
            return False
        output.add(len(data), time.monotonic())
        return True

    def quit(self):
        """Sends `q`, waits for the exit while draining output, and kills on timeout.

        Returns the exit status (negative for a signal)."""
        try:
            self.send(b"q")
        except OSError:
            pass
        deadline = time.monotonic() + EXIT_LIMIT
        while self.process.poll() is None and time.monotonic() < deadline:
            self.read_for(0.02)
        return self.close()

    def close(self):
        """Ends the child if it still runs (TERM, then KILL) and releases the pty.

        Signals go to the child's own process group (it leads a new session), so anything it
        started goes too; the group is only signalled while the child is unreaped, so its id
        cannot belong to anyone else."""
        if self.process.poll() is None:
            self._signal_group(signal.SIGTERM)
            try:
                self.process.wait(1.0)
            except subprocess.TimeoutExpired:
                self._signal_group(signal.SIGKILL)
                self.process.wait()
        if self.master is not None:
            os.close(self.master)
            self.master = None
        if self in live:
            live.remove(self)
        return self.process.returncode

    def _signal_group(self, number):
        try:
            os.killpg(self.pid, number)
        except ProcessLookupError:
            pass

    def cpu_milliseconds(self):
        """utime + stime of the child so far, from /proc/PID/stat, in milliseconds."""
        with open(f"/proc/{self.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        # Fields after the command name start at field 3 (state); utime is 14, stime 15.
        ticks = int(fields[14 - 3]) + int(fields[15 - 3])
        return ticks * 1000.0 / os.sysconf("SC_CLK_TCK")

    def run_milliseconds(self):
        """Time on a CPU so far, in nanosecond units from /proc/PID/schedstat, in milliseconds;
        None where the kernel does not keep it."""
        try:
            with open(f"/proc/{self.pid}/schedstat") as schedstat:
                return int(schedstat.read().split()[0]) / 1e6
        except (OSError, ValueError, IndexError):
            return None


class Output:
    """Bytes seen over one stretch of reading, with the times of the first and the last."""

    def __init__(self, began):
        self.began = began
        self.count = 0
        self.first = None
        self.last = None
        self.reads = []  # (time, bytes) of each read

    def add(self, count, at):
        self.count += count
        self.first = at if self.first is None else self.first
        self.last = at
        self.reads.append((at, count))

    def lasted(self):
        """Seconds from the first byte to the last."""
        return 0.0 if self.first is None else self.last - self.first

    def bursts(self, gap=0.005):
        """Writes grouped by pauses longer than `gap` s: roughly the frames drawn."""
        count, previous = 0, None
        for at, _ in self.reads:
            if previous is None or at - previous > gap:
                count += 1
            previous = at
        return count


def terminal_environment():
    environment = dict(os.environ)
    environment.update(TERM="xterm-256color", LANG="C.UTF-8")
    # LC_ALL would override LANG; LINES/COLUMNS would override the pty's size in ncurses.
    for name in ("LC_ALL", "LC_CTYPE", "LINES", "COLUMNS"):
        environment.pop(name, None)
    return environment


def start(binary, args):
    """Starts BINARY and reads its first screen; returns the child and that output."""
    child = Child(binary, args)
    screen = child.read_until_quiet()
    if screen.count == 0:
        status = child.close()
        sys.exit(f"bench_terminal: {binary} drew nothing in {FIRST_SCREEN_LIMIT:.0f} s (exit {status})")
    return child, screen


def percentile(values, percent):
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * percent // 100))  # nearest rank
    return ordered[int(rank) - 1]


def milliseconds(seconds):
    return seconds * 1000.0


def bench_startup(binary):
    """Process start to the first byte, and to the last byte of the first screen."""
    to_first, to_drawn, statuses = [], [], []
    for _ in range(STARTUP_RUNS):
        child, screen = start(binary, [])
        to_first.append(milliseconds(screen.first - child.started))
        to_drawn.append(milliseconds(screen.last - child.started))
        statuses.append(child.quit())
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
            output = child.read_until_quiet()
            sizes.append(output.count)
            lasted.append(milliseconds(output.lasted()))
            bursts.append(output.bursts())
    finally:
        status = child.quit()
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
            statuses.append(child.quit())
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


def kill_leftovers(*_):
    for child in list(live):
        child.close()


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: bench_terminal.py BINARY")
    binary = os.path.abspath(sys.argv[1])
    if not os.access(binary, os.X_OK):
        sys.exit(f"bench_terminal: {sys.argv[1]} is not an executable; build it first")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    signal.signal(signal.SIGHUP, lambda *_: sys.exit(129))
    print(f"bench_terminal: {sys.argv[1]} in a {COLUMNS}x{ROWS} pty, TERM=xterm-256color, LANG=C.UTF-8")
    try:
        bench_startup(binary)
        bench_switch(binary, ["--duration", "0"], "--duration 0 (settled, one frame)")
        bench_switch(binary, [], "default duration (animated 250 ms slide, all frames)")
        bench_idle(binary)
    finally:
        kill_leftovers()


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        kill_leftovers()
        sys.exit(130)
