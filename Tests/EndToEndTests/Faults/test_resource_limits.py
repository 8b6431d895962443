"""Resource limits end in a message and an exit status, never a crash or a wrong reason:
too few open files (`ulimit -n`), too little memory (`ulimit -v`) for a huge record."""
import json
import os
import resource
import signal

from faultkit import Home, expect


def limited(kind, value):
    """A preexec_fn that lowers the soft limit `kind` to `value` in the child."""
    def apply():
        _, hard = resource.getrlimit(kind)
        resource.setrlimit(kind, (value, hard))
    return apply


def run_limited(home, arguments, kind, value):
    """Runs ledgersh with one resource limit lowered; answers the CompletedProcess."""
    import subprocess
    return subprocess.run(
        [home.binary, *arguments], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=home.env, cwd=home.path, timeout=120, preexec_fn=limited(kind, value))


def test_too_few_open_files_is_named(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        exported = home.run("--db", ledger, "-c", "export --to all.json")
        expect(exported.returncode == 0, exported.stderr)
        fresh = home.file("fresh.db")
        imported = run_limited(
            home, ["--db", fresh, "-c", "import all.json"], resource.RLIMIT_NOFILE, 8)
        expect(imported.returncode == 3, f"status {imported.returncode}: {imported.stderr}")
        expect("too many open files" in imported.stderr, imported.stderr)
        expect("no such file" not in imported.stderr, imported.stderr)
        opened = run_limited(home, ["--db", ledger, "-c", "projects"], resource.RLIMIT_NOFILE, 5)
        expect(opened.returncode == 3, f"status {opened.returncode}: {opened.stderr}")
        expect("too many open files" in opened.stderr, opened.stderr)


def test_a_huge_note_without_memory_for_it_is_exit_3(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        exported = home.run("--db", ledger, "-c", "export --to all.json")
        expect(exported.returncode == 0, exported.stderr)
        with open(home.file("all.json")) as handle:
            text = handle.read()
        note = "n" * 16_000_000
        huge = text.replace('"notes":""', '"notes":"' + note + '"', 1)
        expect(huge != text, "no notes to fill")
        with open(home.file("huge.json"), "w") as handle:
            handle.write(huge)
        fresh = home.file("fresh.db")
        result = run_limited(
            home, ["--db", fresh, "-c", "import huge.json"], resource.RLIMIT_AS, 130_000 * 1024)
        expect(result.returncode != -signal.SIGILL, f"killed by SIGILL: {result.stderr[-300:]}")
        expect(result.returncode == 3, f"status {result.returncode}: {result.stderr[-300:]}")
        expect("not enough memory" in result.stderr, result.stderr[-300:])
        expect("nothing was imported" in result.stderr, result.stderr[-300:])


def test_a_huge_csv_without_memory_for_it_is_exit_3(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        with open(home.file("huge.csv"), "w") as handle:
            handle.write("name,notes\nSofa," + "n" * 16_000_000 + "\n")
        result = run_limited(
            home, ["--db", ledger, "-c", "use Seed", "-c", "import huge.csv"],
            resource.RLIMIT_AS, 130_000 * 1024)
        expect(result.returncode == 3, f"status {result.returncode}: {result.stderr[-300:]}")
        expect("not enough memory to read" in result.stderr, result.stderr[-300:])
        expect("nothing was imported" in result.stderr, result.stderr[-300:])
        after = home.run("--db", ledger, "-c", "items --format jsonl")
        expect(after.stdout.count("\n") == 0, f"items were imported: {after.stdout[:200]}")
