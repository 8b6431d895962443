#!/usr/bin/env python3
"""Pseudo-terminal tests of text that fits a narrow terminal: the prompt keeps the project
recognisable, notes on a terminal wrap under their label, and `keys` wraps its
descriptions instead of cutting them. Run alone: run_pty_tests.py PATH-TO-LEDGERSH
test_text_fits."""
import pathlib
import shutil
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import pexpect  # noqa: E402
import ptyshell  # noqa: E402
from ptyshell import ANSI, Session, display_width  # noqa: E402

PLAIN = {"NO_COLOR": "1"}


def test_the_prompt_at_40_columns_keeps_the_projects_first_12_columns(binary):
    # Found by a QA pass: at 40 columns the prompt read `ledgersh [Def…] 陈…>`, the
    # account kept and the project cut to one character.
    home = ptyshell.seeded_home(binary, [
        "account add Studio", "project add '陈家 Chen Family Loft'",
    ], "ledgersh-pty-prompt-")
    s = Session(binary, home=home, columns=40, args=["--no-restore"], env=PLAIN)
    try:
        s.expect_prompt()
        assert s.child.after == "ledgersh [Default]> ", s.child.after
        s.line("use '陈家 Chen Family Loft'")
        s.expect("Using project")
        s.expect_prompt()
        # The account goes first; the project keeps its first 12 columns.
        assert s.child.after == "ledgersh 陈家 Chen Fa…> ", s.child.after
        assert display_width(s.child.after) <= 40 - 16, s.child.after
        s.line("echo typed")
        s.expect("\ntyped")
        s.expect_prompt()
    finally:
        s.cleanup()


def test_notes_on_a_terminal_wrap_under_their_label(binary):
    # stdout to a file, stderr on the terminal: the confirmation goes to stderr, wrapped to
    # --width between words; piped instead, it stays one line.
    home = ptyshell.seeded_home(binary, [], "ledgersh-pty-notes-")
    command = "'{}' --width 40 -c demo > /dev/null".format(binary)
    s = Session("/bin/sh", home=home, args=["-c", command], env=PLAIN)
    try:
        s.child.expect(pexpect.EOF)
        shown = ANSI.sub("", s.child.before).replace("\r\n", "\n").strip("\n")
        lines = shown.split("\n")
        assert lines[0].startswith("Added a demo ledger (seed 1): 6"), shown
        assert len(lines) > 2 and all(display_width(line) <= 40 for line in lines), shown
        assert "'undo' removes it." in shown.replace("\n", " "), shown
    finally:
        s.cleanup()


def test_keys_at_80_columns_wraps_its_descriptions(binary):
    # Found by a QA pass: on a terminal `keys` cut its descriptions with "…".
    s = Session(binary, columns=80, env=PLAIN)
    try:
        s.expect_prompt()
        s.line("keys")
        seen = s.output_until_prompt().replace("\r\n", "\n")
        assert "…" not in seen, seen
        # Each description whole, its last words on the binding's second line.
        assert "('new')" in seen and "('new tx')" in seen, seen
        assert all(display_width(line) <= 80 for line in seen.split("\n")), seen
    finally:
        s.cleanup()


def test_a_launch_error_on_a_terminal_wraps_under_its_label(binary):
    # `ledgersh: error: …` before any session: wrapped to the terminal, its hint too.
    home = ptyshell.seeded_home(binary, [], "ledgersh-pty-launch-")
    s = Session(binary, home=home, columns=40, args=["--account", "Nowhere Studio", "-c", "x"],
                env=PLAIN)
    try:
        s.child.expect(pexpect.EOF)
        shown = ANSI.sub("", s.child.before).replace("\r\n", "\n").strip("\n")
        assert shown.split("\n") == [
            "ledgersh: error: --account: no account",
            "                 named 'Nowhere Studio'",
            "ledgersh: hint: see 'ledgersh -c",
            "                \"account list\"'",
        ], shown
    finally:
        s.cleanup()
