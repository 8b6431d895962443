#!/usr/bin/env python3
"""Writes libFuzzer's dictionary for FuzzCommandLine from the shell's own help.

Every command name and alias, every option and every value a choice option takes, as
`help --format json` lists them, so the fuzzer builds real command lines instead of
spending its runs on unknown commands. scripts/fuzz.sh passes Tests/Fuzz/dict/TARGET.dict
to a target when it exists; FuzzDictionaryTests checks that this one names every command.

  scripts/fuzz-dictionary.py [LEDGERSH] > Tests/Fuzz/dict/FuzzCommandLine.dict

With --seeds DIR it writes FuzzCommandLine's seed inputs instead: one file per command,
`example-NAME`, holding its help examples (ids made #1 or #2, which the target's sample
ledger has) or, for a command without examples, a line built from its usage. Bytes alone
seldom grow into a whole valid command line: without these seeds a corpus of thousands of
inputs never once ran `item show 1`. FuzzDictionaryTests checks the seeds are current.

  scripts/fuzz-dictionary.py --seeds Tests/Fuzz/corpus/FuzzCommandLine [LEDGERSH]
"""

import json
import os
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


def help_json(binary, *command):
    result = subprocess.run(
        [binary, "--no-init", "--no-plugins", "--format", "json", "-c",
         " ".join(["help", *command])], check=True, capture_output=True, text=True)
    return json.loads(result.stdout)


# A value for each kind of positional argument a usage names, found in the sample ledger.
VALUES = {"AMOUNT": "12.50", "TEXT": "Sofa", "NAME": "Sofa", "FILE": "out.json",
          "STATUS": "0", "N": "2", "YYYY-MM-DD": "2026-11-27"}


def seed_lines(binary, name):
    """The lines of `name`'s seed: `use 1`, then its examples or a line from its usage."""
    spec = help_json(binary, name)
    lines = [re.sub(r"#\d+", lambda m: "#1" if m.group(0) == "#1" else "#2", e["command"])
             for e in spec["examples"]]
    if not lines:
        words = [name]
        for argument in spec["arguments"]:
            if not argument["optional"]:
                words.append(VALUES.get(argument["type"], "1"))
        lines = [" ".join(words)]
    # The target skips lines holding / or ~ (no file outside its scratch folder).
    lines = [line for line in lines if "/" not in line and "~" not in line]
    return ["use 1"] + lines[:15] if lines else []


def write_seeds(folder, binary):
    names = sorted(command["name"] for command in help_json(binary))
    for old in os.listdir(folder):
        if old.startswith("example-"):
            os.remove(os.path.join(folder, old))
    for name in names:
        lines = seed_lines(binary, name)
        if lines:
            path = os.path.join(folder, "example-" + re.sub(r"[^a-z0-9]+", "-", name).strip("-"))
            with open(path, "w") as handle:
                handle.write("\n".join(lines) + "\n")


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--seeds":
        write_seeds(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else ".build/debug/ledgersh")
        return
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/ledgersh"
    words = []
    for command in help_json(binary):
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
