"""Issue 12 §7: one table of exit codes — 0 ok, 1 a command failed, 2 usage, 3 the
ledger cannot be opened or written, 130 interrupted."""
import os
import signal
import subprocess
import time

from faultkit import Home, device, expect


def test_usage_errors_are_2(binary):
    with Home(binary) as home:
        unknown = home.run("--frobnicate")
        expect(unknown.returncode == 2, f"unknown option: {unknown.returncode}")
        missing = home.run("-c", "echo before", "-f", "missing.lsh")
        expect(missing.returncode == 2, f"missing -f file: {missing.returncode}")
        expect(missing.stdout == "", "nothing runs before a script that cannot start")
        expect("no such script file: missing.lsh" in missing.stderr, missing.stderr)
        os.mkdir(home.file("folder.lsh"))
        folder = home.run("-f", "folder.lsh")
        expect(folder.returncode == 2, f"-f FOLDER: {folder.returncode}")
        expect("folder.lsh is a folder, not a script" in folder.stderr, folder.stderr)
        with open(home.file("latin1.lsh"), "wb") as handle:
            handle.write(b"echo before\necho caf\xe9\n")
        latin1 = home.run("-f", "latin1.lsh")
        expect(latin1.returncode == 2, f"-f with a line not UTF-8: {latin1.returncode}")
        expect(latin1.stdout == "", "no line of a script that is not text runs")
        expect("latin1.lsh:2: error: the line is not UTF-8 text; nothing ran"
               in latin1.stderr, latin1.stderr)
        # Found before anything runs: no -c before it, nor a script before it.
        with open(home.file("ok.lsh"), "w") as handle:
            handle.write("project add Before\n")
        first = home.run("-c", "project add First", "-f", "ok.lsh", "-f", "latin1.lsh")
        expect(first.returncode == 2, f"a later -f that is not text: {first.returncode}")
        listed = home.run("-c", "projects --format csv")
        expect("First" not in listed.stdout and "Before" not in listed.stdout, listed.stdout)
        command = home.run("projects")
        expect(command.returncode == 2, f"a positional that is no script: {command.returncode}")
        expect("no such script file: projects" in command.stderr, command.stderr)
        expect("ledgersh -c 'projects'" in command.stderr, "the hint names -c")


def test_a_positional_script_runs_like_dash_f(binary):
    with Home(binary) as home:
        script = home.write("hello.lsh", "echo hello\nbogus\n")
        result = home.run("hello.lsh")
        expect(result.stdout == "hello\n", repr(result.stdout))
        expect(result.stderr.startswith("hello.lsh:2: error: unknown command 'bogus'"), result.stderr)
        expect(result.returncode == 2, f"status {result.returncode}")
        ok = home.write("ok.lsh", "echo fine\n")
        expect(home.run(ok, "ignored", "words").returncode == 0, "words after the script")


def test_a_failed_command_is_1_and_a_bad_ledger_is_3(binary):
    with Home(binary) as home:
        failed = home.run("-c", "use Nowhere")
        expect(failed.returncode == 1, f"failed command: {failed.returncode}")
        home.write("garbage.db", "not a database at all, just text\n" * 10)
        garbage = home.run("--db", "garbage.db", "-c", "projects")
        expect(garbage.returncode == 3, f"not a ledger: {garbage.returncode}")
        expect("is not a ledgersh database" in garbage.stderr, garbage.stderr)


def test_export_to_dev_full_is_1(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        full = device(home, "full")
        result = home.run("--db", ledger, "-c", f"export --to {full}")
        expect(result.returncode == 1, f"status {result.returncode}: {result.stderr}")
        expect(f"cannot write the export to '{full}': No space left on device" in result.stderr,
               result.stderr)
        expect(os.path.exists(full) and not os.path.isfile(full), f"{full} replaced")


def test_a_failing_startup_file_names_its_line_and_stops(binary):
    with Home(binary) as home:
        init = home.write("config/ledgersh/init.lsh", "set format json\nbogus-setting on\n")
        result = home.run("-c", "project add Never")
        expect(result.returncode == 2, f"status {result.returncode}")
        expect(result.stderr.startswith(f"{init}:2: error: unknown command 'bogus-setting'"),
               result.stderr)
        expect("the startup file" in result.stderr and "--no-init" in result.stderr, result.stderr)
        skipped = home.run("--no-init", "-c", "projects --format csv")
        expect(skipped.returncode == 0, skipped.stderr)
        expect("Never" not in skipped.stdout, "the session ran after its startup file failed")


def test_interrupted_is_130(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        script = home.write("slow.lsh", "demo --projects 20 --items 200000 --transactions 200000\n")
        # Ctrl-C's default action, whatever the test runner inherited: a shell without job
        # control starts its background commands with SIGINT ignored, and so would ledgersh.
        process = subprocess.Popen(
            [binary, "--db", ledger, "-f", script], stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE, env=home.env, cwd=home.path,
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        time.sleep(1.0)
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=60)
        # Killed by SIGINT, which a shell reports as $? = 130; or exit(130) itself.
        expect(process.returncode in (-signal.SIGINT, 130), f"status {process.returncode}")
