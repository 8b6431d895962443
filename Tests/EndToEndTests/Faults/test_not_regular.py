"""Issue 12 §15: files that are not regular files.

Scripts come from anything readable (/dev/null, a pipe, a FIFO); the ledger and
attachments must be regular files, and anything else is refused at once, never waited
on; the 25 MiB attachment limit is checked before copying; attachments are stored 0600."""
import os
import stat
import subprocess
import threading
import time

from faultkit import Home, device, expect

PDF = b"%PDF-1.4\n% a tiny receipt\n"


def test_scripts_come_from_anything_readable(binary):
    with Home(binary) as home:
        empty = home.run("-f", "/dev/null")
        expect(empty.returncode == 0 and empty.stderr == "", f"-f /dev/null: {empty.stderr}")
        piped = subprocess.run(
            ["bash", "-c", f"{binary} -f <(printf 'echo from a pipe\\n')"],
            capture_output=True, text=True, env=home.env, cwd=home.path, timeout=30)
        expect(piped.returncode == 0, piped.stderr)
        expect(piped.stdout == "from a pipe\n", repr(piped.stdout))
        fifo = home.file("script.fifo")
        os.mkfifo(fifo)

        def writer():
            with open(fifo, "w") as handle:
                handle.write("echo from a fifo\n")
        thread = threading.Thread(target=writer, daemon=True)
        thread.start()
        result = home.run("-f", fifo, timeout=30)
        thread.join(timeout=10)
        expect(result.returncode == 0, result.stderr)
        expect(result.stdout == "from a fifo\n", repr(result.stdout))


def test_an_endless_script_is_refused_not_read_until_memory_runs_out(binary):
    """`-f /dev/zero` and `< /dev/zero` read until the machine ran out of memory (12 GB in
    20 s): a script file holds at most 256 MiB, a piped line at most 16 MiB."""
    with Home(binary) as home:
        script = home.run("-f", "/dev/zero", timeout=60)
        expect(script.returncode == 2, f"-f /dev/zero: {script.returncode}")
        expect("/dev/zero holds more than 256 MiB: too much for a script" in script.stderr,
               script.stderr)
        with open("/dev/zero", "rb") as zeros:
            piped = subprocess.run(
                [binary], stdin=zeros, capture_output=True, text=True, env=home.env,
                cwd=home.path, timeout=60)
        expect(piped.returncode == 2, f"< /dev/zero: {piped.returncode}")
        expect("<stdin>:1: error: the line is longer than 16 MiB; nothing after it ran"
               in piped.stderr, piped.stderr)
        long_line = "echo one\n" + "x" * (17 << 20) + "\necho never\n"
        result = home.run(stdin=long_line, timeout=60)
        expect(result.returncode == 2, f"a 17 MiB line: {result.returncode}")
        expect(result.stdout == "one\n", repr(result.stdout[:100]))
        expect("<stdin>:2: error: the line is longer than 16 MiB" in result.stderr, result.stderr)


def test_a_ledger_that_is_no_regular_file_is_refused_at_once(binary):
    with Home(binary) as home:
        fifo = home.file("ledger.fifo")
        os.mkfifo(fifo)
        started = time.monotonic()
        result = home.run("--db", fifo, "-c", "projects", timeout=20)
        expect(time.monotonic() - started < 10, "waited on the FIFO")
        expect(result.returncode == 3, f"status {result.returncode}")
        expect("is a FIFO (named pipe), not a ledger file" in result.stderr, result.stderr)
        expect(stat.S_ISFIFO(os.stat(fifo).st_mode), "the FIFO was replaced")
        null = device(home, "null")
        refused = home.run("--db", null, "-c", "projects")
        expect(refused.returncode == 3, f"--db {null}: {refused.returncode}")
        expect("is a character device" in refused.stderr, refused.stderr)


def test_receipts_that_are_no_regular_files_are_refused_at_once(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        fifo = home.file("receipt.pdf")
        os.mkfifo(fifo)
        os.symlink("/dev/zero", home.file("zero.pdf"))
        for name, phrase in (("receipt.pdf", "a FIFO (named pipe)"), ("zero.pdf", "a character device")):
            started = time.monotonic()
            result = home.run(
                "--db", ledger, "-c", f"tx add --project Seed --source Shop --amount 5 --receipt {name}",
                timeout=30)
            expect(time.monotonic() - started < 10, f"{name}: waited")
            expect(result.returncode == 1, f"{name}: status {result.returncode}")
            expect(f"cannot attach '{name}': it is {phrase}; only regular files" in result.stderr,
                   result.stderr)
        txs = home.run("--db", ledger, "-c", "txs --project Seed --format csv")
        expect("Shop" not in txs.stdout, "a refused receipt left its transaction behind")


def test_the_size_limit_is_checked_before_copying(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        big = home.file("huge.pdf")
        with open(big, "wb") as handle:
            handle.truncate(3 * 1024 * 1024 * 1024)  # 3 GB, sparse: costs no disk
        started = time.monotonic()
        result = home.run("--db", ledger, "-c", "attach huge.pdf --to tx 1")
        elapsed = time.monotonic() - started
        expect(result.returncode == 1, f"status {result.returncode}")
        expect("it is 3072.0 MiB, and files over 25 MiB cannot be attached" in result.stderr,
               result.stderr)
        expect(elapsed < 5, f"took {elapsed:.1f}s: the file was read before the check")
        for root, _, files in os.walk(home.path):
            for name in files:
                expect(not name.endswith(".partial"), f"left {os.path.join(root, name)}")


def test_attachments_are_stored_0600(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        receipt = home.file("open.pdf")
        with open(receipt, "wb") as handle:
            handle.write(PDF)
        os.chmod(receipt, 0o644)
        result = subprocess.run(
            [binary, "--db", ledger, "-c", "attach open.pdf --to tx 1"],
            capture_output=True, text=True, env=home.env, cwd=home.path,
            preexec_fn=lambda: os.umask(0))
        expect(result.returncode == 0, result.stderr)
        stored = []
        for root, _, files in os.walk(home.path):
            stored += [os.path.join(root, f) for f in files if f.endswith(".pdf") and "attachments" in root]
        expect(len(stored) == 1, f"stored copies: {stored}")
        expect(stat.S_IMODE(os.stat(stored[0]).st_mode) == 0o600, oct(os.stat(stored[0]).st_mode))
        with open(stored[0], "rb") as handle:
            expect(handle.read() == PDF, "the copy differs from the original")
