#!/usr/bin/env python3
"""Prints the figures issue 31 tracks about the code's shape: the stored properties of the
screen and of App, the lines of each module, and the public declarations of each module.

Run from the repository's root: `python3 scripts/structure_figures.py`."""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DECLARATION = re.compile(r"^  (?! )(?:@[A-Za-z]+ )*((?:public|package|private|fileprivate|internal|"
                         r"nonisolated|static|lazy|weak|unowned|\(set\)| )*)(var|let) (\w+)(.*)$")


def swift_files(folder):
    for directory, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def find_type(type_name):
    """The file declaring `struct NAME` or `final class NAME`, not an extension of it."""
    pattern = re.compile(r"^(?:public |package )?(?:final )?(?:struct|class) " + type_name + r"\b")
    for path in swift_files(os.path.join(ROOT, "Sources")):
        with open(path, encoding="utf-8") as source:
            if any(pattern.match(line) for line in source):
                return path
    return None


def stored_properties(type_name):
    """Stored properties of a type: its body's `var`/`let` lines at one indent that are not
    computed (a computed one is `var name: Type {` with no `=`)."""
    path = find_type(type_name)
    if path is None:
        return None, []
    names = []
    inside = False
    with open(path, encoding="utf-8") as source:
        for line in source:
            if re.match(r"^(?:public |package )?(?:final )?(?:struct|class) " + type_name + r"\b",
                        line):
                inside = True
                continue
            if inside and line.startswith("}"):
                break
            match = DECLARATION.match(line) if inside else None
            if not match or "static" in match.group(1):
                continue
            rest = match.group(4)
            computed = match.group(2) == "var" and "=" not in rest.split("{")[0] and "{" in rest
            if not computed:
                names.append(match.group(3))
    return os.path.relpath(path, ROOT), names


def modules():
    for parent in ("Sources", "Examples"):
        base = os.path.join(ROOT, parent)
        for name in sorted(os.listdir(base)):
            folder = os.path.join(base, name)
            if os.path.isdir(folder) and any(swift_files(folder)):
                yield f"{parent}/{name}", folder


def main():
    for type_name in ("PagerScreen", "App"):
        path, names = stored_properties(type_name)
        print(f"{type_name}: {len(names)} stored properties ({path})")
        if "-v" in sys.argv:
            print("  " + ", ".join(names))
    print(f"{'module':<28} {'files':>6} {'lines':>7} {'public':>7} {'package':>8}")
    for label, folder in modules():
        files = lines = public = package = 0
        for path in swift_files(folder):
            files += 1
            with open(path, encoding="utf-8") as source:
                for line in source:
                    lines += 1
                    stripped = line.lstrip()
                    if re.match(r"(?:@\w+ )*(?:public|open)\b", stripped):
                        public += 1
                    elif re.match(r"(?:@\w+ )*package\b", stripped):
                        package += 1
        print(f"{label:<28} {files:>6} {lines:>7} {public:>7} {package:>8}")


if __name__ == "__main__":
    main()
