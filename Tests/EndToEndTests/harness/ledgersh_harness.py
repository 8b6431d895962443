"""What the Python suites share: the terminal tests (PTY/run_pty_tests.py) and the fault
tests (Faults/run_fault_tests.py).

- `run_suite`: the runner. It runs every test_* function of the test_*.py files beside the
  suite's runner against the ledgersh binary given as its first argument, each once,
  reports each and the counts, and answers the exit status (1 if any failed).
- `private_env` and `seed`: a private home whose ledger, history, settings and plugins
  live inside it, so that no test reads or changes the user's."""
import importlib.util
import os
import pathlib
import subprocess
import sys
import time
import traceback


def private_env(home):
    """The environment of a ledgersh whose ledger, history and startup file live under
    `home`."""
    return {
        "HOME": home,
        "XDG_DATA_HOME": os.path.join(home, "data"),
        "XDG_STATE_HOME": os.path.join(home, "state"),
        "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "LC_ALL": "C.UTF-8",
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
    }


def seed(binary, home, lines, env=None):
    """Runs the command lines `lines` (as -c commands, in one process) on the default
    ledger of `home`; they must succeed."""
    arguments = [binary]
    for line in lines:
        arguments += ["-c", line]
    subprocess.run(arguments, env=env or private_env(home), check=True, capture_output=True,
                   cwd=home)


def run_suite(suite, runner, argv=None):
    """Runs the tests beside `runner` (the runner's __file__), as `suite` tests, with the
    command-line arguments `argv` (PATH-TO-LEDGERSH [NAME-FILTER]; default sys.argv).

    NAME-FILTER keeps the tests whose FILE.FUNCTION holds it, such as `test_keys` or
    `test_keys.test_ctrl_x`."""
    argv = sys.argv if argv is None else argv
    here = pathlib.Path(runner).resolve().parent
    if len(argv) < 2:
        print(f"usage: {pathlib.Path(runner).name} PATH-TO-LEDGERSH [NAME-FILTER]",
              file=sys.stderr)
        return 2
    binary = str(pathlib.Path(argv[1]).resolve())
    name_filter = argv[2] if len(argv) > 2 else ""
    sys.path.insert(0, str(here))
    passed, failed = 0, []
    for path in sorted(here.glob("test_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for name in sorted(dir(module)):
            test = f"{path.stem}.{name}"
            if not name.startswith("test_") or name_filter not in test:
                continue
            started = time.monotonic()
            try:
                getattr(module, name)(binary)
                passed += 1
                print(f"ok   {test} ({time.monotonic() - started:.1f}s)", flush=True)
            except Exception:  # noqa: BLE001 - report every failure, then go on
                failed.append(test)
                print(f"FAIL {test}", flush=True)
                traceback.print_exc()
    print(f"{suite} tests: {passed} passed, {len(failed)} failed")
    for test in failed:
        print(f"  failed: {test}")
    return 1 if failed else 0
