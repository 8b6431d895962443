"""Starts ledgersh under a pseudo-terminal with a private home, for the PTY tests."""
import atexit
import os
import re
import shutil
import subprocess
import tempfile
import time

import pexpect

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROMPT = "ledgersh"


class Session:
    """One ledgersh process on a pseudo-terminal of the given size."""

    def __init__(self, binary, home=None, columns=80, rows=24, args=None, env=None):
        self.own_home = home is None
        self.home = home or tempfile.mkdtemp(prefix="ledgersh-pty-")
        environment = {
            "HOME": self.home,
            "XDG_DATA_HOME": os.path.join(self.home, "data"),
            "XDG_STATE_HOME": os.path.join(self.home, "state"),
            "XDG_CONFIG_HOME": os.path.join(self.home, "config"),
            "LC_ALL": "C.UTF-8",
            "TERM": "xterm-256color",
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "PAGER": "cat",
        }
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


def private_env(home):
    """The environment of a session whose ledger, history and startup file live under
    `home`."""
    return {
        "HOME": home,
        "XDG_DATA_HOME": os.path.join(home, "data"),
        "XDG_STATE_HOME": os.path.join(home, "state"),
        "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "LC_ALL": "C.UTF-8",
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
    }


def seeded_home(binary, seed, prefix="ledgersh-pty-"):
    """A private home whose default ledger has run the command lines of `seed`."""
    home = tempfile.mkdtemp(prefix=prefix)
    # Shared by the shells a test starts in it: removed when the test run ends.
    atexit.register(shutil.rmtree, home, True)
    arguments = [binary]
    for line in seed:
        arguments += ["-c", line]
    subprocess.run(arguments, env=private_env(home), check=True, capture_output=True, cwd=home)
    return home


def display_width(text):
    """Terminal columns `text` takes: two for wide East Asian characters, else one."""
    import unicodedata
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1
               for c in ANSI.sub("", text) if unicodedata.category(c) != "Mn")
