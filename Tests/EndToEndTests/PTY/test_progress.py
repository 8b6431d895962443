#!/usr/bin/env python3
"""Pseudo-terminal tests of the progress bar: a long demo draws count, rate and time left
on standard error when it is a terminal and erases it at the end; with standard error
piped, neither the terminal nor the pipe sees any of it."""
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile

import pexpect

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from ptyshell import private_env  # noqa: E402

# Long enough to pass the bar's half-second delay on a slow debug build.
DEMO = "demo --projects 3 --transactions 20000 --items 20000"
BAR = r"Adding a demo [^\r\n]* [\d,]+/40,000 [\d,]+/s \d+:\d\d left"
ERASE = "\r\x1b[2K"


def test_demo_shows_a_bar_on_a_terminal_and_erases_it(binary):
    home = tempfile.mkdtemp(prefix="ledgersh-pty-progress-")
    try:
        child = pexpect.spawn(
            binary, ["-c", DEMO], env=private_env(home), encoding="utf-8",
            dimensions=(24, 100), timeout=120, cwd=home)
        child.expect(BAR)
        child.expect("Added a demo ledger")
        shown = child.before
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 0, child.exitstatus
        # The bar's line is erased before the confirmation is written.
        assert shown.endswith(ERASE), repr(shown[-200:])
        for line in shown.split(ERASE):
            assert len(line) < 100, f"a bar line wider than the terminal: {line!r}"
    finally:
        shutil.rmtree(home, ignore_errors=True)


def test_ctrl_c_erases_the_bar_and_writes_nothing(binary):
    home = tempfile.mkdtemp(prefix="ledgersh-pty-progress-")
    try:
        ledger = os.path.join(home, "l.db")
        # Ctrl-C's default action, whatever the runner had: a background job of a
        # non-interactive shell starts with SIGINT ignored, and its children inherit that.
        child = pexpect.spawn(
            binary, ["--db", ledger, "-c", DEMO], env=private_env(home), encoding="utf-8",
            dimensions=(24, 100), timeout=120, cwd=home,
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        child.expect(BAR)
        child.sendintr()  # Ctrl-C, as the terminal sends it
        child.expect(pexpect.EOF)
        shown = child.before
        child.close()
        # Ctrl-C's default action (status 130 to the shell), after the bar is erased.
        assert child.signalstatus == signal.SIGINT, (child.exitstatus, child.signalstatus)
        assert shown.endswith(ERASE), repr(shown[-200:])
        listed = subprocess.run(
            [binary, "--db", ledger, "-c", "projects --format csv"], env=private_env(home),
            capture_output=True, text=True, cwd=home, check=True)
        assert listed.stdout.count("\n") == 1, listed.stdout  # the header alone
    finally:
        shutil.rmtree(home, ignore_errors=True)


def test_demo_draws_nothing_when_stderr_is_a_pipe(binary):
    home = tempfile.mkdtemp(prefix="ledgersh-pty-progress-")
    try:
        errors = os.path.join(home, "stderr.txt")
        # stdout stays the terminal; only standard error goes to a file.
        child = pexpect.spawn(
            "/bin/sh", ["-c", f'exec "$0" -c "{DEMO}" 2>"$1"', binary, errors],
            env=private_env(home), encoding="utf-8", dimensions=(24, 100), timeout=120,
            cwd=home)
        child.expect(pexpect.EOF)
        terminal = child.before
        child.close()
        assert child.exitstatus == 0, (child.exitstatus, terminal)
        with open(errors, encoding="utf-8") as file:
            piped = file.read()
        for text in (terminal, piped):
            assert "\x1b[2K" not in text and "/s " not in text and " left" not in text, repr(
                text[-300:])
        assert "Added a demo ledger" in terminal + piped
    finally:
        shutil.rmtree(home, ignore_errors=True)


def test_quiet_and_short_work_draw_nothing(binary):
    home = tempfile.mkdtemp(prefix="ledgersh-pty-progress-")
    try:
        for arguments in (["-q", "-c", DEMO], ["-c", "demo"]):
            child = pexpect.spawn(
                binary, arguments + ["--db", os.path.join(home, f"{len(arguments)}.db")],
                env=private_env(home), encoding="utf-8", dimensions=(24, 100), timeout=120,
                cwd=home)
            child.expect(pexpect.EOF)
            child.close()
            assert child.exitstatus == 0, child.exitstatus
            assert "\x1b[2K" not in child.before and " left" not in child.before, repr(
                child.before[-300:])
    finally:
        shutil.rmtree(home, ignore_errors=True)


def write_statement(home, lines):
    path = os.path.join(home, "bank.csv")
    with open(path, "w", encoding="utf-8") as out:
        out.write("Date,Description,Amount\n")
        for line in range(lines):
            day = f"2026-{1 + line % 12:02d}-{1 + line % 28:02d}"
            out.write(f"{day},SHOP {line % 97},-{1 + line % 500}.25\n")
    return path


def test_a_long_statement_shows_a_bar_and_a_pipe_sees_none(binary):
    home = tempfile.mkdtemp(prefix="ledgersh-pty-progress-")
    try:
        statement = write_statement(home, 30000)
        # No rule gives a category: every line is added marked needs-review.
        command = f"import statement {statement}"
        child = pexpect.spawn(
            binary, ["--db", os.path.join(home, "a.db"), "-c", command],
            env=private_env(home), encoding="utf-8", dimensions=(24, 100), timeout=180,
            cwd=home)
        child.expect(r"Importing [^\r\n]* [\d,]+/30,000")
        child.expect("Imported ")
        shown = child.before
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 0, child.exitstatus
        assert shown.endswith(ERASE), repr(shown[-200:])
        # Standard error piped: no bar anywhere.
        errors = os.path.join(home, "stderr.txt")
        child = pexpect.spawn(
            "/bin/sh", ["-c", f'exec "$0" --db "$1" -c "{command}" 2>"$2"', binary,
                        os.path.join(home, "b.db"), errors],
            env=private_env(home), encoding="utf-8", dimensions=(24, 100), timeout=180,
            cwd=home)
        child.expect(pexpect.EOF)
        terminal = child.before
        child.close()
        assert child.exitstatus == 0, (child.exitstatus, terminal)
        with open(errors, encoding="utf-8") as file:
            piped = file.read()
        for text in (terminal, piped):
            assert "\x1b[2K" not in text and "/s " not in text, repr(text[-300:])
        # Standard output is the terminal: the summary is shown there, wrapped to it.
        shown = " ".join(terminal.split())
        assert "30000 added, 30000 of them left for review" in shown, terminal[-300:]
    finally:
        shutil.rmtree(home, ignore_errors=True)
