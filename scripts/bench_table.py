#!/usr/bin/env python3
"""Sorting a big CSV by a column (issue 34 part 5) beside GNU sort, and the first screen of a
big CSV as a table beside as text.

Makes once (cached under .build/bench-table/) a CSV of 10 million rows, about 1 GB: id, a name,
a number with decimals and a sign (the third column), a city, a flag and a note. Then, in the
same run:
  - GNU sort: `sort -t, -k3,3n FILE > /dev/null`, wall time;
  - TUIPager `--columns=csv FILE` in a private tmux server (`tmux -L benchtable`), sorting by
    the third column: S pressed once the first screen shows, timed from the key to the status
    line's `sorted by value ↑`, the third column made current by Right twice; and TUIPager's peak
    resident memory then (VmHWM of /proc/PID/status);
  - the first screen of the same file with and without `--columns=csv`, from the start of the
    process to the screen showing its first row (median of RUNS).
Goals: the sort within 1.5x GNU sort's time, peak memory under 256 MiB, the first screen as a
table within 1.1x of the text's. Prints figures, never pass/fail.

Usage: python3 scripts/bench_table.py .build/release/TUIPager [ROWS]
Standard library only.
"""

import os
import random
import shutil
import statistics
import subprocess
import sys
import time

ROWS = 10_000_000
RUNS = 5
CACHE = os.path.join(".build", "bench-table")
SERVER = ["tmux", "-L", "benchtable"]
CITIES = ["Paris", "Berlin", "New York", "Lagos", "Tokyo", "São Paulo", "Mumbai", "Cairo"]


def make_csv(rows):
    """The cached CSV of `rows` rows, made once."""
    os.makedirs(CACHE, exist_ok=True)
    path = os.path.join(CACHE, f"rows-{rows}.csv")
    if os.path.exists(path):
        return path
    print(f"making {path} (once)…", flush=True)
    generator = random.Random(34)
    partial = path + ".partial"
    with open(partial, "w") as out:
        out.write("id,name,value,city,flag,note\n")
        batch = []
        for index in range(1, rows + 1):
            value = generator.uniform(-1e6, 1e6)
            city = CITIES[index % len(CITIES)]
            # A quoted comma now and then, and a quoted line end, as real exports have.
            note = "\"two\nlines\"" if index % 100_000 == 0 else f"note {index % 977} padding text to length"
            batch.append(f"{index},customer {generator.randrange(1, rows)},{value:.2f},"
                         f"\"{city}, EU\",{index % 2 == 0},{note}\n")
            if len(batch) == 100_000:
                out.write("".join(batch))
                batch = []
        out.write("".join(batch))
    os.rename(partial, path)
    return path


def tmux(*arguments, check=True):
    return subprocess.run(SERVER + list(arguments), capture_output=True, text=True, check=check)


def screen():
    return tmux("capture-pane", "-p", "-t", "bench").stdout


def start(command):
    """Starts `command` in a new tmux session of 120x40 and returns the time just before."""
    tmux("kill-server", check=False)
    # A server still going away refuses a new session for a moment.
    for _ in range(100):
        began = time.monotonic()
        made = tmux("new-session", "-d", "-s", "bench", "-x", "120", "-y", "40", command,
                    check=False)
        if made.returncode == 0:
            return began
        time.sleep(0.05)
    raise RuntimeError(f"tmux would not start a session: {made.stderr.strip()}")


def wait_for(condition, limit):
    """Seconds until condition(screen) holds, polling every 5 ms; None past `limit` seconds."""
    began = time.monotonic()
    while time.monotonic() - began < limit:
        if condition(screen()):
            return time.monotonic()
        time.sleep(0.005)
    return None


def pane_pid():
    return int(tmux("list-panes", "-t", "bench", "-F", "#{pane_pid}").stdout.split()[0])


def peak_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def first_screen(binary, path, columns):
    """Seconds from the start to the first data row shown, as a table or as text."""
    option = "--columns=csv " if columns else "--columns=none "
    began = start(f"exec {binary} --no-config {option}{path}")
    marker = "customer" if columns else "1,customer"
    shown = wait_for(lambda text: any(marker in line for line in text.splitlines()[1:4]), 30)
    tmux("kill-server", check=False)
    return None if shown is None else shown - began


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/TUIPager")
    rows = int(sys.argv[2]) if len(sys.argv) > 2 else ROWS
    if not shutil.which("tmux"):
        print("bench_table: tmux is not installed; skipped")
        return
    path = os.path.abspath(make_csv(rows))
    size = os.path.getsize(path)
    print(f"Sorting a CSV of {rows:,} rows ({size / 1e9:.2f} GB) by its third column, "
          f"{os.cpu_count()} cores, LC_ALL={os.environ.get('LC_ALL', '')!r}")
    # The file in the page cache for both.
    subprocess.run(["cat", path], stdout=subprocess.DEVNULL, check=True)

    began = time.monotonic()
    with open(os.devnull, "w") as null:
        subprocess.run(["sort", "-t,", "-k3,3n", path], stdout=null, check=True)
    gnu = time.monotonic() - began

    start(f"exec {binary} --no-config --columns=csv {path}")
    wait_for(lambda text: "customer" in text, 30)
    pid = pane_pid()
    # The third column made current: one tab shown as a table, Right moves a column.
    tmux("send-keys", "-t", "bench", "Right", "Right")
    pressed = time.monotonic()
    tmux("send-keys", "-t", "bench", "S")
    sorted_at = wait_for(lambda text: "sorted by value ↑" in text, 600)
    ours = None if sorted_at is None else sorted_at - pressed
    peak = peak_mib(pid)
    top = [line for line in screen().splitlines()[:3]]
    tmux("kill-server", check=False)

    print(f"  sort -t, -k3,3n FILE > /dev/null     {gnu:8.2f} s")
    if ours is None:
        print("  TUIPager --columns=csv, S            never said sorted (600 s)")
    else:
        print(f"  TUIPager --columns=csv, S on column 3 {ours:8.2f} s   ratio {ours / gnu:.2f}x "
              "(goal <= 1.5x)")
    print(f"  TUIPager peak resident memory (VmHWM) {peak:8.1f} MiB (goal < 256)")
    print("  first rows sorted: " + " / ".join(line.strip()[:60] for line in top[1:3]))

    text_times, table_times = [], []
    for _ in range(RUNS):
        text_times.append(first_screen(binary, path, columns=False))
        table_times.append(first_screen(binary, path, columns=True))
    if None in text_times or None in table_times:
        print("  first screen: not shown within 30 s")
        return
    text_ms = statistics.median(text_times) * 1000
    table_ms = statistics.median(table_times) * 1000
    print(f"  first screen, --columns=none          {text_ms:8.1f} ms (median of {RUNS}, via tmux)")
    print(f"  first screen, --columns=csv           {table_ms:8.1f} ms   ratio "
          f"{table_ms / text_ms:.2f}x (goal <= 1.1x)")


if __name__ == "__main__":
    main()
