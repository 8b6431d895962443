#!/usr/bin/env python3
"""Pseudo-terminal tests of groups: the prompt shows an open group, commit and rollback
close it, and leaving the session with a group open rolls it back and says so.
Run alone: run_pty_tests.py PATH-TO-LEDGERSH test_groups."""
import pathlib
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import pexpect  # noqa: E402

import ptyshell  # noqa: E402
from ptyshell import ANSI, Session  # noqa: E402


def test_prompt_shows_an_open_group_and_leaving_rolls_it_back(binary):
    home = ptyshell.seeded_home(
        binary, ["project add 'Smith Residence'"], "ledgersh-pty-groups-")
    s = Session(binary, home=home, columns=80, args=["--no-restore"], env={"NO_COLOR": "1"})
    try:
        s.expect_prompt()
        s.line("use 'Smith Residence'")
        s.expect(r"ledgersh Smith Residence> ")
        s.line("begin")
        s.expect("Began a group")
        s.expect(r"ledgersh Smith Residence \(group\)> ")
        s.line("tx add --source 'Lamps Plus' --amount 120")
        s.expect("Added purchase #1")
        s.expect(r"ledgersh Smith Residence \(group\)> ")
        s.line("commit")
        s.expect("Committed 1 command as one change")
        s.expect(r"ledgersh Smith Residence> ")
        s.line("begin")
        s.expect(r"\(group\)> ")
        s.line("project add Scratch")
        s.expect("Added project")
        s.expect(r"\(group\)> ")
        time.sleep(0.2)
        s.child.sendcontrol("d")
        s.child.expect(pexpect.EOF)
        said = ANSI.sub("", s.child.before)
        assert "the session ended with a group open: rolled back 1 command" in said, said
        s.child.close()
        listed = subprocess.run(
            [binary, "-c", "projects --format tsv"], env=ptyshell.private_env(home),
            capture_output=True, text=True, cwd=home, check=True).stdout
        assert "Scratch" not in listed and "Smith Residence" in listed, listed
        journal = subprocess.run(
            [binary, "-c", "journal --format tsv"], env=ptyshell.private_env(home),
            capture_output=True, text=True, cwd=home, check=True).stdout
        assert "Scratch" not in journal, journal
    finally:
        s.cleanup()
        subprocess.run(["rm", "-rf", home], check=False)


def test_ctrl_c_inside_a_group_takes_back_that_command_alone(binary):
    """Ctrl-C on a long command inside a group rolls back that command, not the group:
    the prompt still shows the group, and commit keeps what came before (and counts only
    it, not the rows of the bulk load that was taken back)."""
    home = ptyshell.seeded_home(binary, [], "ledgersh-pty-groups-")
    s = Session(binary, home=home, columns=80, args=["--no-restore"], env={"NO_COLOR": "1"})
    try:
        s.expect_prompt()
        s.line("begin")
        s.expect(r"\(group\)> ")
        s.line("project add 'Keep 保留'")
        s.expect("Added project")
        s.expect(r"\(group\)> ")
        s.line("demo --items 300000")
        s.expect("Building a demo")
        time.sleep(0.5)
        s.child.sendcontrol("c")
        # Said at once, while the demo goes on to its end (a write cannot be stopped without
        # losing the group).
        s.child.expect(r"interrupt: the command runs to its end", timeout=2)
        assert "interrupted:" not in s.child.before, s.child.before
        s.child.expect(
            r"interrupted: 'demo --items 300000' was rolled back; the group stays open",
            timeout=180)
        s.expect(r"ledgersh \(group\)> ")
        s.line("commit")
        s.expect(r"Committed 1 command as one change #\d+ \(\+1 project\);")
        s.expect(r"ledgersh> ")
        s.line("exit")
        s.child.expect(pexpect.EOF)
        s.child.close()
        listed = subprocess.run(
            [binary, "-c", "projects --format tsv"], env=ptyshell.private_env(home),
            capture_output=True, text=True, cwd=home, check=True).stdout
        assert "Keep 保留" in listed and "Smith Residence" not in listed, listed
    finally:
        s.cleanup()
        subprocess.run(["rm", "-rf", home], check=False)


def test_ctrl_c_inside_a_group_keeps_what_changed_nothing(binary):
    """An export stopped with Ctrl-C inside a group has nothing to take back: it ends, says
    what it wrote, and the group keeps what came before."""
    home = ptyshell.seeded_home(binary, ["demo --items 100000"], "ledgersh-pty-groups-")
    s = Session(binary, home=home, columns=80, args=["--no-restore"], env={"NO_COLOR": "1"})
    try:
        s.expect_prompt()
        s.line("begin")
        s.expect(r"\(group\)> ")
        s.line("project add 'Keep 保留'")
        s.expect(r"\(group\)> ")
        s.line("export items --to items.csv")
        time.sleep(0.1)
        s.child.sendcontrol("c")
        s.child.expect(r"Exported items as CSV \(\d+ items\) to items.csv", timeout=120)
        s.expect(r"ledgersh \(group\)> ")
        s.line("commit")
        s.expect(r"Committed 1 command as one change #\d+ \(\+1 project\);")
        s.line("exit")
        s.child.expect(pexpect.EOF)
    finally:
        s.cleanup()
        subprocess.run(["rm", "-rf", home], check=False)
