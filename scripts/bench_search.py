#!/usr/bin/env python3
"""Search benchmark of TUIPager: `/WORD` through a whole big file beside `grep -c` and less, a
filter (`&WORD`), and how soon keys are answered while the background line count runs.

Runs under a pseudo-terminal of 100x30 (TERM=xterm-256color, LANG=C.UTF-8) on the log-like files
of 100 MiB and 1 GiB that bench_files.py makes under .build/bench-files/ (its own code is
imported, not copied: the files are reused while they have the right size, made otherwise, and
the 1 GiB one is skipped when less than 3 GiB of disk would be left free; nothing is appended to
them). Each file is read once before its runs (bench_files' warm-up read, or its fresh
generation), so every run finds it in the page cache. Per file:
  - the word: a token of the file's last line that occurs on no other line, checked with
    `grep -c WORD FILE` = 1 (the last line is bench_files' "shutdown complete; …" filler, so one
    is normally found; otherwise the rarest token tried is used, and a note says so);
  - /WORD: `BINARY --search-tab FILE` (only that tab is searched); once the first screen shows
    (line 1 on screen, `lines 1–` on the status line), `/WORD` is typed, and the time is taken
    from sending Enter to the read after which WORD is on screen above the status line and the
    status line no longer says `searching…` (and the text differs from before Enter). Beside it `grep -c WORD FILE` (wall time of the
    process) and `less -R FILE` (bench_files' less: LESS, LESSOPEN, LESSCLOSE unset,
    LESSHISTFILE=-) timed the same way on the same harness, until WORD is on screen above its
    prompt row; less is given 120 s, and is not run again on a file where one run took more
    than 15 s (to keep the whole benchmark to about 3 minutes);
  - &WORD2: `BINARY FILE`, first screen, `&WORD2` typed, from Enter to the read that shows a
    line with WORD2 under a status line saying `filtered: N` with N ≥ 1 (the first filtered
    line), and on to the read after which it says the filter is done (no `…`); N is checked
    against grep -c. Once the whole filter took more than 15 s on a file, the later runs there
    stop at the first filtered line (its time is still a median of 3). WORD2 is a token in about one line in a thousand, chosen from
    bench_files' line templates and printed;
  - keys while counting (1 GiB only): `BINARY FILE`; as soon as the first screen shows, `j` is
    sent ten times, 30 ms apart; the delay of the k-th j is from sending it to the read after
    which the text has scrolled by k rows (or more) from the first screen, and each j records
    whether the status line still said `≥` (counting) when it was sent.
Medians of 3 runs (grep, TUIPager's search, less, TUIPager's filter alternating), and 3 runs of
the keys (30 delays: their median and the worst).

What the screen shows comes from bench_files.py's small terminal emulator, fed every byte read
from the pty and consulted after each read, so each time is that of the read that brought the
change.

Prints figures, never pass/fail; exits 1 with `bench_search: FAILED: …` when something does
not show within its time limit or a count disagrees.

Usage: python3 scripts/bench_search.py .build/release/TUIPager
Standard library only; the pty and process handling is in ptybench.py beside it.
"""

import collections
import os
import re
import statistics
import subprocess
import sys
import textwrap
import time

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import (  # noqa: E402
    binary_argument, bench_session, run, BenchFailed, COLUMNS, ROWS, Child, milliseconds,
    terminal_environment)
from bench_files import GIB, MIB, LogLines, Screen, prepare_file, programs  # noqa: E402

GREP = "/usr/bin/grep"
LESS = "/usr/bin/less"
CASES = [("100 MiB", 100 * MIB), ("1 GiB", GIB)]  # label, size
KEYS_CASE = "1 GiB"  # the file the keys are sent on while it is counted
RUNS = 3
KEYS = 10  # j sent this many times a run
KEY_GAP = 0.03  # seconds between them
FIRST_SCREEN_LIMIT = 10.0  # seconds to wait for the first screen
TYPED_PAUSE = 0.1  # seconds of quiet after typing `/WORD` before Enter is sent
SEARCH_LIMIT = 60.0  # seconds to wait for TUIPager's search
LESS_LIMIT = 120.0  # seconds to wait for less's search
SLOW_REPEAT = 15.0  # seconds: less's search, or TUIPager's whole filter, is not repeated on a
# file where it took longer than this once (the whole benchmark stays at about 3 minutes)
FILTER_LIMIT = 60.0  # seconds to wait for the filter's first line, and for it to finish
KEY_LIMIT = 2.0  # seconds to wait, after the last j, for all of them to be answered
GREP_LIMIT = 60.0  # seconds to wait for grep -c
EXIT_LIMIT = 2.0  # seconds to wait for an exit after `q`
LESS_EXIT_LIMIT = 5.0
SAMPLE = MIB  # bytes of the file's start used to rank the last line's tokens by rarity
UNIQUE_TRIES = 4  # tokens of the last line checked with grep -c, at most

# "(filtered: 14,295 of 1,048,924 lines)" once done, with "…" after "lines" while filtering.
FILTERED = re.compile(r"filtered: (\d[\d,]*) of \u2265?(\d[\d,]*) lines(\u2026?)")


def number(text):
    return int(text.replace(",", ""))


# MARK: Words


def grep_count(word, path):
    """Runs `grep -c WORD FILE`; returns (wall seconds, count)."""
    began = time.monotonic()
    try:
        result = subprocess.run([GREP, "-c", word, path], capture_output=True, text=True,
                                timeout=GREP_LIMIT, env=terminal_environment())
    except subprocess.TimeoutExpired:
        raise BenchFailed(f"grep -c {word} {path} took more than {GREP_LIMIT:.0f} s")
    seconds = time.monotonic() - began
    if result.returncode not in (0, 1):  # 1: no line matched
        raise BenchFailed(f"grep -c {word} {path} failed ({result.returncode}): "
                          f"{result.stderr.strip()}")
    return seconds, int(result.stdout.split()[0])


def last_line(path):
    with open(path, "rb") as file:
        file.seek(max(0, os.path.getsize(path) - 64 * 1024))
        return file.read().rstrip(b"\n").rsplit(b"\n", 1)[-1].decode("utf-8", "replace")


def last_line_word(path):
    """A token of the file's last line on no other line: (word, grep -c count, note or None).

    The tokens (letters, digits, _; so grep and both pagers take them literally) are tried
    rarest first by their count in the file's first MiB, letters before digits, longer first,
    and checked with grep -c; when none of the first few gives 1, the rarest one checked is
    used."""
    tokens = sorted(set(re.findall(r"[A-Za-z0-9_]{3,}", last_line(path))))
    if not tokens:
        raise BenchFailed(f"the last line of {path} has no token of 3 characters or more")
    with open(path, "rb") as file:
        head = file.read(SAMPLE).decode("utf-8", "replace")
    tokens.sort(key=lambda token: (head.count(token), not token.isalpha(), -len(token), token))
    checked = []
    for token in tokens[:UNIQUE_TRIES]:
        _, count = grep_count(token, path)
        if count == 1:
            return token, count, None
        checked.append((count, token))
    count, token = min(checked)
    tried = ", ".join(f"{word} ({found:,} lines)" for found, word in sorted(checked))
    return token, count, (f"no token of the last line is on it alone (tried {tried}); using "
                          f"the rarest, {token}, on {count:,} lines")


def filter_word(lines, per=1000):
    """A token of bench_files' line messages on about one line in `per` (its template lines
    repeat every LogLines.TEMPLATES thousand lines), preferring words over numbers."""
    texts = [line for template in lines.templates for line in template.decode().splitlines()]
    texts = [line.split(" line ", 1)[1].split(":", 1)[1] for line in texts]  # the message
    counts = collections.Counter(
        token for text in texts for token in set(re.findall(r"[A-Za-z0-9_=]{5,}", text)))
    want = len(texts) / per
    candidates = [token for token, count in counts.items() if want / 2 <= count <= want * 2]
    if not candidates:
        raise BenchFailed(f"no token of the line templates is on about 1 line in {per}")
    # Counted as substrings (as grep and the pagers match), on the whole template line.
    whole = [line for template in lines.templates for line in template.decode().splitlines()]

    def rank(token):
        found = sum(token in line for line in whole)
        return (abs(found - want), not any(c.isalpha() for c in token), -len(token), token)

    return min(candidates, key=rank)


# MARK: Runs


class Run:
    """One program on a pty with the emulated screen: its text rows (all but the last) and its
    status row (the last), each with the time of the read that last changed it."""

    def __init__(self, command, args, environment=None):
        self.child = None
        self.screen = Screen(answer=lambda reply: self.child.send(reply))
        self.watchers = []  # functions called with the time of each read, after it is fed
        self.child = Child(command, args, environment)
        self.child.on_output = self._feed

    def _feed(self, data, at):
        self.screen.feed(data)
        for watcher in self.watchers:
            watcher(at)

    def rows(self):
        return ["".join(cells) for cells in self.screen.cells]

    def text(self):
        """The rows above the last, joined without breaks: a word wrapped across rows reads
        whole (an unwrapped line is padded with spaces to the row's end)."""
        return "".join(self.rows()[:ROWS - 1])

    def status(self):
        return self.rows()[ROWS - 1].rstrip()

    def wait(self, limit, until, what):
        """Reads until `until()` holds; returns the time of the read that made it hold."""
        seen = []

        def check(at):
            if not seen and until():
                seen.append(at)

        self.watchers.append(check)
        try:
            met = self.child.read_until_quiet(0.0, limit, until=until).met
        finally:
            self.watchers.remove(check)
        if not met:
            raise BenchFailed(f"{what} not shown within {limit:g} s (exit status "
                              f"{self.child.process.poll()}); the screen:\n{self.screen.text()}")
        return seen[0] if seen else time.monotonic()

    def first_screen(self, status_says):
        self.wait(FIRST_SCREEN_LIMIT, lambda: self.screen.shows("line 1: ")
                  and status_says(self.status()), "the first screen")

    def type(self, keys):
        """Types `keys` and lets the echo settle."""
        self.child.send(keys)
        self.child.read_until_quiet(TYPED_PAUSE, 2.0)

    def close(self):
        return self.child.close()


def pager_started(status):
    return "lines 1\u2013" in status  # "lines 1–27 of …"


def pager_search(binary, path, word):
    """TUIPager --search-tab FILE, /WORD Enter: seconds from Enter to the match shown."""
    run = Run(binary, ["--search-tab", path])
    try:
        run.first_screen(pager_started)
        # The pattern and Enter in one write: typed a key at a time, the prompt's preview (an
        # incremental search, on in TUIPager) would find the match before Enter is sent.
        before = run.text()
        sent = time.monotonic()
        run.child.send(f"/{word}\r".encode())
        shown = run.wait(SEARCH_LIMIT, lambda: word in run.text() and run.text() != before
                         and "searching" not in run.status(), f"TUIPager's match of {word}")
    except BaseException:
        run.close()
        raise
    return shown - sent, run.child.quit(EXIT_LIMIT)


def less_search(path, word):
    """less -R FILE, /WORD Enter: seconds from Enter to WORD shown, None after LESS_LIMIT."""
    less = next(program for program in programs(LESS) if program.name == "less")
    run = Run(less.command[0], [*less.command[1:], path], less.environment)
    try:
        run.first_screen(lambda status: os.path.basename(path) in status)
        run.type(f"/{word}".encode())
        before = run.text()
        sent = time.monotonic()
        run.child.send(b"\r")
        try:
            shown = run.wait(LESS_LIMIT, lambda: word in run.text() and run.text() != before,
                             f"less's match of {word}")
        except BenchFailed:
            run.close()  # still searching: killed
            return None, None
    except BaseException:
        run.close()
        raise
    return shown - sent, run.child.quit(LESS_EXIT_LIMIT)


def pager_filter(binary, path, word, to_the_end=True):
    """TUIPager FILE, &WORD Enter: seconds from Enter to the first filtered line, to the filter
    done, and the number of lines it kept (those two None unless `to_the_end`)."""
    run = Run(binary, [path])

    def filtered():
        return FILTERED.search(run.status())

    try:
        run.first_screen(pager_started)
        run.type(f"&{word}".encode())
        sent = time.monotonic()
        run.child.send(b"\r")
        first = run.wait(FILTER_LIMIT, lambda: filtered() and number(filtered().group(1)) >= 1
                         and word in run.text(), f"the first line filtered by {word}")
        if not to_the_end:
            return first - sent, None, None, run.child.quit(EXIT_LIMIT)
        done = run.wait(FILTER_LIMIT - (first - sent),
                        lambda: filtered() and not filtered().group(3),
                        f"the filter by {word} done")
        kept = number(filtered().group(1))
    except BaseException:
        run.close()
        raise
    return first - sent, done - sent, kept, run.child.quit(EXIT_LIMIT)


def pager_keys(binary, path):
    """TUIPager FILE; on the first screen, j sent KEYS times KEY_GAP apart. Returns each j's
    delay (seconds) to the text scrolled by its number of rows, and whether the status line said
    ≥ when each was sent."""
    run = Run(binary, [path])
    try:
        run.first_screen(pager_started)
        first = run.rows()[:ROWS - 1]
        top = next(index for index, row in enumerate(first) if "line 1: " in row)
        text = first[top:]  # the rows of text, below the tab bar
        reached = {}  # rows scrolled -> time of the read that first showed it (or more)

        def scrolled(at):
            rows = run.rows()[top:ROWS - 1]
            for count in range(KEYS, 0, -1):
                if rows[:len(text) - count] == text[count:]:
                    for lower in range(1, count + 1):
                        reached.setdefault(lower, at)
                    return

        run.watchers.append(scrolled)
        began = time.monotonic()
        sent, counting = [], []
        for key in range(KEYS):
            pause = began + key * KEY_GAP - time.monotonic()
            if pause > 0:
                run.child.read_for(pause)
            counting.append("\u2265" in run.status())
            sent.append(time.monotonic())
            run.child.send(b"j")
        run.wait(KEY_LIMIT, lambda: KEYS in reached,
                 f"the text scrolled by {KEYS} rows after {KEYS} j")
    except BaseException:
        run.close()
        raise
    delays = [reached[key + 1] - sent[key] for key in range(KEYS)]
    return delays, counting, run.child.quit(EXIT_LIMIT)


# MARK: Report


def seconds_text(seconds):
    return f"{seconds * 1000:.0f} ms" if seconds < 1 else f"{seconds:.2f} s"


def rate(size, seconds):
    return f"{size / 1e6 / seconds:.0f} MB/s" if seconds > 0 else "—"


def each(values, digits=3):
    return " / ".join("—" if value is None else f"{value:.{digits}f}" for value in values)


def bench_file(binary, lines, label, path, last, size, notes):
    word, count, note = last_line_word(path)
    if note:
        notes.append(f"{label}: {note}")
    common = filter_word(lines)
    _, common_count = grep_count(common, path)
    grep_times, pager_times, less_times, filters = [], [], [], []
    statuses = []
    for index in range(RUNS):
        grep_time, found = grep_count(word, path)
        if found != count:
            raise BenchFailed(f"{label}: grep -c {word} gave {found}, then {count}")
        grep_times.append(grep_time)
        pager_time, status = pager_search(binary, path, word)
        pager_times.append(pager_time)
        statuses.append(status)
        if index == 0 or (less_times[-1] is not None and less_times[-1] <= SLOW_REPEAT):
            less_time, status = less_search(path, word)
            less_times.append(less_time)
            statuses.append(status)
        to_the_end = index == 0 or filters[-1][1] is not None and filters[-1][1] <= SLOW_REPEAT
        first, done, kept, status = pager_filter(binary, path, common, to_the_end)
        if kept is not None and kept != common_count:
            raise BenchFailed(f"{label}: TUIPager's filter by {common} kept {kept:,} lines, "
                              f"grep -c counts {common_count:,}")
        filters.append((first, done))
        statuses.append(status)
    pager = statistics.median(pager_times)
    grep = statistics.median(grep_times)
    if None in less_times:
        less = f"less > {LESS_LIMIT:.0f} s"
    else:
        median = statistics.median(less_times)
        runs = "" if len(less_times) == RUNS else f", {len(less_times)} run"
        less = f"less {seconds_text(median)} ({rate(size, median)}{runs})"
    print(f"{label}: /{word} on the last line: TUIPager {seconds_text(pager)} "
          f"({rate(size, pager)}) · grep -c {seconds_text(grep)} ({rate(size, grep)}) · {less} · "
          f"TUIPager/grep {grep / pager:.2f}×")
    print(f"  each run: TUIPager {each(pager_times)} s · grep -c {each(grep_times)} s · "
          f"less {each(less_times, 2)} s")
    first = statistics.median(first for first, _ in filters)
    dones = [done for _, done in filters if done is not None]
    done = statistics.median(dones)
    runs = "" if len(dones) == RUNS else f", {len(dones)} run"
    lines_in = f"1 in {round(last / common_count):,}" if common_count else "none"
    print(f"{label}: &{common} ({common_count:,} lines, {lines_in}): first filtered line "
          f"{seconds_text(first)} · filter done {seconds_text(done)} ({rate(size, done)}{runs})")
    print(f"  each run: first line {each((first for first, _ in filters))} s · done "
          f"{each((done for _, done in filters))} s")
    unusual = [status for status in statuses if status not in (0, None)]
    if unusual:
        notes.append(f"{label}: exit statuses after q other than 0: {unusual}")


def bench_keys(binary, label, path, notes):
    delays, counting = [], 0
    worst = []
    for _ in range(RUNS):
        run_delays, run_counting, status = pager_keys(binary, path)
        delays += run_delays
        worst.append(max(run_delays))
        counting += sum(run_counting)
        if status != 0:
            notes.append(f"{label}, keys: exit status {status} after q")
    total = RUNS * KEYS
    while_counting = ("all sent while counting" if counting == total
                      else f"{counting} of {total} sent while counting")
    print(f"{label}: j ×{KEYS}, {KEY_GAP * 1000:.0f} ms apart, from the first screen: worst "
          f"{milliseconds(max(delays)):.0f} ms · median {milliseconds(statistics.median(delays)):.0f}"
          f" ms ({while_counting})")
    print(f"  worst of each run: {each((milliseconds(value) for value in worst), 1)} ms")


def main():
    binary = binary_argument("bench_search", peers=[GREP, LESS])
    with bench_session("bench_search", folder=False):
        grep_version = subprocess.run([GREP, "--version"], capture_output=True, text=True).stdout
        less_version = subprocess.run([LESS, "--version"], capture_output=True, text=True).stdout
        load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
        print(f"bench_search: {sys.argv[1]} beside {GREP} -c ({grep_version.splitlines()[0]}) and "
              f"{LESS} -R ({less_version.splitlines()[0]}), in a {COLUMNS}x{ROWS} pty, "
              f"TERM=xterm-256color, LANG=C.UTF-8; {os.cpu_count()} CPUs, Linux "
              f"{os.uname().release}, load average {load}")
        lines = LogLines()
        notes = []
        for label, size in CASES:
            file = prepare_file(lines, label, size)  # prints; reads the file once (warm cache)
            if file is None:
                if label == KEYS_CASE:
                    notes.append(f"keys while counting: not measured, the {label} file skipped")
                continue
            path, last = file
            bench_file(binary, lines, label, path, last, size, notes)
            if label == KEYS_CASE:
                bench_keys(binary, label, path, notes)
        print(textwrap.fill(
            f"Medians of {RUNS} runs (grep -c, TUIPager's search, less, TUIPager's filter "
            f"alternating), page cache warm (each file read once first). /WORD: Enter to the read "
            f"that shows WORD above the status line, TUIPager's no longer saying searching…; "
            f"TUIPager runs with --search-tab. grep -c: wall time of the process. MB/s: the file's "
            f"size (10^6 bytes) over the time. TUIPager/grep: grep's time over TUIPager's (≥ 0.5× "
            f"is the goal). &WORD: Enter to the first filtered line shown, and to the status "
            f"line's filter count final (checked equal to grep -c); \"1 run\": not repeated after "
            f"taking more than {SLOW_REPEAT:.0f} s. j: sent to the read that shows the "
            f"text scrolled by that j's number of rows.", width=COLUMNS))
        for note in notes:
            print(f"  note: {note}")


if __name__ == "__main__":
    run(main)
