#!/usr/bin/env python3
"""File benchmarks of TUIPager beside less: big files, first screen, `G`, peak memory.

Runs BINARY FILE and `less -R FILE` (LESS, LESSOPEN and LESSCLOSE unset, LESSHISTFILE=-) under a
pseudo-terminal of 100x30 (TERM=xterm-256color, LANG=C.UTF-8) on log-like files of 1 KiB,
100 MiB and 1 GiB, and prints each figure for both programs side by side, never pass/fail:
  - first screen: from just before the spawn to the read that shows the file's first line and
    the status line (shown), and to the last byte written before 200 ms of quiet once it does
    (settled: TUIPager's status line goes on updating the line count it learns in the
    background, less's does not count);
  - G: from sending `G` to the last byte before 200 ms of quiet, once the screen shows the
    file's last line;
  - peak resident memory (VmHWM) once the first screen has settled, and once G has.
Each run does all three: start, first screen, G, q.
What the screen shows comes from a small terminal emulator fed with everything read, so
ncurses' partial updates count as well as whole redraws.

The files are made once into .build/bench-files/ (beside scripts/) and reused while they have the
right size; the 1 GiB one is skipped when less than 3 GiB of disk would be left free.

With --many-files, it prints instead the time to the first screen with 100 and with 10,000
files of 1 KiB given at once (`TUIPager f1 … fN` beside `less -R f1 … fN`): spawn to the read
that shows the first file's line 1 and the status line.

Usage: python3 scripts/bench_files.py .build/release/TUIPager [--many-files]
Standard library only; the pty and process handling is in ptybench.py beside it.
"""

import codecs
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import textwrap
import time

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import (  # noqa: E402
    binary_argument, run, COLUMNS, ROWS, Child, kill_leftovers, milliseconds, terminal_environment)

LESS = "/usr/bin/less"
QUIET = 0.2  # seconds without output, once the awaited line shows, that count as "drawn"
FIRST_SCREEN_LIMIT = 10.0  # seconds to wait for the first screen
G_LIMIT = 30.0  # seconds to wait for the last line after G
EXIT_LIMIT = 3.0  # seconds to wait for an exit after `q`
KIB, MIB, GIB = 1 << 10, 1 << 20, 1 << 30
CASES = [("1 KiB", KIB, 5), ("100 MiB", 100 * MIB, 5), ("1 GiB", GIB, 5)]  # label, size, runs
SPARE_DISK = 2 * GIB  # free space that must remain after making a file (3 GiB free for 1 GiB)
CACHE = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, ".build",
                     "bench-files")


# MARK: Files


class LogLines:
    """Log-like lines, the same for a given line number on every run: a timestamp one
    millisecond per line, a level, a component, `line N:` and a message of varying length
    (lines of 50–450 bytes, half under about 95, four in ten wider than the screen).

    Lines come a thousand at a time from 8 templates per thousand (`line {hi}{lo:03}:`), so
    making a gigabyte costs a couple of bytes.replace calls per 80 KB, not a format per line."""

    TEMPLATES = 8
    START = 1_710_403_200  # 2024-03-14 08:00:00 UTC

    LEVELS = ["INFO ", "INFO ", "INFO ", "INFO ", "DEBUG", "DEBUG", "WARN ", "ERROR"]
    COMPONENTS = ["http", "db.pool", "auth", "scheduler", "cache", "worker-1", "worker-2",
                  "worker-3", "mailer", "billing", "search.indexer", "gateway"]
    PATHS = ["/api/v1/users", "/api/v1/orders", "/api/v1/orders/search", "/healthz", "/login",
             "/static/app.js", "/api/v2/invoices/export", "/api/v1/carts/checkout"]
    WORDS = ("request handled retry connection pool timeout user session token cache miss hit "
             "shard replica commit rollback queue job batch upstream latency payload").split()

    def __init__(self):
        rng = random.Random(20240314)
        self.messages = [[self._message(rng) for _ in range(1000)] for _ in range(self.TEMPLATES)]
        self.heads = [[f"{self.LEVELS[rng.randrange(8)]} [{rng.choice(self.COMPONENTS)}]"
                       for _ in range(1000)] for _ in range(self.TEMPLATES)]
        # Template lines: \x00 stands for the time to the second, \x01 for the line number's
        # thousands.
        self.templates = [
            "".join(f"\x00.{lo:03d}Z {self.heads[t][lo]} line \x01{lo:03d}: "
                    f"{self.messages[t][lo]}\n" for lo in range(1000)).encode()
            for t in range(self.TEMPLATES)
        ]

    def _message(self, rng):
        kind = rng.randrange(100)
        if kind < 25:
            return f"GET {rng.choice(self.PATHS)} 200 {rng.randrange(1, 900)}ms"
        if kind < 40:
            return (f"GET {rng.choice(self.PATHS)}?page={rng.randrange(1, 50)} status=200 "
                    f"duration={rng.randrange(1, 900)}ms bytes={rng.randrange(100, 99999)}")
        if kind < 60:
            return " ".join(rng.choice(self.WORDS) for _ in range(rng.randrange(1, 10)))
        if kind < 75:
            return (f"user={rng.randrange(10**6)} session={rng.getrandbits(64):016x} "
                    f"action={rng.choice(self.WORDS)}")
        if kind < 90:
            return f"queue depth {rng.randrange(500)}"
        if kind < 98:
            words = " ".join(rng.choice(self.WORDS) for _ in range(rng.randrange(3, 9)))
            return (f"POST {rng.choice(self.PATHS)} "
                    f"status={rng.choice([201, 400, 409, 500, 503])} error=\"{words}\"")
        fields = ", ".join(f'"{rng.choice(self.WORDS)}{i}": {rng.randrange(10**6)}'
                           for i in range(rng.randrange(8, 20)))
        return f"payload={{{fields}}}"

    @classmethod
    def stamp(cls, second):
        return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(cls.START + second))

    def line(self, number, message=None):
        hi, lo = divmod(number, 1000)
        template = hi % self.TEMPLATES
        message = self.messages[template][lo] if message is None else message
        return (f"{self.stamp(hi)}.{lo:03d}Z {self.heads[template][lo]} "
                f"line {number}: {message}\n").encode()

    def block(self, hi):
        """Lines hi*1000 … hi*1000+999 (hi ≥ 1)."""
        return (self.templates[hi % self.TEMPLATES]
                .replace(b"\x00", self.stamp(hi).encode())
                .replace(b"\x01", str(hi).encode()))

    def write(self, path, size):
        """Writes exactly `size` bytes of whole lines to `path`; returns the last line's number."""
        buffered, pending, remaining = [], 0, size
        TAIL = 120  # bytes left at least for the last line, which is padded to fill them
        number = 1
        with open(path, "wb") as file:

            def put(data):
                nonlocal buffered, pending, remaining
                buffered.append(data)
                pending += len(data)
                remaining -= len(data)
                if pending >= 8 * MIB:
                    file.write(b"".join(buffered))
                    buffered, pending = [], 0

            # Lines one by one up to the first whole thousand, then a thousand at a time while
            # plenty is left, then one by one again, then a last line padded to the exact size.
            while number % 1000 and remaining - len(self.line(number)) > TAIL:
                put(self.line(number))
                number += 1
            if number % 1000 == 0:
                while remaining - len(block := self.block(number // 1000)) > TAIL:
                    put(block)
                    number += 1000
            while remaining - len(self.line(number)) > TAIL:
                put(self.line(number))
                number += 1
            last = self.line(number, message="")
            filler = "shutdown complete; " * (remaining // 19 + 1)
            put(self.line(number, message=filler[: remaining - len(last) - 1] + "."))
            file.write(b"".join(buffered))
        return number


def last_line_number(path):
    """The number in the last line's `line N:`, or None if the file does not end like ours."""
    with open(path, "rb") as file:
        file.seek(max(0, os.path.getsize(path) - 8 * KIB))
        tail = file.read().rstrip(b"\n").rsplit(b"\n", 1)[-1]
    found = re.search(rb"Z [A-Z]+ +\[[^]]+\] line (\d+): ", tail)
    return int(found.group(1)) if found else None


def prepare_file(lines, label, size):
    """The path and last line number of the file for `label`, made if missing; None if skipped.
    Prints what it did."""
    os.makedirs(CACHE, exist_ok=True)
    path = os.path.join(os.path.normpath(CACHE), f"log-{size}.txt")
    if os.path.isfile(path) and os.path.getsize(path) == size:
        with open(path, "rb") as file:
            first_ok = file.readline() == lines.line(1)
        last = last_line_number(path) if first_ok else None
        if last is not None:
            seconds = warm(path)
            print(f"file {label}: {display_path(path)}, {last:,} lines, reused "
                  f"(read once in {seconds:.2f} s to warm the page cache)")
            return path, last
    free = shutil.disk_usage(CACHE).free
    if free - size < SPARE_DISK:
        print(f"file {label}: SKIPPED: {free / GIB:.1f} GiB free on the disk of "
              f"{display_path(CACHE)}, {(size + SPARE_DISK) / GIB:.1f} GiB wanted")
        return None
    temporary = path + ".partial"
    began = time.monotonic()
    try:
        last = lines.write(temporary, size)
        os.replace(temporary, path)
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)
    seconds = time.monotonic() - began
    assert os.path.getsize(path) == size and last_line_number(path) == last, path
    rate = f"{size / MIB / seconds:.0f} MiB/s, " if size >= MIB and seconds > 0 else ""
    print(f"file {label}: {display_path(path)}, {last:,} lines, generated in {seconds:.2f} s "
          f"({rate}still in the page cache)")
    return path, last


def warm(path):
    """Reads the file once so every run finds it in the page cache; returns the seconds taken."""
    began = time.monotonic()
    with open(path, "rb", buffering=0) as file:
        buffer = bytearray(8 * MIB)
        while file.readinto(buffer):
            pass
    return time.monotonic() - began


def display_path(path):
    path = os.path.normpath(path)
    relative = os.path.relpath(path)
    return relative if not relative.startswith(os.pardir) else path


# MARK: Screen


class Screen:
    """What a terminal of COLUMNS x ROWS shows, from the bytes a program writes to it.

    Enough of xterm for ncurses and less: printing with auto-wrap, CR, LF, BS, TAB, cursor
    moves (CUP, VPA, CHA, CUU/CUD/CUF/CUB), erasing (ED, EL, ECH), insert and delete of
    characters and lines, scroll regions, IND/RI/SU/SD, REP, the alternate screen, and replies
    to DA1, DECRQM and cursor position queries. Colours and other modes are ignored, every
    character takes one column (the files are ASCII)."""

    def __init__(self, columns=COLUMNS, rows=ROWS, answer=None):
        self.columns, self.rows = columns, rows
        # Where replies to queries go (the program's input), as a terminal answers at once:
        # without them, a program that asks would wait for its own timeout.
        self.answer = answer
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.state, self.sequence = "ground", []
        self.reset()

    def reset(self):
        self.cells = [self._blank() for _ in range(self.rows)]
        self.row = self.column = 0
        self.pending_wrap, self.autowrap = False, True
        self.top, self.bottom = 0, self.rows - 1
        self.saved = (0, 0)
        self.previous = " "

    def shows(self, text):
        """Whether some row contains `text`."""
        return any(text in "".join(row) for row in self.cells)

    def last_row(self):
        """The text of the lowest row that is not blank (the status line, the prompt)."""
        for row in reversed(self.cells):
            text = "".join(row).rstrip()
            if text:
                return text
        return ""

    def text(self):
        return "\n".join("".join(row).rstrip() for row in self.cells).rstrip()

    def _blank(self):
        return [" "] * self.columns

    def feed(self, data):
        for character in self.decoder.decode(data):
            state = self.state
            if state == "ground":
                if character == "\x1b":
                    self.state = "escape"
                elif character == "\x9b":
                    self.state, self.sequence = "csi", []
                elif character < " " or character == "\x7f":
                    self._control(character)
                else:
                    self._print(character)
            elif state == "csi":
                if "\x40" <= character <= "\x7e":
                    self.state = "ground"
                    self._csi("".join(self.sequence), character)
                elif character == "\x1b":
                    self.state = "escape"
                elif character < " ":
                    self._control(character)
                else:
                    self.sequence.append(character)
            elif state == "escape":
                self.state = "ground"
                self._escape(character)
            elif state == "charset":  # ESC ( B and the like: one more character
                self.state = "ground"
            elif state == "string":  # OSC, DCS, …: up to BEL or ESC \
                if character == "\x07":
                    self.state = "ground"
                elif character == "\x1b":
                    self.state = "string-escape"
            elif state == "string-escape":
                self.state = "ground" if character == "\\" else "string"

    def _control(self, character):
        if character == "\r":
            self.column, self.pending_wrap = 0, False
        elif character in "\n\x0b\x0c":
            self._index()
        elif character == "\b":
            self.column, self.pending_wrap = max(0, self.column - 1), False
        elif character == "\t":
            self.column = min(self.columns - 1, (self.column // 8 + 1) * 8)
            self.pending_wrap = False

    def _print(self, character):
        if self.pending_wrap and self.autowrap:
            self.column = 0
            self._index()
        self.pending_wrap = False
        self.cells[self.row][self.column] = character
        self.previous = character
        if self.column == self.columns - 1:
            self.pending_wrap = self.autowrap
        else:
            self.column += 1

    def _escape(self, character):
        if character == "[":
            self.state, self.sequence = "csi", []
        elif character in "]PX^_":
            self.state = "string"
        elif character in "()*+-./#% ":
            self.state = "charset"
        elif character == "D":
            self._index()
        elif character == "M":
            self._reverse_index()
        elif character == "E":
            self.column = 0
            self._index()
        elif character == "7":
            self.saved = (self.row, self.column)
        elif character == "8":
            self.row, self.column = self.saved
            self.pending_wrap = False
        elif character == "c":
            self.reset()

    def _query(self, private, body, final):
        """Answers a query as a VT220-like terminal without synchronized output would: primary
        device attributes, a mode report (DECRQM: "not recognized"), the cursor position."""
        if final == "c" and not private and body in ("", "0"):
            self.answer(b"\x1b[?62;22c")
        elif final == "p" and private == "?" and body.endswith("$"):
            self.answer(f"\x1b[?{body[:-1]};0$y".encode())
        elif final == "n" and not private and body == "6":
            self.answer(f"\x1b[{self.row + 1};{self.column + 1}R".encode())
        else:
            return False
        return True

    def _index(self):
        if self.row == self.bottom:
            self._scroll_up(1, self.top)
        elif self.row < self.rows - 1:
            self.row += 1

    def _reverse_index(self):
        if self.row == self.top:
            self._scroll_down(1, self.top)
        elif self.row > 0:
            self.row -= 1

    def _scroll_up(self, count, top):
        """Removes `count` rows at `top`, rows below move up; blank rows come in at the bottom."""
        for _ in range(min(count, self.bottom - top + 1)):
            del self.cells[top]
            self.cells.insert(self.bottom, self._blank())

    def _scroll_down(self, count, top):
        for _ in range(min(count, self.bottom - top + 1)):
            del self.cells[self.bottom]
            self.cells.insert(top, self._blank())

    def _csi(self, parameters, final):
        private = parameters[:1] in ("?", ">", "=", "<") and parameters[:1] or ""
        body = parameters[len(private):]
        if self.answer is not None and self._query(private, body, final):
            return
        if private == "?" and final in "hl":
            for mode in body.split(";"):
                if mode == "7":
                    self.autowrap = final == "h"
                elif mode in ("47", "1047", "1049"):
                    self.cells = [self._blank() for _ in range(self.rows)]
            return
        if private or any(" " <= c <= "/" for c in body):  # private or intermediate bytes
            return
        numbers = []
        for part in body.split(";") if body else []:
            part = part.split(":")[0]
            numbers.append(int(part) if part.isdigit() else 0)

        def argument(position, default=1):
            value = numbers[position] if position < len(numbers) else 0
            return value or default

        last_row, last_column = self.rows - 1, self.columns - 1
        row = self.cells[self.row]
        self.pending_wrap = self.pending_wrap and final in "mhlt"
        if final in "Hf":
            self.row = min(last_row, argument(0) - 1)
            self.column = min(last_column, argument(1) - 1)
        elif final == "A":
            self.row = max(0, self.row - argument(0))
        elif final == "B":
            self.row = min(last_row, self.row + argument(0))
        elif final == "C":
            self.column = min(last_column, self.column + argument(0))
        elif final == "D":
            self.column = max(0, self.column - argument(0))
        elif final == "E":
            self.row, self.column = min(last_row, self.row + argument(0)), 0
        elif final == "F":
            self.row, self.column = max(0, self.row - argument(0)), 0
        elif final in "G`":
            self.column = min(last_column, argument(0) - 1)
        elif final == "d":
            self.row = min(last_row, argument(0) - 1)
        elif final == "J":
            mode = argument(0, 0)
            if mode == 0:
                row[self.column:] = [" "] * (self.columns - self.column)
                for below in range(self.row + 1, self.rows):
                    self.cells[below] = self._blank()
            elif mode == 1:
                row[: self.column + 1] = [" "] * (self.column + 1)
                for above in range(self.row):
                    self.cells[above] = self._blank()
            else:
                self.cells = [self._blank() for _ in range(self.rows)]
        elif final == "K":
            mode = argument(0, 0)
            if mode == 0:
                row[self.column:] = [" "] * (self.columns - self.column)
            elif mode == 1:
                row[: self.column + 1] = [" "] * (self.column + 1)
            else:
                self.cells[self.row] = self._blank()
        elif final == "X":
            end = min(self.columns, self.column + argument(0))
            row[self.column:end] = [" "] * (end - self.column)
        elif final == "@":
            count = min(argument(0), self.columns - self.column)
            row[self.column:self.column] = [" "] * count
            del row[self.columns:]
        elif final == "P":
            count = min(argument(0), self.columns - self.column)
            del row[self.column:self.column + count]
            row.extend([" "] * count)
        elif final in "LM":
            if self.top <= self.row <= self.bottom:
                if final == "L":
                    self._scroll_down(argument(0), self.row)
                else:
                    self._scroll_up(argument(0), self.row)
                self.column = 0
        elif final == "S":
            self._scroll_up(argument(0), self.top)
        elif final == "T" and len(numbers) <= 1:
            self._scroll_down(argument(0), self.top)
        elif final == "b":
            for _ in range(argument(0)):
                self._print(self.previous)
        elif final == "r":
            top, bottom = argument(0) - 1, argument(1, self.rows) - 1
            if 0 <= top < bottom < self.rows:
                self.top, self.bottom = top, bottom
                self.row = self.column = 0


# MARK: Runs


class Program:
    """How to start a program, and how its status line (its lowest row that is not blank: less
    puts its prompt just below a short file) says it has drawn the file's start and, after G,
    reached the end."""

    def __init__(self, name, command, environment, started, at_end):
        self.name, self.command, self.environment = name, command, environment
        self.started, self.at_end = started, at_end  # (status line, path, last line) -> bool


def programs(binary):
    pager = Program(
        "TUIPager", [binary], terminal_environment(),
        started=lambda row, path, last: "lines 1\u2013" in row,  # "lines 1–27"
        # "lines …–N of N", the numbers grouped as the status line prints them (1,048,924)
        at_end=lambda row, path, last: f"\u2013{last:,} of {last:,}" in row)
    environment = terminal_environment()
    for name in ("LESS", "LESSOPEN", "LESSCLOSE"):
        environment.pop(name, None)
    environment["LESSHISTFILE"] = "-"
    less = Program(
        "less", [LESS, "-R"], environment,
        started=lambda row, path, last: path in row,  # the prompt: the file's name
        at_end=lambda row, path, last: "(END)" in row)
    return [pager, less]


class RunFailed(Exception):
    pass


def one_run(program, path, last):
    """One run: start, first screen, G, q. Returns the run's figures: times in ms (G's None when
    nothing was written), peak resident KiB after the first screen and after G, exit status."""
    first_line, last_line = "line 1: ", f"line {last}: "
    child = None
    screen = Screen(answer=lambda reply: child.send(reply))
    first_shown = []  # when a read first made the first screen visible
    last_shown = []  # when a read first made the last line visible

    def drawn(needle, status_says):
        return screen.shows(needle) and status_says(screen.last_row(), path, last)

    def feed(data, at):
        screen.feed(data)
        if not first_shown and drawn(first_line, program.started):
            first_shown.append(at)
        if not last_shown and screen.shows(last_line):
            last_shown.append(at)

    child = Child(program.command[0], [*program.command[1:], path], program.environment)
    child.on_output = feed
    try:
        first = child.read_until_quiet(
            QUIET, FIRST_SCREEN_LIMIT, until=lambda: drawn(first_line, program.started))
        if not first.met:
            raise RunFailed(
                f"no first screen in {FIRST_SCREEN_LIMIT:.0f} s; the screen:\n{screen.text()}")
        peak_first = child.peak_resident_kib()
        sent = time.monotonic()
        shown_before = bool(last_shown)
        child.send(b"G")
        end = child.read_until_quiet(QUIET, G_LIMIT, until=lambda: drawn(last_line, program.at_end))
        if not end.met:
            raise RunFailed(f"not at the end {G_LIMIT:.0f} s after G; the screen:\n{screen.text()}")
        peak_g = child.peak_resident_kib()
    except BaseException:
        child.close()
        raise
    return {
        "first_shown": milliseconds(first_shown[0] - child.started),
        "first": milliseconds(first.last - child.started),
        "g_shown": None if shown_before else milliseconds(last_shown[0] - sent),
        "g_done": None if end.last is None else milliseconds(end.last - sent),
        "peak_first": peak_first,
        "peak_g": peak_g,
        "status": child.quit(EXIT_LIMIT),
    }


def bench_file(tools, label, path, last, runs):
    """Runs both programs on one file, alternately; returns {program name: {figure: [values]}}
    and {program name: why it stopped} for those that failed."""
    keys = ("first_shown", "first", "g_shown", "g_done", "peak_first", "peak_g", "status")
    figures = {tool.name: {key: [] for key in keys} for tool in tools}
    failed = {}
    for _ in range(runs):
        for tool in tools:
            if tool.name in failed:
                continue
            try:
                measured = one_run(tool, path, last)
            except RunFailed as failure:
                failed[tool.name] = str(failure)
                print(f"  {label}, {tool.name}: {failure}", file=sys.stderr)
                continue
            for key, value in measured.items():
                figures[tool.name][key].append(value)
    return figures, failed


# MARK: Report


def duration(values):
    if not values:
        return "failed"
    measured = [value for value in values if value is not None]
    if len(measured) * 2 <= len(values):
        return "none"
    value = statistics.median(measured)
    return f"{value:.1f} ms" if value < 1000 else f"{value / 1000:.2f} s"


def memory(values):
    return f"{statistics.median(values) / 1024:.1f} MiB" if values else "failed"


COLUMNS_SHOWN = [
    ("first screen shown", "first_shown", duration),
    ("first screen settled", "first", duration),
    ("G: last line shown", "g_shown", duration),
    ("G: at the end", "g_done", duration),
    ("peak RSS, first screen", "peak_first", memory),
    ("peak RSS after G", "peak_g", memory),
]


def report(results):
    table = [["file"] + [title for title, _, _ in COLUMNS_SHOWN]]
    for label, figures in results:
        table.append([label] + [
            f"{shown(figures['TUIPager'][key])} / {shown(figures['less'][key])}"
            for _, key, shown in COLUMNS_SHOWN
        ])
    widths = [max(len(row[index]) for row in table) for index in range(len(table[0]))]
    for row in table:
        print("   ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())


MANY_FILES = [100, 10_000]  # files given at once
MANY_RUNS = 5


def first_screen(program, paths, first_line="line 1: "):
    """Milliseconds from the spawn to the read that shows the first file's `first_line` and the
    status line (less: its prompt), for `program` given every one of `paths`: its first screen
    whole, as less writes one in pieces of 1 KiB."""
    child = None
    screen = Screen(answer=lambda reply: child.send(reply))
    shown = []

    def drawn():
        # less's prompt names the file, its tail only when long: "… (file 1 of N) (END) - Next: …"
        row = screen.last_row()
        return screen.shows(first_line) and (
            program.started(row, paths[0], 0) or "(file 1 of" in row)

    def feed(data, at):
        screen.feed(data)
        if not shown and drawn():
            shown.append(at)

    child = Child(program.command[0], [*program.command[1:], *paths], program.environment)
    child.on_output = feed
    try:
        first = child.read_until_quiet(0.0, FIRST_SCREEN_LIMIT, until=drawn)
        if not first.met:
            raise RunFailed(f"no first screen in {FIRST_SCREEN_LIMIT:.0f} s:\n{screen.text()}")
    finally:
        child.quit(EXIT_LIMIT)
    return milliseconds(shown[0] - child.started)


def overview_opening(program, paths):
    """Milliseconds from `L` sent to the read that shows the overview of every tab (its heading
    and the first file's row), then from four digits typed to the read that shows the one file
    they keep; for TUIPager given every one of `paths`."""
    child = None
    screen = Screen(answer=lambda reply: child.send(reply))
    name = os.path.basename(paths[-1])
    last = name.split(".")[0]

    def overview():
        return screen.shows(f"Tabs · {len(paths)}") and screen.shows(
            f"1  {os.path.basename(paths[0])}")

    def filtered():
        return screen.shows(f"filter: {last}") and screen.shows(f" 1 of {len(paths)} ")

    # The time of the read after which the screen first showed what is waited for.
    waiting = {"until": lambda: False, "at": None}

    def feed(data, at):
        screen.feed(data)
        if waiting["at"] is None and waiting["until"]():
            waiting["at"] = at

    child = Child(program.command[0], [*program.command[1:], *paths], program.environment)
    child.on_output = feed
    try:
        first = child.read_until_quiet(
            0.2, FIRST_SCREEN_LIMIT, until=lambda: screen.shows("line 1: "))
        if not first.met:
            raise RunFailed(f"no first screen in {FIRST_SCREEN_LIMIT:.0f} s:\n{screen.text()}")
        times = []
        for keys, until in ((b"L", overview), (last.encode(), filtered)):
            waiting.update(until=until, at=None)
            sent = time.monotonic()
            child.send(keys)
            shown = child.read_until_quiet(0.2, FIRST_SCREEN_LIMIT, until=until)
            if not shown.met or waiting["at"] is None:
                raise RunFailed(f"{keys!r} showed nothing expected:\n{screen.text()}")
            times.append(milliseconds(waiting["at"] - sent))
        child.send(b"\x1b")
    finally:
        child.quit(EXIT_LIMIT)
    return times


def many_files(binary):
    lines = LogLines()
    tools = programs(binary)
    print(f"bench_files: time to the first screen with many files of 1 KiB, TUIPager / less, "
          f"median of {MANY_RUNS} (the two alternating)")
    for count in MANY_FILES:
        folder = os.path.join(os.path.normpath(CACHE), f"many-{count}")
        os.makedirs(folder, exist_ok=True)
        paths = [os.path.join(folder, f"{number:05d}.log") for number in range(1, count + 1)]
        for path in paths:
            if not os.path.exists(path):
                lines.write(path, KIB)
        times = {tool.name: [] for tool in tools}
        for _ in range(MANY_RUNS):
            for tool in tools:
                times[tool.name].append(first_screen(tool, paths))
        print(f"  {count:>6,} files: {duration(times['TUIPager'])} / {duration(times['less'])}")
        if count == max(MANY_FILES):
            overview = [overview_opening(tools[0], paths) for _ in range(MANY_RUNS)]
            print(f"  the overview of {count:,} tabs (L), TUIPager only (no peer has one): "
                  f"opened in {duration([run[0] for run in overview])}, filtered to one by four "
                  f"digits typed in {duration([run[1] for run in overview])} (median of "
                  f"{MANY_RUNS}; goal: under 50 ms each)")


def main():
    if "--many-files" in sys.argv:
        sys.argv.remove("--many-files")
        binary = binary_argument("bench_files", peers=[LESS])
        try:
            many_files(binary)
        finally:
            kill_leftovers()
        return
    binary = binary_argument("bench_files", peers=[LESS])
    began = time.monotonic()
    version = subprocess.run([LESS, "--version"], capture_output=True, text=True).stdout
    print(f"bench_files: {sys.argv[1]} FILE beside {LESS} -R FILE ({version.splitlines()[0]}), "
          f"in a {COLUMNS}x{ROWS} pty, TERM=xterm-256color, LANG=C.UTF-8")
    lines = LogLines()
    tools = programs(binary)
    results, notes, counts = [], [], {}
    try:
        for label, size, runs in CASES:
            file = prepare_file(lines, label, size)
            if file is None:
                continue
            figures, failed = bench_file(tools, label, *file, runs)
            results.append((label, figures))
            counts[label] = runs
            for tool in tools:
                unusual = [status for status in figures[tool.name]["status"] if status != 0]
                if unusual:
                    notes.append(f"{label}, {tool.name}: {len(unusual)} runs did not exit 0 "
                                 f"after q: {unusual}")
                if tool.name in failed:
                    notes.append(f"{label}, {tool.name}: stopped after a failed run (see above)")
    finally:
        kill_leftovers()
    report(results)
    quiet = f"{QUIET * 1000:.0f} ms"
    if len(set(counts.values())) == 1:
        runs = f"{next(iter(counts.values()))} runs"
    else:
        runs = "runs (" + ", ".join(f"{count} for {label}" for label, count in counts.items()) + ")"
    explanation = (
        f"Each cell: TUIPager / less, medians of {runs} a program (the two "
        f"alternating; page cache warm). first screen shown: spawn to the read that makes the "
        f"emulated screen show line 1 and the status line (less: the prompt); settled: to the "
        f"last byte before {quiet} of quiet after that (TUIPager's status line counts the "
        f"lines meanwhile). "
        f"G, last line shown: G sent to the write that shows the last line (none: it showed "
        f"already). G, at the end: G sent to the last byte before {quiet} of quiet, once the "
        f"last line shows and the status line says the end (\"… of N\"; less: \"(END)\"), i.e. "
        f"the program is done; none: nothing written. peak RSS: VmHWM of /proc/PID/status once "
        f"that screen has settled."
    )
    print(textwrap.fill(explanation, width=COLUMNS))
    for line in notes:
        print(f"  note: {line}")
    print(f"bench_files: {time.monotonic() - began:.0f} s in all")


if __name__ == "__main__":
    run(main)
