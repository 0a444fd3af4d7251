"""What the pty benchmarks share: a program run on a fresh pseudo-terminal, its output timed.

Used by the bench_*.py scripts beside it (run from any directory: Python puts the script's own
folder first on the import path). Standard library only.
"""

import contextlib
import fcntl
import os
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time

COLUMNS, ROWS = 100, 30

live = []  # children not yet reaped, killed on any way out


class BenchFailed(Exception):
    """Something a benchmark waited for did not happen (in time), or figures disagree: the
    message says what; `bench_session` prints it and exits 1."""


class Spawned:
    """A child started by os.posix_spawn, with what Child needs of subprocess.Popen: its pid,
    poll, wait and returncode (negative for a signal)."""

    def __init__(self, pid):
        self.pid = pid
        self.returncode = None

    def poll(self):
        if self.returncode is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid == self.pid:
                self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def wait(self, timeout=None):
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.poll() is None:
            if deadline is not None and time.monotonic() >= deadline:
                raise subprocess.TimeoutExpired(str(self.pid), timeout)
            time.sleep(0.001)
        return self.returncode


class Child:
    """BINARY running on the slave side of a fresh pty; this script holds the master side.

    `on_output`, when set, is called with every chunk of bytes read and the time it was read."""

    def __init__(self, binary, args, environment=None, columns=COLUMNS, rows=ROWS):
        master, slave = os.openpty()
        # The window size goes on the pty before the child execs, so its first look is right.
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        self.master = master
        self.on_output = None
        terminal = os.ttyname(slave)
        self.started = time.monotonic()
        # posix_spawn, not a fork that runs Python before the exec: that took a millisecond and
        # some 230 page faults, which the kernel counts as the child's, and which every figure
        # of the program (its time to a first screen, its faults) then held. A new session, the
        # pty opened in it as its controlling terminal (as a terminal emulator does), on 0, 1, 2;
        # Python's own descriptors are close-on-exec.
        self.process = Spawned(os.posix_spawnp(
            binary, [binary, *args],
            terminal_environment() if environment is None else environment,
            file_actions=[(os.POSIX_SPAWN_OPEN, 0, terminal, os.O_RDWR, 0),
                          (os.POSIX_SPAWN_DUP2, 0, 1), (os.POSIX_SPAWN_DUP2, 0, 2)],
            setsid=True))
        os.close(slave)
        live.append(self)

    @property
    def pid(self):
        return self.process.pid

    def send(self, data):
        os.write(self.master, data)

    def read_until_quiet(self, quiet, limit, until=None):
        """Reads until `quiet` seconds pass with no output (or `limit` seconds pass in all).

        With `until`, a function checked after each read, the quiet only counts once it has
        returned true (from the read that made it true, or from the start if it is true at once).
        Returns an Output: bytes read, when the first and last of them came, and in `met` whether
        `until` came true (always True without one)."""
        output = Output(time.monotonic())
        deadline = output.began + limit
        output.met = until is None or bool(until())
        while True:
            now = time.monotonic()
            if output.met:
                last = output.last if output.last is not None else output.began
                wait = min(last + quiet, deadline) - now
            else:
                wait = deadline - now
            if wait <= 0:
                return output
            if not self._read_some(output, wait):
                return output
            if not output.met and until():
                output.met = True

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
        now = time.monotonic()
        output.add(len(data), now)
        if self.on_output is not None:
            self.on_output(data, now)
        return True

    def quit(self, limit):
        """Sends `q`, waits up to `limit` s for the exit while draining output, and kills on
        timeout.

        Returns the exit status (negative for a signal)."""
        try:
            self.send(b"q")
        except OSError:
            pass
        deadline = time.monotonic() + limit
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

    def peak_resident_kib(self):
        """The child's peak resident set so far (VmHWM of /proc/PID/status), in KiB.

        Unlike ru_maxrss from wait4 it counts only the program: the kernel folds what the
        process held before its exec into ru_maxrss too."""
        with open(f"/proc/{self.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        raise OSError(f"no VmHWM in /proc/{self.pid}/status")

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
        self.met = True
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


def percentile(values, percent):
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * percent // 100))  # nearest rank
    return ordered[int(rank) - 1]


def milliseconds(seconds):
    return seconds * 1000.0


def first_line(command, timeout=10):
    """The first line `command` prints on stdout (a version, say); "?" when it prints nothing,
    cannot start or takes more than `timeout` seconds."""
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
        return (result.stdout.splitlines() or ["?"])[0]
    except (OSError, subprocess.SubprocessError):
        return "?"


def kill_leftovers(*_):
    for child in list(live):
        child.close()


def binary_argument(script, peers=()):
    """The benchmark's one argument, BINARY, as an absolute path, after checking that it and the
    `peers` it is measured beside can run; also makes SIGTERM and SIGHUP end the script through
    its `finally` clauses (which kill the children) and keeps stdout in order with stderr."""
    if len(sys.argv) != 2:
        sys.exit(f"usage: {script}.py BINARY")
    binary = os.path.abspath(sys.argv[1])
    if not os.access(binary, os.X_OK):
        sys.exit(f"{script}: {sys.argv[1]} is not an executable; build it first")
    for peer in peers:
        if not os.access(peer, os.X_OK):
            sys.exit(f"{script}: {peer} is missing; it is the reference")
    sys.stdout.reconfigure(line_buffering=True)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    signal.signal(signal.SIGHUP, lambda *_: sys.exit(129))
    return binary


@contextlib.contextmanager
def bench_session(name, folder=True):
    """The body of a benchmark's `main`, timed from here and named NAME (`bench_follow`).

    Yields a fresh temporary folder (prefix `bench-follow-`), or None with `folder=False`. On
    any way out the children left are killed and the folder removed; a BenchFailed becomes
    `NAME: FAILED: reason` on stderr and exit status 1; otherwise `NAME: N s in all` is printed.
    Other exceptions (Ctrl-C, and SIGTERM or SIGHUP through `binary_argument`) go on as they
    came, after the same clean-up."""
    began = time.monotonic()
    directory = tempfile.mkdtemp(prefix=name.replace("_", "-") + "-") if folder else None
    try:
        yield directory
    except BenchFailed as failure:
        print(f"{name}: FAILED: {failure}", file=sys.stderr)
        sys.exit(1)
    finally:
        kill_leftovers()
        if directory is not None:
            shutil.rmtree(directory, ignore_errors=True)
    print(f"{name}: {time.monotonic() - began:.0f} s in all")


def run(main):
    """Runs a benchmark's `main`; Ctrl-C kills the children it left and exits 130."""
    try:
        main()
    except KeyboardInterrupt:
        kill_leftovers()
        sys.exit(130)


def program_pid(root, binary):
    """The pid of `binary` among `root` and its descendants, or None."""
    pending = [root]
    while pending:
        pid = pending.pop()
        try:
            if os.path.realpath(f"/proc/{pid}/exe") == os.path.realpath(binary):
                return pid
            with open(f"/proc/{pid}/task/{pid}/children") as children:
                pending.extend(int(child) for child in children.read().split())
        except OSError:
            continue
    return None
