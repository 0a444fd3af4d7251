#!/usr/bin/env python3
"""TUIPager beside its peers: less on the same file and, when it can be installed, a 4-tab
Textual TabbedContent app, measured in one run on the same pty harness (ptybench.py).

Every program runs on a fresh pseudo-terminal of 100x30 (TERM=xterm-256color, LANG=C.UTF-8).
The programs, started in turn, RUNS rounds (each round starts each program once, so a busy
moment of the machine falls on all of them alike):
  - `less FILE` (LESS, LESSOPEN, LESSCLOSE unset, LESSHISTFILE=-);
  - `BINARY --no-config FILE` (one tab);
  - `BINARY --no-config` (the demo preset);
  - `BINARY --no-config --duration 250 FILE FILE2` (two tabs, slides of 250 ms);
  - `python3 tabs_app.py` (Textual only): a TabbedContent of 4 panes, each a Static of 41 lines,
    with right and left bound (priority bindings) to the next and previous tab.
FILE has 5000 numbered lines of about 60 characters; FILE2 is another file of 5000 lines.

Figures, printed beside each other with the ratio to less, never pass/fail:
  - time to first frame: from the process start (just before the spawn) to the first byte read,
    and to the last byte before QUIET s of quiet (the first screen drawn);
  - key → first visible change: from writing a key to the pty to the first byte read back, and
    to the last byte before the output settles. Space (page forward) KEYS times per process on
    FILE for less and TUIPager; → and ← alternately (a slide to the next tab and back) on the
    demo, on FILE FILE2 and on the Textual app. Arrow keys are sent as a terminal would: ESC O C
    when the program has turned on application cursor keys (DECCKM, CSI ? 1 h, as curses' keypad
    mode does), else ESC [ C;
  - distinct frames in a slide: the output of one → or ← until SLIDE_QUIET s of quiet, split
    into bursts of reads separated by more than GAP ms (frames are 16.7 ms apart; the counts
    with 3 and 6 ms gaps are printed too, to show the choice does not matter), and the span from
    the first to the last byte of the slide. less has no slides: "–";
  - peak RSS: VmHWM of the process (the Python interpreter's for Textual) after the first screen
    and the keys, before q; in MiB (1 MiB = 1024 KiB).
Medians over the RUNS processes (startup, RSS) or over every key press of them (keys, frames).

Textual is optional: when `import textual` fails, `pip install --quiet textual` is tried (then
with --break-system-packages), output suppressed, PIP_TIMEOUT s each; if it still cannot be
imported its column says "skipped".

Usage: python3 scripts/bench_peers.py .build/release/TUIPager
Standard library only (Textual aside); the pty and process handling is in ptybench.py beside it.
"""

import os
import re
import statistics
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import (  # noqa: E402
    binary_argument, bench_session, run, BenchFailed, COLUMNS, ROWS, Child, first_line,
    milliseconds, terminal_environment)

LESS = "/usr/bin/less"
RUNS = 5  # processes of each program
KEYS = 5  # key presses (spaces, or slides) per process
QUIET = 0.2  # seconds without output that count as "the first screen is drawn"
TEXTUAL_QUIET = 0.5  # the same for the Textual app (Python starts slower)
FIRST_SCREEN_LIMIT = 5.0  # seconds to wait for the first screen
TEXTUAL_LIMIT = 10.0
KEY_QUIET = 0.1  # seconds without output that end a key's answer (a page forward)
SLIDE_QUIET = 0.15  # seconds without output that end a slide (longer than any frame gap)
KEY_LIMIT = 3.0  # seconds to wait for a key's answer to settle
EXIT_LIMIT = 3.0  # seconds to wait for an exit after `q`
GAP = 0.004  # seconds: reads further apart than this start a new frame
GAPS = (0.003, 0.004, 0.006)  # gaps tried, to show the count does not hang on the choice
DURATION_MS = 250
PIP_TIMEOUT = 60.0
FILE_LINES = 5000
SPACE = b" "

TEXTUAL_APP = '''\
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Static, TabbedContent, TabPane, Tabs

TEXT = "\\n".join(
    f"{n:6d}  the quick brown fox jumps over the lazy dog, line {n}" for n in range(1, 41))


class TabsApp(App):
    BINDINGS = [
        Binding("right", "next_tab", priority=True),
        Binding("left", "previous_tab", priority=True),
        Binding("q", "quit", priority=True),
    ]

    def compose(self) -> ComposeResult:
        with TabbedContent():
            for number in range(1, 5):
                with TabPane(f"Tab {number}"):
                    yield Static(f"Pane {number}\\n" + TEXT)

    def action_next_tab(self) -> None:
        self.query_one(Tabs).action_next_tab()

    def action_previous_tab(self) -> None:
        self.query_one(Tabs).action_previous_tab()


if __name__ == "__main__":
    TabsApp().run()
'''

# CSI ? Pm h / l: private modes set or reset; mode 1 is DECCKM (application cursor keys).
PRIVATE_MODES = re.compile(rb"\x1b\[\?([0-9;]*)([hl])")


# MARK: Programs


class Program:
    """One way of running a program: its command, environment and the keys it is sent."""

    def __init__(self, name, command, environment, quiet, limit, key=None):
        self.name = name
        self.command = command
        self.environment = environment
        self.quiet = quiet  # quiet that ends the first screen
        self.limit = limit
        self.key = key  # "space" (page forward), "slide" (→ and ← alternately) or None
        self.starts, self.drawn, self.rss, self.statuses = [], [], [], []
        self.first_bytes, self.last_bytes = [], []  # per key press, ms
        self.frames = {gap: [] for gap in GAPS}  # per slide
        self.spans = []  # per slide: its first byte to its last, ms
        self.silent = 0  # key presses that brought no output at all


class Terminal:
    """A Child whose application-cursor-keys mode is followed, as a terminal follows it."""

    def __init__(self, program):
        self.child = Child(program.command[0], program.command[1:], program.environment)
        self.application_cursor = False
        self.tail = b""  # the end of the previous read, for a sequence split across reads
        self.child.on_output = self._feed

    def _feed(self, data, _at):
        text = self.tail + data
        for match in PRIVATE_MODES.finditer(text):
            if b"1" in match.group(1).split(b";"):
                self.application_cursor = match.group(2) == b"h"
        self.tail = text[-16:]

    def arrow(self, right):
        final = b"C" if right else b"D"
        return (b"\x1bO" if self.application_cursor else b"\x1b[") + final


def less_environment():
    environment = terminal_environment()
    for name in ("LESS", "LESSOPEN", "LESSCLOSE"):
        environment.pop(name, None)
    environment["LESSHISTFILE"] = "-"
    return environment


def make_files(directory):
    paths = []
    for name, text in [("peers.txt", "the quick brown fox jumps over the lazy dog"),
                       ("peers-2.txt", "a second file, for the second tab of TUIPager")]:
        path = os.path.join(directory, name)
        with open(path, "w") as file:
            for number in range(1, FILE_LINES + 1):
                file.write(f"{number:6d}  {text}, line {number}\n")
        paths.append(path)
    return paths


# MARK: Textual


def textual_version(python):
    """Textual's version when `python` can import it, else None."""
    try:
        result = subprocess.run(
            [python, "-c", "import importlib.metadata as m, textual; print(m.version('textual'))"],
            capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    if result.returncode != 0:
        return None
    return result.stdout.strip() or "?"


def textual_available(python):
    """(version, None) when Textual imports, after trying to install it; else (None, reason)."""
    version = textual_version(python)
    if version is not None:
        return version, None
    reason = "pip did not run"
    for extra in ([], ["--break-system-packages"]):
        try:
            result = subprocess.run(
                [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                 *extra, "textual"],
                capture_output=True, text=True, timeout=PIP_TIMEOUT)
            lines = [line for line in (result.stderr + result.stdout).splitlines()
                     if line.strip() and not line.startswith("WARNING: Running pip as")]
            reason = (lines[-1].strip() if lines else f"pip exited {result.returncode}")
        except subprocess.TimeoutExpired:
            reason = f"pip install took more than {PIP_TIMEOUT:.0f} s"
        except OSError as error:
            reason = f"pip: {error}"
        version = textual_version(python)
        if version is not None:
            return version, None
    return None, reason[:120]


# MARK: Measuring


def start(program):
    """Starts the program and reads its first screen; records the startup times."""
    terminal = Terminal(program)
    child = terminal.child
    screen = child.read_until_quiet(program.quiet, program.limit)
    if screen.count == 0:
        status = child.close()
        raise BenchFailed(f"{program.name}: nothing drawn in {program.limit:.0f} s (exit {status})")
    program.starts.append(milliseconds(screen.first - child.started))
    program.drawn.append(milliseconds(screen.last - child.started))
    return terminal


def press(program, terminal, key, quiet):
    """Sends `key` and reads until `quiet`; records key → first and last byte. Returns the
    output (None when nothing came)."""
    child = terminal.child
    sent = time.monotonic()
    child.send(key)
    output = child.read_until_quiet(quiet, KEY_LIMIT)
    if child.process.poll() is not None:
        raise BenchFailed(f"{program.name}: exited ({child.process.returncode}) after {key!r}")
    if output.first is None:
        program.silent += 1
        return None
    program.first_bytes.append(milliseconds(output.first - sent))
    program.last_bytes.append(milliseconds(output.last - sent))
    return output


def one_run(program):
    terminal = start(program)
    try:
        for number in range(KEYS if program.key else 0):
            if program.key == "space":
                press(program, terminal, SPACE, KEY_QUIET)
            else:
                output = press(program, terminal, terminal.arrow(right=number % 2 == 0), SLIDE_QUIET)
                if output is not None:
                    for gap in GAPS:
                        program.frames[gap].append(output.bursts(gap))
                    program.spans.append(milliseconds(output.lasted()))
        program.rss.append(terminal.child.peak_resident_kib() / 1024.0)
    finally:
        program.statuses.append(terminal.child.quit(EXIT_LIMIT))


# MARK: Printing


def median(values):
    return statistics.median(values) if values else None


def number(value, digits):
    return "–" if value is None else f"{value:.{digits}f}"


def ratio(mine, peer):
    if mine is None or peer is None or peer <= 0:
        return "–"
    return f"{mine / peer:.2f}×"


def spread(values, digits):
    if not values:
        return "none"
    return (f"median {statistics.median(values):.{digits}f} (min {min(values):.{digits}f}, "
            f"max {max(values):.{digits}f}, n={len(values)})")


def report(program, label):
    """The per-figure lines of one program."""
    print(f"{program.name} — {label}")
    print(f"  start → first byte, ms: {spread(program.starts, 2)}")
    print(f"  start → first screen drawn (last byte before {program.quiet * 1000:.0f} ms quiet), "
          f"ms: {spread(program.drawn, 2)}")
    if program.key:
        what = "space (page forward)" if program.key == "space" else "→/← (tab switch)"
        print(f"  key → first byte, {what}, ms: {spread(program.first_bytes, 3)}")
        print(f"  key → last byte before quiet, {what}, ms: {spread(program.last_bytes, 2)}")
    if program.key == "slide":
        counts = ", ".join(f"{gap * 1000:.0f} ms: {number(median(program.frames[gap]), 1)}"
                           for gap in GAPS)
        print(f"  frames per slide (bursts split by gaps > …), median: {counts}; "
              f"range at {GAP * 1000:.0f} ms: {min(program.frames[GAP], default=0)}–"
              f"{max(program.frames[GAP], default=0)}")
        print(f"  slide span, its first byte → its last, ms: {spread(program.spans, 1)}")
    if program.silent:
        print(f"  note: {program.silent} key presses brought no output")
    print(f"  peak RSS (VmHWM before q), MiB: {spread(program.rss, 2)}")
    unusual = [status for status in program.statuses if status != 0]
    if unusual:
        print(f"  note: {len(unusual)} of {len(program.statuses)} runs did not exit 0 after q: "
              f"{unusual}")


def table(less, page, demo, slide, textual, skipped):
    rows = []

    def row(figure, peer, mine, other, digits):
        if skipped:
            other_text, other_ratio = "skipped", "–"
        else:
            other_text, other_ratio = number(other, digits), ratio(other, peer)
        rows.append((figure, number(peer, digits), number(mine, digits), ratio(mine, peer),
                     other_text, other_ratio))

    space = median(less.first_bytes)
    row("key → first byte (space), ms", space, median(page.first_bytes), None, 3)
    row("key → first byte (→/← slide, demo), ms ¹", space, median(demo.first_bytes),
        None if textual is None else median(textual.first_bytes), 3)
    row("key → first byte (→/← slide, 2 files), ms ¹", space, median(slide.first_bytes), None, 3)
    row("slide span, first → last byte (2 files), ms", None, median(slide.spans), None, 1)
    row("slide span, first → last byte (demo), ms", None, median(demo.spans),
        None if textual is None else median(textual.spans), 1)
    row(f"frames in a {DURATION_MS} ms slide (2 files) ²", None, median(slide.frames[GAP]), None, 1)
    row("frames in a slide (demo) ²", None, median(demo.frames[GAP]),
        None if textual is None else median(textual.frames[GAP]), 1)
    row("peak RSS, demo, MiB ³", median(less.rss), median(demo.rss),
        None if textual is None else median(textual.rss), 2)
    row("peak RSS, same file, MiB", median(less.rss), median(page.rss), None, 2)
    row("time to first frame (drawn), ms ⁴", median(less.drawn), median(page.drawn),
        None if textual is None else median(textual.drawn), 2)
    row("time to first frame (drawn), demo, ms ⁴", median(less.drawn), median(demo.drawn), None, 2)
    row("time to first byte, ms", median(less.starts), median(page.starts),
        None if textual is None else median(textual.starts), 2)

    header = (f"figure (medians, {RUNS} runs each, pty {COLUMNS}x{ROWS})", "less", "TUIPager", "×less", "Textual",
              "×less")
    widths = [max(len(line[column]) for line in [header, *rows]) for column in range(6)]
    for line in [header, *rows]:
        print(line[0].ljust(widths[0]) + "".join(
            "  " + cell.rjust(width) for cell, width in zip(line[1:], widths[1:])))
    print(f"key and slide figures: medians over all {RUNS * KEYS} presses; the rest over the "
          f"{RUNS} processes")
    print("¹ ratio to less's space; Textual: its → tab switch (the column's ratio likewise)")
    print(f"² bursts of output split by gaps > {GAP * 1000:.0f} ms; less has no slides; "
          "Textual: its tab switch (underline animation)")
    print("³ less has no demo: its figure is `less FILE`; Textual: the python3 process")
    print("⁴ last byte before the first screen's quiet; the less column is `less FILE`; "
          "Textual: its app")


# MARK: Main


def main():
    binary = binary_argument("bench_peers", peers=[LESS])
    with bench_session("bench_peers") as directory:
        print(f"bench_peers: {sys.argv[1]} beside {LESS} ({first_line([LESS, '--version'])}) in a "
              f"{COLUMNS}x{ROWS} pty, TERM=xterm-256color, LANG=C.UTF-8; {os.cpu_count()} CPUs, "
              f"Linux {os.uname().release}")
        version, reason = textual_available(sys.executable)
        if version is None:
            print(f"Textual: skipped (not installable here: {reason})")
        else:
            print(f"Textual {version} on Python {sys.version.split()[0]}")
        path, second = make_files(directory)
        plain = terminal_environment()
        less = Program("less", [LESS, path], less_environment(), QUIET, FIRST_SCREEN_LIMIT,
                       "space")
        page = Program("TUIPager", [binary, "--no-config", path], plain, QUIET,
                       FIRST_SCREEN_LIMIT, "space")
        demo = Program("TUIPager demo", [binary, "--no-config"], plain, QUIET,
                       FIRST_SCREEN_LIMIT, "slide")
        slide = Program("TUIPager 2 files", [binary, "--no-config", "--duration",
                                             str(DURATION_MS), path, second],
                        plain, QUIET, FIRST_SCREEN_LIMIT, "slide")
        programs = [less, page, demo, slide]
        textual = None
        if version is not None:
            script = os.path.join(directory, "tabs_app.py")
            with open(script, "w") as file:
                file.write(TEXTUAL_APP)
            textual = Program("Textual", [sys.executable, script], plain, TEXTUAL_QUIET,
                              TEXTUAL_LIMIT, "slide")
            programs.append(textual)
        for _ in range(RUNS):
            for program in programs:
                one_run(program)
        print()
        report(less, f"`less FILE` ({FILE_LINES} lines), {KEYS} spaces a run, {RUNS} runs")
        report(page, f"`TUIPager --no-config FILE`, {KEYS} spaces a run, {RUNS} runs")
        report(demo, f"`TUIPager --no-config` (demo), {KEYS} slides a run (→ ← → ← →), {RUNS} runs")
        report(slide, f"`TUIPager --no-config --duration {DURATION_MS} FILE FILE2`, {KEYS} slides "
                      f"a run, {RUNS} runs")
        if textual is not None:
            report(textual, f"4-tab TabbedContent app, {KEYS} tab switches a run, {RUNS} runs")
        print()
        table(less, page, demo, slide, textual, skipped=textual is None)


if __name__ == "__main__":
    run(main)
