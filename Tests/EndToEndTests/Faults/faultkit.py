"""Helpers for the fault tests: private homes, running ledgersh, reading ledgers."""
import hashlib
import os
import shutil
import stat
import sqlite3
import subprocess
import tempfile

from ledgersh_harness import private_env


class Home:
    """A private home folder whose ledger, history and startup file live inside it."""

    def __init__(self, binary, prefix="ledgersh-fault-", base=None):
        self.binary = binary
        self.path = tempfile.mkdtemp(prefix=prefix, dir=base)
        self.env = private_env(self.path)

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


def device(home, name):
    """A path to the character device /dev/NAME (null or full) for a test to write to.

    As root, a private copy made with mknod: an export that wrongly replaces its
    destination would otherwise replace the system's device (root may). Others get the
    system's device, which they cannot replace."""
    numbers = {"null": (1, 3), "full": (1, 7)}[name]
    if os.geteuid() != 0:
        return f"/dev/{name}"
    path = home.file(name)
    if not os.path.exists(path):
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(*numbers))
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


def fast_folder():
    """A folder on tmpfs when there is one (/dev/shm), so that kill tests spend their time
    in ledgersh rather than in fsync; None for the default temporary folder."""
    return "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None


def seeded_random(name):
    """A random generator seeded from FAULT_SEED (or the clock), printed so that a
    failing run can be repeated."""
    import random
    import time
    seed = int(os.environ.get("FAULT_SEED", time.time_ns() % 1_000_000))
    print(f"     {name}: FAULT_SEED={seed}", flush=True)
    return random.Random(seed)


def expect(condition, message):
    """Fails the test with `message` unless `condition` holds."""
    if not condition:
        raise AssertionError(message)
