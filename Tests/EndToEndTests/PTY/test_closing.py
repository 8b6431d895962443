#!/usr/bin/env python3
"""Pseudo-terminal tests of leaving an interactive session: after quit, Ctrl-D or
SIGTERM, the ledger file alone (without its -wal file) holds every change, so a user who
copies just ledger.db has everything."""
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile

import pexpect

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from ptyshell import Session  # noqa: E402


def projects_in_file_alone(home):
    """The project names that a copy of ledger.db, without its -wal file, holds."""
    ledger = os.path.join(home, "data", "ledgersh", "ledger.db")
    folder = tempfile.mkdtemp(prefix="ledgersh-pty-copy-")
    try:
        copy = os.path.join(folder, "ledger.db")
        shutil.copyfile(ledger, copy)
        result = subprocess.run(
            ["sqlite3", copy, "SELECT group_concat(name, ',') FROM projects"],
            capture_output=True, text=True, check=True)
        return result.stdout.strip()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def leave_and_check(binary, leave):
    session = Session(binary, env={"NO_COLOR": "1"})
    try:
        session.expect_prompt()
        session.line("project add Loft")
        session.expect("Added project")
        session.expect_prompt()
        leave(session)
        assert projects_in_file_alone(session.home) == "Loft", "ledger.db alone lacks Loft"
    finally:
        session.cleanup()


def test_quit_leaves_the_ledger_file_complete(binary):
    def leave(session):
        session.line("quit")
        session.child.expect(pexpect.EOF)
        session.child.close()
    leave_and_check(binary, leave)


def test_ctrl_d_leaves_the_ledger_file_complete(binary):
    leave_and_check(binary, lambda session: session.close())


def test_sigterm_leaves_the_ledger_file_complete(binary):
    def leave(session):
        session.child.kill(signal.SIGTERM)
        session.child.expect(pexpect.EOF)
        session.child.close()
        assert session.child.exitstatus == 128 + signal.SIGTERM, session.child.exitstatus
    leave_and_check(binary, leave)
