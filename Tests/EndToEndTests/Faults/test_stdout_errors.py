"""Issue 12 §6: a failed write to standard output is an error, never ignored.

A full disk (`>/dev/full`) ends the session with status 1 and one line on stderr; a
reader that goes away (`| head -1`) stops the script quietly with status 141, as SIGPIPE
would. Either way nothing after the failed write runs."""
import subprocess

from faultkit import Home, device, expect, sources

FULL_MESSAGE = "ledgersh: error: cannot write to standard output: No space left on device\n"


def test_full_stdout_is_one_error_line_and_status_1(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        with open(device(home, "full"), "w") as full:
            result = home.run(
                "--db", ledger, "-c", "projects", "-c", "tx add --project Seed --source late --amount 1",
                stdout=full)
        expect(result.returncode == 1, f"status {result.returncode}: {result.stderr}")
        expect(result.stderr == FULL_MESSAGE, repr(result.stderr))
        expect("late" not in sources(ledger), "the command after the failed write ran")


def test_keep_going_does_not_go_on_after_a_failed_write(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        script = home.write("s.lsh", "echo one\necho two\ntx add --project Seed --source late --amount 1\n")
        with open(device(home, "full"), "w") as full:
            result = home.run("--db", ledger, "--keep-going", "-f", script, stdout=full)
        expect(result.returncode == 1, f"status {result.returncode}")
        expect(result.stderr == FULL_MESSAGE, repr(result.stderr))
        expect("late" not in sources(ledger), "--keep-going went on after stdout failed")


def test_export_to_full_stdout_is_status_1_not_3(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        with open(device(home, "full"), "w") as full:
            result = home.run("--db", ledger, "-c", "export", stdout=full)
        expect(result.returncode == 1, f"status {result.returncode}: {result.stderr}")
        expect(result.stderr == FULL_MESSAGE, repr(result.stderr))


def closed_pipe_run(home, arguments):
    """Runs ledgersh with stdout into a pipe whose reader leaves after one line."""
    process = subprocess.Popen(
        [home.binary, *arguments], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL, env=home.env, cwd=home.path)
    first = process.stdout.readline()
    process.stdout.close()
    errors = process.stderr.read().decode()
    status = process.wait(timeout=60)
    return first, errors, status


def test_closed_pipe_stops_the_script_quietly_with_141(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        # Far more than a pipe holds (64 KiB), then a change that must never happen.
        lines = [f"echo line {i} {'x' * 60}" for i in range(4000)]
        lines.append("tx add --project Seed --source late --amount 1")
        script = home.write("big.lsh", "\n".join(lines) + "\n")
        first, errors, status = closed_pipe_run(home, ["--db", ledger, "-f", script])
        expect(first.startswith(b"line 0 "), repr(first))
        expect(status == 141, f"status {status}")
        expect(errors == "", f"a closed pipe is not an error to report: {errors!r}")
        expect("late" not in sources(ledger), "the script went on after its reader left")


def test_export_into_a_closed_pipe_is_141(binary):
    with Home(binary) as home:
        ledger = home.file("big.db")
        seeded = home.run("--db", ledger, "-q", "-c", "demo --projects 2 --items 3000 --transactions 1000")
        expect(seeded.returncode == 0, seeded.stderr)
        first, errors, status = closed_pipe_run(
            home, ["--db", ledger, "-c", "export", "-c", "project add Late"])
        expect(first == b"{\n", repr(first))
        expect(status == 141, f"status {status}: {errors}")
        expect(errors == "", repr(errors))
        after = home.run("--db", ledger, "-c", "projects --format csv")
        expect("Late" not in after.stdout, "the command after the broken export ran")


def test_version_and_help_into_a_full_stdout_are_status_1(binary):
    with Home(binary) as home:
        for option in ("--version", "--help"):
            with open(device(home, "full"), "w") as full:
                result = home.run(option, stdout=full)
            expect(result.returncode == 1, f"{option}: status {result.returncode}")
            expect(result.stderr == FULL_MESSAGE, repr(result.stderr))
