"""Starts ledgersh under a pseudo-terminal with a private home, for the PTY tests."""
import atexit
import re
import shutil
import tempfile
import time

import pexpect
from ledgersh_harness import private_env, seed

__all__ = ["ANSI", "PROMPT", "Session", "display_width", "private_env", "seeded_home"]

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROMPT = "ledgersh"


class Session:
    """One ledgersh process on a pseudo-terminal of the given size."""

    def __init__(self, binary, home=None, columns=80, rows=24, args=None, env=None):
        self.own_home = home is None
        self.home = home or tempfile.mkdtemp(prefix="ledgersh-pty-")
        environment = {**private_env(self.home), "TERM": "xterm-256color", "PAGER": "cat"}
        environment.update(env or {})
        self.child = pexpect.spawn(
            binary, args or [], env=environment, encoding="utf-8",
            dimensions=(rows, columns), timeout=10, cwd=self.home)

    def expect_prompt(self):
        self.child.expect(r"ledgersh[^\n>]*> ")

    def send(self, text):
        self.child.send(text)

    def line(self, text):
        self.child.send(text + "\r")

    def expect(self, pattern):
        self.child.expect(pattern)
        return self.child

    def output_until_prompt(self):
        self.expect_prompt()
        return ANSI.sub("", self.child.before)

    def close(self):
        if self.child.isalive():
            # Let the line editor switch the terminal to raw mode before Ctrl-D,
            # or the terminal driver swallows it as an end-of-file mark.
            time.sleep(0.2)
            self.child.sendcontrol("d")
            self.child.expect(pexpect.EOF)
        self.child.close()
        return self.child.exitstatus

    def cleanup(self):
        if self.own_home:
            shutil.rmtree(self.home, ignore_errors=True)


def seeded_home(binary, lines, prefix="ledgersh-pty-"):
    """A private home whose default ledger has run the command lines `lines`."""
    home = tempfile.mkdtemp(prefix=prefix)
    # Shared by the shells a test starts in it: removed when the test run ends.
    atexit.register(shutil.rmtree, home, True)
    seed(binary, home, lines)
    return home


def display_width(text):
    """Terminal columns `text` takes: two for wide East Asian characters, else one."""
    import unicodedata
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1
               for c in ANSI.sub("", text) if unicodedata.category(c) != "Mn")
