#!/usr/bin/env python3
"""Start and memory of TUIPager beside less (issue 33): the first screen, and where the resident
memory of a start goes, on a log of about 5,000 lines and on bench_files' 100 MiB log.

Each program runs RUNS times, alternately, on a fresh pseudo-terminal of 100x30 (bench_files'
harness: `BINARY FILE` and `less -R FILE` with LESS, LESSOPEN and LESSCLOSE unset). Once the
first screen shows (the file's first line and the status line or less's prompt, read through a
small terminal emulator), the process's /proc is read before anything is sent:
  - first screen: from just before the spawn to the read that showed it, in ms;
  - CPU to the first screen: the time the program ran until then (/proc/PID/sched), in ms:
    its own cost, without the pseudo-terminal's and this script's, which the first screen's
    time includes for both;
  - page faults (minflt) and peak resident memory (VmHWM), in MiB;
  - the resident memory by where it lies (/proc/PID/smaps): the program's code, its other
    sections (data, relocated data, read-only data), heap and anonymous mappings, the stack,
    shared libraries and the rest (the locale); each as all of it / the anonymous part.
The floor of any Swift program: a program that prints its own /proc/self/status, linked whole
(a static position-independent executable, lld) as `make build` links TUIPager, run RUNS times; and
`--version` of TUIPager and less, fork to exit, for the start without a screen.

Prints medians, and beside each figure the ratio of TUIPager's median to less's; for the times,
also the paired ratio: the median of each run's TUIPager / less, the two started one after the
other. This machine's speed drifts (less's own first screen 1.7-2.5 ms within an hour), moving
both medians; a pair shares its moment. Never pass/fail.
Usage: python3 scripts/bench_start.py .build/release/TUIPager
Standard library only; the pty handling is in ptybench.py, the files and emulator in
bench_files.py.
"""

import os
import shutil
import statistics
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import Child, binary_argument, run, terminal_environment  # noqa: E402
from bench_files import (  # noqa: E402
    CACHE, KIB, MIB, QUIET, FIRST_SCREEN_LIMIT, EXIT_LIMIT, LogLines, Screen, last_line_number,
    prepare_file, programs)

RUNS = 31
# The figures given as paired ratios too: the times, which drift with the machine.
PAIRED = ["first screen, ms", "CPU to the first screen, ms"]
PARTS = ["code", "other sections", "heap and anonymous", "stack", "shared libraries", "rest"]
FLOOR_SOURCE = """\
import Glibc
// The floor of a Swift program: its own peak memory and page faults, read as it ends.
var text = ""
if let file = fopen("/proc/self/status", "r") {
  var line = [CChar](repeating: 0, count: 512)
  while fgets(&line, 512, file) != nil { text += String(cString: line) }
  fclose(file)
}
print(text)
"""


def parts_of(pid, binary):
    """{part: (resident KiB, anonymous KiB)} from /proc/PID/smaps."""
    parts = {part: [0, 0] for part in PARTS}
    current = None
    real = os.path.realpath(binary)
    with open(f"/proc/{pid}/smaps") as smaps:
        for line in smaps:
            fields = line.split()
            if "-" in fields[0] and not fields[0].endswith(":"):
                path = fields[5] if len(fields) > 5 else ""
                if path and os.path.realpath(path) == real:
                    current = "code" if "x" in fields[1] else "other sections"
                elif path == "[stack]":
                    current = "stack"
                elif path in ("", "[heap]"):
                    current = "heap and anonymous"
                elif ".so" in path:
                    current = "shared libraries"
                else:
                    current = "rest"
            elif fields[0] == "Rss:":
                parts[current][0] += int(fields[1])
            elif fields[0] == "Anonymous:":
                parts[current][1] += int(fields[1])
    return parts


def status_of(pid, field):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def cpu_time(pid):
    """The time the process has run on a CPU, in ms (/proc/PID/sched's se.sum_exec_runtime;
    0 where the kernel does not say)."""
    try:
        with open(f"/proc/{pid}/sched") as sched:
            for line in sched:
                if line.startswith("se.sum_exec_runtime"):
                    return float(line.split(":")[1])
    except OSError:
        pass
    return 0.0


def minor_faults(pid):
    with open(f"/proc/{pid}/stat") as stat:
        return int(stat.read().rsplit(")", 1)[1].split()[7])


def one_start(program, path):
    """First screen of `program` on `path`: ms, minflt, VmHWM KiB, RssAnon KiB, parts."""
    child = None
    screen = Screen(answer=lambda reply: child.send(reply))
    shown = []
    running = []

    def drawn():
        return screen.shows("line 1: ") and program.started(screen.last_row(), path, 0)

    def feed(data, at):
        screen.feed(data)
        if not shown and drawn():
            shown.append(at)
            # The program waits once its first screen is out (less for a key, TUIPager for
            # its next tick): what it ran so far is its own cost, without this harness's.
            running.append(cpu_time(child.pid))

    child = Child(program.command[0], [*program.command[1:], path], program.environment)
    child.on_output = feed
    try:
        first = child.read_until_quiet(QUIET, FIRST_SCREEN_LIMIT, until=drawn)
        if not first.met:
            raise RuntimeError(f"{program.name}: no first screen; the screen:\n{screen.text()}")
        figures = {
            "first screen, ms": (shown[0] - child.started) * 1000,
            "CPU to the first screen, ms": running[0],
            "page faults": minor_faults(child.pid),
            "peak resident (VmHWM), MiB": status_of(child.pid, "VmHWM") / 1024,
            "anonymous (RssAnon), MiB": status_of(child.pid, "RssAnon") / 1024,
        }
        for part, (resident, anonymous) in parts_of(child.pid, program.command[0]).items():
            figures[f"  {part}, MiB"] = (resident / 1024, anonymous / 1024)
        child.quit(EXIT_LIMIT)
        return figures
    finally:
        child.close()


def median(values):
    if isinstance(values[0], tuple):
        return tuple(statistics.median(v[i] for v in values) for i in range(len(values[0])))
    return statistics.median(values)


def shown(value):
    if isinstance(value, tuple):
        return f"{value[0]:.2f} / {value[1]:.2f}"
    return f"{value:,.0f}" if value >= 100 else f"{value:.2f}"


def bench_file(label, path):
    tools = programs(bench_file.binary)
    results = {tool.name: [] for tool in tools}
    for _ in range(RUNS):
        for tool in tools:
            results[tool.name].append(one_start(tool, path))
    names = list(results)
    print(f"\n{label}: {path}, medians of {RUNS} runs (resident / anonymous where two)")
    rows = [(figure, [median([r[figure] for r in results[n]]) for n in names])
            for figure in results[names[0]][0]]
    print(f"{'figure':<34}" + "".join(f"{n:>16}" for n in names) + f"{'TUIPager/less':>16}"
          + f"{'paired':>10}")
    for figure, values in rows:
        ratio = values[0][0] / values[1][0] if isinstance(values[0], tuple) else values[0] / values[1]
        ratio_text = f"{ratio:.2f}x" if (values[1][0] if isinstance(values[1], tuple) else values[1]) else "-"
        paired_text = ""
        if figure in PAIRED:
            pairs = zip(results[names[0]], results[names[1]])
            paired = [ours[figure] / theirs[figure] for ours, theirs in pairs if theirs[figure]]
            paired_text = f"{median(paired):.2f}x" if paired else "-"
        print(f"{figure:<34}" + "".join(f"{shown(v):>16}" for v in values) + f"{ratio_text:>16}"
              + f"{paired_text:>10}")


def wall_ms(command):
    started = time.monotonic()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.monotonic() - started) * 1000


def floor(binary):
    """Builds the Swift floor program once into the cache; prints its figures beside --version."""
    folder = os.path.join(CACHE, os.pardir, "bench-start")
    os.makedirs(folder, exist_ok=True)
    source, program = os.path.join(folder, "floor.swift"), os.path.join(folder, "floor")
    command = ["swiftc", "-O", "-static-executable", "-Xclang-linker", "-static-pie", "-use-ld=lld",
               "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", source, "-o", program]
    # The source and the command it was built with: either changed, it is built anew.
    stamp = FLOOR_SOURCE + "\n// " + " ".join(command) + "\n"
    if not os.path.exists(program) or open(source).read() != stamp:
        with open(source, "w") as file:
            file.write(stamp)
        built = subprocess.run(command, capture_output=True, text=True)
        if built.returncode != 0:
            print(f"\nthe Swift floor: not built ({built.stderr.strip()[:200]})")
            return
    peaks, anons, faults, floor_ms, pager_ms, less_ms = [], [], [], [], [], []
    for _ in range(RUNS):
        text = subprocess.run([program], capture_output=True, text=True).stdout
        fields = {line.split(":")[0]: line.split()[1] for line in text.splitlines()
                  if ":" in line and len(line.split()) > 1}
        peaks.append(int(fields["VmHWM"]) / 1024)
        anons.append(int(fields["RssAnon"]) / 1024)
        floor_ms.append(wall_ms([program]))
        pager_ms.append(wall_ms([binary, "--version"]))
        less_ms.append(wall_ms(["/usr/bin/less", "--version"]))
    print(f"\nthe floor of a Swift program (linked whole, static-pie, lld), medians of {RUNS}:")
    print(f"  peak resident {statistics.median(peaks):.2f} MiB, anonymous "
          f"{statistics.median(anons):.2f} MiB")
    print(f"  fork to exit, ms: the floor {statistics.median(floor_ms):.2f}, TUIPager --version "
          f"{statistics.median(pager_ms):.2f}, less --version {statistics.median(less_ms):.2f}")


def main():
    binary = binary_argument("bench_start", peers=["/usr/bin/less"])
    bench_file.binary = binary
    small = os.path.join(os.path.join(CACHE, os.pardir, "bench-start"), "log-5000.txt")
    os.makedirs(os.path.dirname(small), exist_ok=True)
    if not os.path.exists(small):
        LogLines().write(small, 420 * KIB)
    print("bench_start: the first screen and the memory of a start, TUIPager beside less")
    bench_file(f"log of {last_line_number(small):,} lines", small)
    big = prepare_file(LogLines(), "100 MiB", 100 * MIB)
    if big:
        bench_file("log of 100 MiB", big[0])
    if shutil.which("swiftc"):
        floor(binary)


if __name__ == "__main__":
    run(main)
