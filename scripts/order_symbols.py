#!/usr/bin/env python3
"""Writes scripts/hot-symbols.txt: the functions of TUIPager that a short session runs, and the
data a start reads and writes, for the linker to place side by side (`make build` passes the
file to lld's --symbol-ordering-file).

A pager's start touches a thousand or two functions spread over megabytes of code, and the
kernel maps each page it faults with its neighbours: spread out, they made most of the resident
memory and page faults of a start. Together, they fill a few hundred kilobytes. Its writable
data (.bss: metadata caches, once-tokens, the runtime's and C libraries' state) was spread the
same way over 34 pages, each a page of anonymous memory once written; its read-only data
(.rodata: type descriptors, tables) over 1.4 MB read 64 KiB around each page touched.

The session: BINARY (a copy without debug sections, which valgrind 3.19 cannot read) runs under
`valgrind --tool=callgrind` on a pseudo-terminal of 100x30 with two files of 5,000 lines (plain
text, and a log of timed lines), as a user starts it: looking for its config files, lesskey and
history (in a HOME of its own that holds a history file, so that none of the machine's own is
read); it
draws its first screen, then takes j, Space, b, G, g, a search and n, a filter and its end, a
slide to the other tab and back, the help and q; it answers the terminal's startup query as a
terminal does. Then a start on a log of 20 MB, which indexes on while its first screen shows,
until q. The functions run up to the end of the session's first frame come first, then the big
file's first frame's, each in the order the start first runs them (a lackey trace of the same
starts says it; with them the start's own, `_start` and `__libc_start_main`, which callgrind
does not name), then the rest of both; ahead of them all, glibc's resolvers, which a static
binary runs as it starts, and beside each of glibc's string functions run, its variants for the
CPUs valgrind does not pretend to be (AVX-512: a start on one runs those). The data: the two
starts alone (to their first frames, then q) run under `valgrind --tool=lackey
--trace-mem=yes`, and each symbol of .bss and .rodata they load or store is listed, in the order
first touched; the linker moves the section
holding it (a Swift file's, a C object's) to the front of its output section. In .data, the
sections a start writes or the loader relocates (one holding a pointer: every page of them is
written before main, in a position-independent binary) come first, side by side, then those a
start only reads: the relocated data was spread over 27 pages, not the 21 it fills. Names are the
symbols as the linker sees them (mangled, local ones too); a name the code no longer has is
passed over by the linker, so the list only needs making again when the code has changed a lot
(`make order`; the system-setup tests say when).

Usage: python3 scripts/order_symbols.py .build/release/TUIPager
Needs valgrind, strip, nm and readelf (binutils). Standard library only; the pty handling is in
ptybench.py.
"""

import bisect
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no scripts/__pycache__ left in the work tree
from ptybench import Child, binary_argument, terminal_environment  # noqa: E402
from bench_files import Screen  # noqa: E402

OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hot-symbols.txt")
DATA_SECTIONS = (".bss", ".rodata", ".data")
FIRST_FRAME_END = "$s12PagerProgram8TerminalC4drawyy0A3Kit5FrameVF"  # Terminal.draw(_:)
QUIET = 1.5  # seconds without output that count as a key done (callgrind runs 50x slower)
LIMIT = 120.0  # seconds to wait for any one step
KEYS = [b"j", b" ", b"b", b"G", b"g", b"/line 4\r", b"n", b"&words\r", b"&\r", b"\x1b[C",
        b"\x1b[D", b"H", b"q"]
HEADER = """\
# The functions a short session of TUIPager runs, the first frame's first: lld places them side
# by side (--symbol-ordering-file), so a start touches a few hundred kilobytes of code instead of
# pages spread over megabytes. Made by scripts/order_symbols.py (`make order`).
"""
DATA_HEADER = """\
# The data a start touches (.bss, .rodata), in the order it first does, and in .data those it
# writes or the loader relocates before those it reads: the sections holding them are placed
# first, so that the writes dirty a few pages, not one in each of dozens.
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


def big_file(folder):
    """A log of 20 MB: past a chunk of the index, so that its start indexes on, as a big file's
    does, while the first screen shows."""
    path = os.path.join(folder, "big.log")
    with open(path, "w") as file:
        for number in range(1, 200_001):
            file.write(f"2024-03-14T09:{number // 60 % 60:02}:{number % 60:02}Z INFO [server] "
                       f"request {number} served from cache in {number % 700} ms, "
                       f"{'x' * (number % 40)}\n")
    return path


def run_under_valgrind(tool, stripped, folder, keys, files=None, first_shown="first.txt"):
    """Runs `stripped` on `files` (the sample files) under valgrind's `tool` (its options), in a
    HOME of its own; once `first_shown` shows, types `keys` one after another, then q."""
    home = os.path.join(folder, "home")
    if not os.path.isdir(home):
        os.makedirs(home)
        # Most users have searched before: less's history file is read at every start.
        with open(os.path.join(home, ".lesshst"), "w") as file:
            file.write(".less-history-file:\n.search\n\"error\n\"status=503\n.shell\n\"ls\n")
    environment = terminal_environment()
    environment.update(HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"))
    for name in ("LESS", "LESSKEY", "LESSKEYIN", "LESSHISTFILE", "LESSOPEN", "LESSCLOSE",
                 "TUIPAGER"):
        environment.pop(name, None)
    command = ["valgrind", *tool, stripped, *(files or sample_files(folder))]
    child = Child(command[0], command[1:], environment)
    # A terminal that answers the startup query, as a user's does: the code that reads the
    # replies runs at every start.
    screen = Screen(answer=lambda reply: child.send(reply))
    child.on_output = lambda data, at: screen.feed(data)
    # The first screen, however long the tool takes to start (lackey's silence outlasts QUIET).
    child.read_until_quiet(QUIET, LIMIT, until=lambda: screen.shows(first_shown))
    for key in keys:
        child.send(key)
        child.read_until_quiet(QUIET, LIMIT)
    child.send(b"q")
    child.quit(LIMIT)


def profiles(stripped, folder, name, keys, files=None, first_shown="first.txt"):
    """Runs `stripped` under callgrind as ``run_under_valgrind`` does; returns its profiles in
    order, the first ending with the first frame."""
    profile = os.path.join(folder, name)
    run_under_valgrind(
        ["--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}",
         f"--dump-after={FIRST_FRAME_END}"], stripped, folder, keys, files, first_shown)
    # callgrind writes a part after every frame: .1 ends with the first.
    parts = sorted(
        (part for part in os.listdir(folder) if part.startswith(name + ".")),
        key=lambda part: int(part.rsplit(".", 1)[1]))
    return [os.path.join(folder, part) for part in parts] + [profile]


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


def data_symbols(stripped):
    """[(address, size, name, section)] of the symbols in DATA_SECTIONS, by address."""
    headers = subprocess.run(["readelf", "-SW", stripped], capture_output=True, text=True,
                             check=True).stdout
    ranges = []
    for match in re.finditer(r"\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", headers):
        name, address, size = match.groups()
        if name in DATA_SECTIONS:
            ranges.append((int(address, 16), int(address, 16) + int(size, 16), name))
    symbols = []
    listed = subprocess.run(["nm", "-S", "-n", "--defined-only", stripped], capture_output=True,
                            text=True, check=True).stdout
    for line in listed.splitlines():
        fields = line.split()
        if len(fields) == 4:
            address, size = int(fields[0], 16), int(fields[1], 16)
            for low, high, section in ranges:
                if low <= address < high:
                    symbols.append((address, max(size, 1), fields[3], section))
    return symbols


def relocated(stripped, symbols):
    """The names among `symbols` that hold a place the loader relocates (a pointer), by
    address."""
    listing = subprocess.run(["readelf", "-rW", stripped], capture_output=True, text=True,
                             check=True).stdout
    # RELR lists bare offsets; REL and RELA lines begin with one.
    places = sorted({int(match.group(1), 16)
                     for match in re.finditer(r"^([0-9a-f]{16})\b", listing, re.M)})
    found = []
    for address, size, name, _ in symbols:
        index = bisect.bisect_left(places, address)
        if index < len(places) and places[index] < address + size:
            found.append(name)
    return found


def touched(stripped, folder, by_address, files=None, first_shown="first.txt"):
    """What a start of `stripped` touches, each in the order it first does: the symbols of
    DATA_SECTIONS it loads or stores, the set of those it stores to, and the addresses of the
    functions it runs (`by_address` names them)."""
    trace = os.path.join(folder, "lackey.out")
    run_under_valgrind(
        ["--tool=lackey", "--trace-mem=yes", f"--log-file={trace}"], stripped, folder, [], files,
        first_shown)
    headers = subprocess.run(["readelf", "-hW", stripped], capture_output=True, text=True,
                             check=True).stdout
    entry = int(re.search(r"Entry point address:\s+0x([0-9a-f]+)", headers).group(1), 16)
    symbols = data_symbols(stripped)
    starts = [symbol[0] for symbol in symbols]
    entries = sorted(by_address)
    found, seen, written, base = [], set(), set(), None
    run, ran, function, end = [], set(), -1, -1
    with open(trace, errors="replace") as file:
        for line in file:
            # "I  addr,size" runs an instruction; " L", " S", " M" load, store, modify data.
            if line.startswith("I "):
                address = int(line[3:].split(",", 1)[0], 16) - (base or 0)
                if base is None:
                    base = address - entry
                    address = entry
                # Instructions run on within one function, mostly: it is looked up anew only
                # when they leave it.
                if not function <= address < end:
                    index = bisect.bisect_right(entries, address) - 1
                    function = entries[index] if index >= 0 else -1
                    end = entries[index + 1] if index + 1 < len(entries) else 1 << 64
                    if index >= 0 and function not in ran:
                        ran.add(function)
                        run.append(function)
                continue
            if line[:1] != " " or base is None:
                continue
            address = int(line[3:].split(",", 1)[0], 16) - base
            index = bisect.bisect_right(starts, address) - 1
            if index < 0 or address >= starts[index] + symbols[index][1]:
                continue
            name = symbols[index][2]
            if name not in seen:
                seen.add(name)
                found.append(name)
            if line[1] in "SM":
                written.add(name)
    return found, written, run


def in_order_run(runs, first_frames, address_of, by_address):
    """The functions of `first_frames` (names callgrind saw run to the first frames), in the
    order the starts of `runs` (addresses, in the order each start first ran them) first ran
    them, with those run before the first frame ended that callgrind does not name (the start's
    own, `_start`, `__libc_start_main`, as valgrind hides them); then any of `first_frames` the
    starts never ran."""
    wanted = {address_of[name]: name for name in first_frames if name in address_of}
    drawn = address_of.get(FIRST_FRAME_END)
    ordered, listed = [], set()
    for run in runs:
        shown = run.index(drawn) if drawn in run else len(run)
        for index, address in enumerate(run):
            if address in listed or (address not in wanted and index > shown):
                continue
            listed.add(address)
            ordered.append(wanted.get(address, by_address[address][0]))
    ordered += [name for address, name in wanted.items() if address not in listed]
    return ordered


# glibc's string functions come in one variant for each instruction set, the one a start runs
# chosen by the CPU (valgrind's has no AVX-512): each one run brings its family's variants for
# the CPUs a pager meets, so that the real start finds the one it runs among the hot code.
VARIANT = re.compile(r"^(__\w+?)_(avx2|avx|evex512|evex|avx512)(_|$)")


def functions(stripped):
    """{address: [names]} and {name: address} of the functions in `stripped`'s symbol table."""
    by_address, address_of = {}, {}
    listing = subprocess.run(["nm", stripped], capture_output=True, text=True, check=True)
    for line in listing.stdout.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[1] in "tTiW":
            address = int(fields[0], 16)
            by_address.setdefault(address, []).append(fields[2])
            address_of[fields[2]] = address
    return by_address, address_of


def with_variants(names, address_of):
    """`names`, each glibc string function followed by the variants of its family that CPUs
    with AVX2 or AVX-512 run (not the ones for transactional memory, _rtm), among the functions
    `address_of` names."""
    families = {}
    for name in address_of:
        match = VARIANT.match(name)
        if match and not name.endswith("_rtm"):
            families.setdefault(match.group(1), []).append(name)
    result, listed = [], set()
    for name in names:
        match = VARIANT.match(name)
        for each in [name] + (sorted(families.get(match.group(1), [])) if match else []):
            if each not in listed:
                listed.add(each)
                result.append(each)
    return result


def resolvers(stripped, by_address):
    """The functions that choose glibc's variants (IRELATIVE relocations' resolvers): a static
    binary runs every one of them as it starts, before main. `by_address` names the functions."""
    listing = subprocess.run(["readelf", "-rW", stripped], capture_output=True, text=True,
                             check=True)
    found = []
    for line in listing.stdout.splitlines():
        fields = line.split()
        if len(fields) >= 4 and fields[2] == "R_X86_64_IRELATIVE":
            for name in by_address.get(int(fields[3], 16), [])[:1]:
                if name not in found:
                    found.append(name)
    return found


def main():
    binary = binary_argument("order_symbols")
    for tool in ("valgrind", "strip", "nm", "readelf"):
        if shutil.which(tool) is None:
            sys.exit(f"order_symbols: {tool} is needed")
    with tempfile.TemporaryDirectory() as folder:
        stripped = os.path.join(folder, "TUIPager")
        subprocess.run(["strip", "--strip-debug", "-o", stripped, binary], check=True)
        parts = profiles(stripped, folder, "session.out", KEYS)
        if len(parts) < 2:
            sys.exit("order_symbols: the session drew no frame")
        big = [big_file(folder)]
        big_parts = profiles(stripped, folder, "big.out", [], big, "big.log")
        if not big_parts:
            sys.exit("order_symbols: the big file drew no frame")
        # The session's first frame, then a big file's first, then the rest of both.
        first, later = [], []
        known = set()
        for names, part in [(first, parts[0]), (first, big_parts[0])] + [
                (later, part) for part in big_parts[1:] + parts[1:]]:
            for name in functions_run(part, stripped):
                if name not in known:
                    known.add(name)
                    names.append(name)
        by_address, address_of = functions(stripped)
        data, written, run = touched(stripped, folder, by_address)
        big_data, big_written, big_run = touched(stripped, folder, by_address, big, "big.log")
        # The first frames' functions in the order a start runs them: a start that skips some
        # (no history to read) skips a stretch of them, not one here and there over all.
        first = in_order_run([run, big_run], first, address_of, by_address)
        known = set(data)
        data += [name for name in big_data if name not in known]
        symbols = data_symbols(stripped)
        in_data = {name for _, _, name, section in symbols if section == ".data"}
        pointers = relocated(stripped, [symbol for symbol in symbols if symbol[3] == ".data"])
        # .data: what a start writes, then the rest the loader writes, then what it only reads.
        dirty = [name for name in data if name in in_data and name in written | big_written]
        listed = set(dirty)
        dirty += [name for name in pointers if name not in listed]
        listed.update(dirty)
        data = ([name for name in data if name not in in_data] + dirty
                + [name for name in data if name in in_data and name not in listed])
        first = resolvers(stripped, by_address) + with_variants(first, address_of)
        listed = set(first)
        later = [name for name in with_variants(later, address_of) if name not in listed]
    with open(OUTPUT, "w") as file:
        file.write(HEADER)
        for name in first + later:
            file.write(name + "\n")
        file.write(DATA_HEADER)
        for name in data:
            file.write(name + "\n")
    print(f"order_symbols: {len(first)} functions to the first frames, {len(later)} after, "
          f"{len(data)} data symbols, in {os.path.relpath(OUTPUT)}")


if __name__ == "__main__":
    main()
