#!/usr/bin/env python3
"""Pseudo-terminal tests of the key bindings and of `new`: the default key of each ledgersh
editor function, a rebinding in ~/.editrc, the defaults kept in vi insert mode, `new`
opening the form of what was listed, Ctrl-D in a form saving nothing, and a half-typed line
kept in history. Run alone: run_pty_tests.py PATH-TO-LEDGERSH test_keys."""
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from ptyshell import Session, private_env  # noqa: E402
from ledgersh_harness import seed  # noqa: E402

CTRL_X = "\x18"
SEARCH_LINE = r"search(\x1b\[K)? "     # the line redrawn as 'search ', erasing what was there
SEED = [
    "category add Furnishings",
    "project add 'Smith Residence' --client 'Jane Smith'",
]


def home_with(binary, editrc=None):
    """A private home with one project in use, and `editrc` as its ~/.editrc."""
    home = tempfile.mkdtemp(prefix="ledgersh-pty-keys-")
    seed(binary, home, SEED)
    if editrc is not None:
        with open(os.path.join(home, ".editrc"), "w", encoding="utf-8") as handle:
            handle.write(editrc)
    return home


def start(binary, editrc=None):
    s = Session(binary, home=home_with(binary, editrc), columns=80)
    s.expect_prompt()
    s.line("use 'Smith Residence'")                         # shows no list
    s.expect_prompt()
    return s


def finish(s):
    if s.child.isalive():
        s.close()
    shutil.rmtree(s.home, ignore_errors=True)


def key(s, text):
    """Sends a key after the editor is ready for it (raw mode, prompt drawn)."""
    time.sleep(0.2)
    s.send(text)


def count(binary, home, command):
    result = subprocess.run(
        [binary, "-c", command + " --format csv"], env=private_env(home), check=True,
        capture_output=True, text=True, cwd=home)
    return max(0, len(result.stdout.strip().splitlines()) - 1)


def test_ctrl_x_ctrl_n_runs_new_and_opens_the_project_form_at_first(binary):
    s = start(binary)
    try:
        key(s, CTRL_X + "\x0e")                             # ^X^N with nothing listed yet
        s.expect("New project")
        s.expect("Name: ")
        s.send("\x04")                                      # Ctrl-D cancels the form
        s.expect("Cancelled; no project added.")
        s.expect_prompt()
        s.close()
        # The key went through the REPL like a typed line: `new` is in the history file.
        history = os.path.join(s.home, "state", "ledgersh", "history")
        with open(history, encoding="utf-8") as handle:
            assert handle.read().splitlines()[-1] == "new"
    finally:
        finish(s)


def test_ctrl_x_ctrl_t_opens_the_transaction_form_from_a_half_typed_line(binary):
    s = start(binary)
    try:
        key(s, "projects --sort na")                        # half-typed, then the key
        key(s, CTRL_X + "\x14")                             # ^X^T
        # The prompt line shows what the key ran; the form starts on the next line.
        s.expect(r"new tx(\x1b\[K)?\r?\n(\x1b\[[0-9;]*m)*New transaction for Smith Residence")
        s.expect("Amount: ")
        s.send("\x04")
        s.expect("Cancelled; no transaction added.")
        s.expect_prompt()
        key(s, "\x1b[A")                                    # Up: the `new tx` the key ran
        s.expect("new tx")
        key(s, "\x1b[A")                                    # Up again: the half-typed line
        s.expect("projects --sort na")
        key(s, "\x15")                                      # Ctrl-U clears it
    finally:
        finish(s)


def test_ctrl_x_ctrl_f_starts_a_search_keeping_the_line_in_history(binary):
    s = start(binary)
    try:
        key(s, "txs --needs-rev")
        key(s, CTRL_X + "\x06")                             # ^X^F
        s.expect(SEARCH_LINE)
        key(s, "Smith\r")                                   # the cursor was after 'search '
        s.expect("Projects · 1")
        s.expect_prompt()
        key(s, "\x1b[A")
        s.expect("search Smith")
        key(s, "\x1b[A")
        s.expect("txs --needs-rev")
        key(s, "\x15")
    finally:
        finish(s)


def test_new_opens_the_form_of_what_was_listed_and_ctrl_d_saves_nothing(binary):
    s = start(binary)
    try:
        s.line("txs")
        s.expect_prompt()
        s.line("new")                                       # after txs: the transaction form
        s.expect("New transaction for Smith Residence")
        s.expect("Amount: ")
        key(s, CTRL_X + "\x0e")                             # in a form the keys only beep
        s.expect("\x07")
        key(s, "\x04")
        s.expect("Cancelled; no transaction added.")
        assert "Amount" not in s.child.before, s.child.before  # not taken as an answer
        s.expect_prompt()
        s.line("projects")
        s.expect_prompt()
        s.line("new")                                       # after projects: the project form
        s.expect("New project")
        s.expect("Name: ")
        s.send("\x04")
        s.expect("Cancelled; no project added.")
        s.expect_prompt()
        s.line("spaces")
        s.expect_prompt()
        s.line("new")                                       # after spaces: the space form
        s.expect("New space in Smith Residence")
        s.expect("Name: ")
        s.send("\x04")
        s.expect("Cancelled; no space added.")
        s.expect_prompt()
        s.close()
        assert count(binary, s.home, "txs --project 'Smith Residence'") == 0
        assert count(binary, s.home, "projects") == 1
        assert count(binary, s.home, "spaces --project 'Smith Residence'") == 0
    finally:
        finish(s)


def test_a_rebinding_in_editrc_replaces_the_default(binary):
    s = start(binary, editrc="bind ^G ledgersh-new-transaction\nbind ^X^N ed-clear-screen\n")
    try:
        key(s, "\x07")                                      # ^G: the user's key
        s.expect("New transaction for Smith Residence")
        s.expect("Amount: ")
        s.send("\x04")
        s.expect("Cancelled; no transaction added.")
        s.expect_prompt()
        key(s, CTRL_X + "\x14")                             # ^X^T: no longer bound
        key(s, CTRL_X + "\x0e")                             # ^X^N: the user's clear-screen
        s.expect(r"\x1b\[2J")
        s.expect_prompt()
        key(s, "keys\r")
        s.expect("source")
        out = s.output_until_prompt()
        assert "New transaction" not in out and "New project" not in out, out
        assert "^G" in out and "ledgersh-new-transaction" in out, out
        assert "^X^T" not in out and "^X^N" not in out, out   # both defaults replaced
        assert "^X^F" in out and "ledgersh-search" in out, out
    finally:
        finish(s)


def test_vi_mode_keeps_the_defaults_in_insert_mode(binary):
    s = start(binary, editrc="bind -v\n")
    try:
        key(s, "pro")                                       # vi starts in insert mode
        key(s, CTRL_X + "\x0e")                             # ^X^N
        s.expect("New project")
        s.expect("Name: ")
        s.send("\x04")
        s.expect("Cancelled; no project added.")
        s.expect_prompt()
        key(s, CTRL_X + "\x06")                             # ^X^F
        s.expect(SEARCH_LINE)
        key(s, "Smith\r")
        s.expect("Projects · 1")
        s.expect_prompt()
        key(s, CTRL_X + "\x14")                             # ^X^T
        s.expect("New transaction for Smith Residence")
        s.send("\x04")
        s.expect("Cancelled; no transaction added.")
        s.expect_prompt()
    finally:
        finish(s)


def test_keys_and_editor_mode_describe_the_editrc_as_loaded(binary):
    # Found by a QA pass: after ~/.editrc changed, `keys` and `show editor-mode` described
    # the file as it was now, not the bindings the session runs with (read at its start).
    s = start(binary, editrc="bind -v\nbind ^G ledgersh-new-transaction\n")
    try:
        with open(os.path.join(s.home, ".editrc"), "w", encoding="utf-8") as handle:
            handle.write("bind -e\n")
        key(s, "show editor-mode\r")
        s.expect("editor-mode")
        out = s.output_until_prompt()
        assert "vi" in out and "emacs" not in out, out
        key(s, "keys\r")
        s.expect("source")
        out = s.output_until_prompt()
        assert "^G" in out and "ledgersh-new-transaction" in out, out
    finally:
        finish(s)
