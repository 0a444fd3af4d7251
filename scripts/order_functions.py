#!/usr/bin/env python3
"""Writes scripts/hot-functions.txt: the functions of TUIPager that a short session runs, for the
linker to place side by side (`make build` passes the file to lld's --symbol-ordering-file).

A pager's start touches a thousand or two functions spread over megabytes of code, and the
kernel maps each page it faults with its neighbours: spread out, they made most of the resident
memory and page faults of a start. Together, they fill a few hundred kilobytes.

The session: BINARY (a copy without debug sections, which valgrind 3.19 cannot read) runs under
`valgrind --tool=callgrind` on a pseudo-terminal of 100x30 with two files of 5,000 lines (plain
text, and a log of timed lines), as a user starts it: looking for its config files, lesskey and
history (in a HOME of its own that holds a history file, so that none of the machine's own is
read); it
draws its first screen, then takes j, Space, b, G, g, a search and n, a filter and its end, a
slide to the other tab and back, the help and q. The functions run up to the end of the first
frame come first, the rest of the session's after them. Names are the symbols as the linker sees
them (mangled); a name the code no longer has is passed over by the linker, so the list only
needs making again when the code has changed a lot (`make order`; the system-setup tests say
when).

Usage: python3 scripts/order_functions.py .build/release/TUIPager
Needs valgrind and strip (binutils). Standard library only; the pty handling is in ptybench.py.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import Child, binary_argument, terminal_environment  # noqa: E402

OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hot-functions.txt")
FIRST_FRAME_END = "$s12PagerProgram8TerminalC4drawyy0A3Kit5FrameVF"  # Terminal.draw(_:)
QUIET = 1.5  # seconds without output that count as a key done (callgrind runs 50x slower)
LIMIT = 120.0  # seconds to wait for any one step
KEYS = [b"j", b" ", b"b", b"G", b"g", b"/line 4\r", b"n", b"&words\r", b"&\r", b"\x1b[C",
        b"\x1b[D", b"H", b"q"]
HEADER = """\
# The functions a short session of TUIPager runs, the first frame's first: lld places them side
# by side (--symbol-ordering-file), so a start touches a few hundred kilobytes of code instead of
# pages spread over megabytes. Made by scripts/order_functions.py (`make order`).
"""


def sample_files(folder):
    levels = ("INFO ", "DEBUG", "WARN ", "ERROR")
    first, second = os.path.join(folder, "first.txt"), os.path.join(folder, "second.log")
    with open(first, "w") as file:
        for number in range(1, 5001):
            file.write(f"line {number} of first.txt, some words to fill it out to sixty\n")
    with open(second, "w") as file:
        for number in range(1, 5001):
            file.write(f"2024-03-14T08:{number // 60 % 60:02}:{number % 60:02}.{number % 1000:03}Z "
                       f"{levels[number % 4]} [worker-{number % 7}] line {number}: GET "
                       f"/api/v1/orders?page={number % 97} status=200 duration={number % 900}ms\n")
    return [first, second]


def run_session(binary, folder):
    """Runs the session under callgrind; returns its profiles in order, the first ending with the
    first frame, and the binary it ran."""
    stripped = os.path.join(folder, "TUIPager")
    subprocess.run(["strip", "--strip-debug", "-o", stripped, binary], check=True)
    profile = os.path.join(folder, "callgrind.out")
    command = ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}",
               f"--dump-after={FIRST_FRAME_END}", stripped, *sample_files(folder)]
    home = os.path.join(folder, "home")
    os.makedirs(home)
    # Most users have searched before: less's history file is read at every start.
    with open(os.path.join(home, ".lesshst"), "w") as file:
        file.write(".less-history-file:\n.search\n\"error\n\"status=503\n.shell\n\"ls\n")
    environment = terminal_environment()
    environment.update(HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"))
    for name in ("LESS", "LESSKEY", "LESSKEYIN", "LESSHISTFILE", "LESSOPEN", "LESSCLOSE",
                 "TUIPAGER"):
        environment.pop(name, None)
    child = Child(command[0], command[1:], environment)
    child.read_until_quiet(QUIET, LIMIT)
    for key in KEYS:
        child.send(key)
        child.read_until_quiet(QUIET, LIMIT)
    child.send(b"q")
    child.quit(LIMIT)
    # callgrind writes a part after every frame: .1 ends with the first.
    parts = sorted(
        (name for name in os.listdir(folder) if name.startswith("callgrind.out.")),
        key=lambda name: int(name.rsplit(".", 1)[1]))
    return [os.path.join(folder, name) for name in parts] + [profile], stripped


def functions_run(profile, binary):
    """The functions of `binary` that `profile` saw run, in the order it names them."""
    objects, functions, found, seen = {}, {}, [], set()
    current = None
    pattern = re.compile(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$")
    with open(profile, errors="replace") as file:
        for line in file:
            match = pattern.match(line.rstrip("\n"))
            if not match:
                continue
            kind, number, name = match.groups()
            table = objects if kind.endswith("ob") else functions
            if name is not None:
                table[number] = name
            if kind == "ob":
                current = objects[number]
            elif kind == "fn" and current == binary:
                # callgrind marks a recursive call's frames with 'N; the symbol is the same.
                symbol = re.sub(r"'\d+$", "", functions[number])
                if symbol not in seen and not symbol.startswith("0x"):
                    seen.add(symbol)
                    found.append(symbol)
    return found


def main():
    binary = binary_argument("order_functions")
    for tool in ("valgrind", "strip"):
        if shutil.which(tool) is None:
            sys.exit(f"order_functions: {tool} is needed")
    with tempfile.TemporaryDirectory() as folder:
        parts, stripped = run_session(binary, folder)
        if len(parts) < 2:
            sys.exit("order_functions: the session drew no frame")
        first = functions_run(parts[0], stripped)
        known = set(first)
        later = []
        for part in parts[1:]:
            for name in functions_run(part, stripped):
                if name not in known:
                    known.add(name)
                    later.append(name)
    with open(OUTPUT, "w") as file:
        file.write(HEADER)
        for name in first + later:
            file.write(name + "\n")
    print(f"order_functions: {len(first)} functions to the first frame, {len(later)} after, "
          f"in {os.path.relpath(OUTPUT)}")


if __name__ == "__main__":
    main()
