#!/usr/bin/env python3
"""Writes libFuzzer's dictionary for FuzzCommandLine from the shell's own help.

Every command name and alias, every option and every value a choice option takes, as
`help --format json` lists them, so the fuzzer builds real command lines instead of
spending its runs on unknown commands. scripts/fuzz.sh passes Tests/Fuzz/dict/TARGET.dict
to a target when it exists; FuzzDictionaryTests checks that this one names every command.

  scripts/fuzz-dictionary.py [LEDGERSH] > Tests/Fuzz/dict/FuzzCommandLine.dict
"""

import json
import re
import subprocess
import sys

# Words a command line holds besides the commands' own: ids, flags of the shell, quoting.
EXTRA = ["#1", "#2", "--yes", "--format json", "--format csv", "--width 20", "'", '"', "\\",
         "1,249.99", "2026-11-27", "Smith Residence", "客厅", "🛋️"]


def entry(word):
    # libFuzzer takes printable ASCII between the quotes, and \\, \" and \xNN for the rest.
    out = ""
    for byte in word.encode("utf-8"):
        if byte in (0x5C, 0x22):
            out += "\\" + chr(byte)
        elif 0x20 <= byte < 0x7F:
            out += chr(byte)
        else:
            out += "\\x%02X" % byte
    return '"' + out + '"'


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/ledgersh"
    result = subprocess.run(
        [binary, "--no-init", "--no-plugins", "--format", "json", "-c", "help"], check=True,
        capture_output=True, text=True)
    words = []
    for command in json.loads(result.stdout):
        words.append(command["name"])
        words.extend(command["aliases"])
        usage = command["usage"]
        words.extend(re.findall(r"--[a-z][a-z-]*", usage))
        for choices in re.findall(r"[a-z-]+(?:\|[a-z-]+)+", usage):
            words.extend(choices.split("|"))
    seen = set()
    print("# libFuzzer dictionary for FuzzCommandLine: scripts/fuzz-dictionary.py writes it.")
    for word in words + EXTRA:
        if word not in seen:
            seen.add(word)
            print(entry(word))


if __name__ == "__main__":
    main()
