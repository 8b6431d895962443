"""Helpers for the fault tests: private homes, running ledgersh, reading ledgers."""
import hashlib
import os
import shutil
import sqlite3
import subprocess
import tempfile


class Home:
    """A private home folder whose ledger, history and startup file live inside it."""

    def __init__(self, binary, prefix="ledgersh-fault-"):
        self.binary = binary
        self.path = tempfile.mkdtemp(prefix=prefix)
        self.env = {
            "HOME": self.path,
            "XDG_DATA_HOME": os.path.join(self.path, "data"),
            "XDG_STATE_HOME": os.path.join(self.path, "state"),
            "XDG_CONFIG_HOME": os.path.join(self.path, "config"),
            "LC_ALL": "C.UTF-8",
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        }

    def __enter__(self):
        return self

    def __exit__(self, *_):
        shutil.rmtree(self.path, ignore_errors=True)

    def file(self, name):
        """The path of `name` inside the home."""
        return os.path.join(self.path, name)

    def write(self, name, text):
        """Writes `text` to `name` inside the home and answers its path."""
        path = self.file(name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        return path

    def run(self, *arguments, stdin=None, stdout=subprocess.PIPE, timeout=60, env=None, shell=False):
        """Runs ledgersh with `arguments`; answers the CompletedProcess (text)."""
        command = " ".join([self.binary, *arguments]) if shell else [self.binary, *arguments]
        return subprocess.run(
            command, input=stdin, stdout=stdout, stderr=subprocess.PIPE, text=True,
            env={**self.env, **(env or {})}, cwd=self.path, timeout=timeout, shell=shell)

    def seed_ledger(self, name="ledger.db", transactions=5):
        """Creates a ledger with one project and `transactions` purchases; answers its path."""
        path = self.file(name)
        lines = ["project add Seed", "use Seed"]
        lines += [f"tx add --source seed{i} --amount {i + 1}" for i in range(transactions)]
        result = self.run("--db", path, "-q", stdin="\n".join(lines) + "\n")
        assert result.returncode == 0, result.stderr
        return path


def digest(path):
    """The SHA-256 of a file's bytes."""
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def integrity(path):
    """`PRAGMA integrity_check` of a ledger (after recovering its -wal, as SQLite does)."""
    connection = sqlite3.connect(path)
    try:
        return connection.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        connection.close()


def sources(path):
    """The set of transaction sources stored in a ledger."""
    connection = sqlite3.connect(path)
    try:
        return {row[0] for row in connection.execute("SELECT source FROM transactions")}
    finally:
        connection.close()


def expect(condition, message):
    """Fails the test with `message` unless `condition` holds."""
    if not condition:
        raise AssertionError(message)
