"""Damaged ledger files: exit 3, a clear message, and the file left byte for byte as it
was (no repair attempt, no -wal or -shm left beside it)."""
import os
import sqlite3

from faultkit import Home, digest, expect


def checkpointed_ledger(home, name):
    """A ledger of a few hundred rows, all in the main file (no -wal)."""
    path = home.file(name)
    seeded = home.run("--db", path, "-q", "-c", "demo --projects 3 --items 300 --transactions 200")
    expect(seeded.returncode == 0, seeded.stderr)
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    return path


def expect_refused(home, path, phrase, untouched=True):
    before = digest(path)
    siblings = set(os.listdir(os.path.dirname(path)))
    for command in ("projects", "export", "project add New"):
        result = home.run("--db", path, "-c", command)
        expect(result.returncode == 3, f"{command}: status {result.returncode}: {result.stderr}")
        expect(phrase in result.stderr, f"{command}: {result.stderr}")
        expect(result.stderr.count("\n") <= 2, f"one clear message, not {result.stderr!r}")
    if untouched:
        expect(digest(path) == before, "the damaged file was changed")
        expect(set(os.listdir(os.path.dirname(path))) == siblings, "files were left beside it")


def test_a_truncated_ledger_is_refused_untouched(binary):
    with Home(binary) as home:
        path = checkpointed_ledger(home, "truncated.db")
        size = os.path.getsize(path)
        with open(path, "r+b") as handle:
            handle.truncate(size // 2)
        expect_refused(home, path, "is damaged and cannot be read as a ledger")


def test_a_ledger_with_garbage_pages_is_refused_and_not_repaired(binary):
    with Home(binary) as home:
        path = checkpointed_ledger(home, "garbage.db")
        garbage = os.urandom(4096 * 8)
        with open(path, "r+b") as handle:
            handle.seek(4096)
            handle.write(garbage)
        # Damage past the header is found when a command reads it, after the open: by then
        # GRDB has created the -wal with a probe write (CREATE/DROP TABLE grdb_issue_102),
        # which touches page 1 and the end of the file. The damaged pages stay as they were.
        expect_refused(home, path, "is damaged and cannot be read as a ledger", untouched=False)
        with open(path, "rb") as handle:
            handle.seek(4096)
            expect(handle.read(len(garbage)) == garbage, "the damaged pages were rewritten")


def test_a_ledger_with_a_damaged_header_is_refused_untouched(binary):
    with Home(binary) as home:
        path = checkpointed_ledger(home, "header.db")
        with open(path, "r+b") as handle:
            handle.seek(0)
            handle.write(b"SQLite format 9\x00")
        expect_refused(home, path, "is not a ledgersh database")


def test_a_file_cut_inside_its_header_is_refused_untouched(binary):
    with Home(binary) as home:
        path = checkpointed_ledger(home, "stub.db")
        with open(path, "r+b") as handle:
            handle.truncate(50)
        expect_refused(home, path, "is not a ledgersh database")
