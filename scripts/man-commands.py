#!/usr/bin/env python3
"""Splices the command lists generated from the command specs into man/ledgersh.1.

Usage: scripts/man-commands.py LEDGERSH [MANPAGE]

LEDGERSH --generate-manual-commands prints each help group's list between
'.\\" BEGIN GENERATED COMMANDS: GROUP' and '.\\" END GENERATED COMMANDS: GROUP'. Each such
block of MANPAGE (default man/ledgersh.1) is replaced by the group's list; the hand-written
text around the blocks stays. A group the page has no block for is named (its list is
still written by hand); a block for a group no command has is an error.
"""
import re
import subprocess
import sys

BEGIN = re.compile(r'^\.\\" BEGIN GENERATED COMMANDS: (.+)$')
END = '.\\" END GENERATED COMMANDS: '


def blocks(lines):
    """The generated blocks of `lines`: group -> (first line index, last line index)."""
    found = {}
    index = 0
    while index < len(lines):
        match = BEGIN.match(lines[index])
        if match:
            group = match.group(1)
            end = index + 1
            while end < len(lines) and lines[end] != END + group:
                end += 1
            if end == len(lines):
                sys.exit(f"man-commands: no end marker for '{group}'")
            found[group] = (index, end)
            index = end
        index += 1
    return found


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    page = sys.argv[2] if len(sys.argv) == 3 else "man/ledgersh.1"
    generated = subprocess.run(
        [sys.argv[1], "--generate-manual-commands"], check=True, capture_output=True, text=True
    ).stdout.splitlines()
    wanted = {group: generated[first:last + 1] for group, (first, last) in blocks(generated).items()}
    with open(page, encoding="utf-8") as file:
        lines = file.read().splitlines()
    present = blocks(lines)
    for group in present:
        if group not in wanted:
            sys.exit(f"man-commands: {page} has a block for '{group}', which no command has")
    # Replaced from the last block up, so the earlier blocks' line numbers still hold.
    for group, (first, last) in sorted(present.items(), key=lambda item: -item[1][0]):
        lines[first:last + 1] = wanted[group]
    missing = [group for group in wanted if group not in present]
    with open(page, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    if missing:
        # Groups whose commands are still described by hand (their prose not yet in the specs).
        print(f"man-commands: written by hand in {page}: {', '.join(missing)}", file=sys.stderr)


main()
