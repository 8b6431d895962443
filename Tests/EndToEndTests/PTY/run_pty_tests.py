#!/usr/bin/env python3
"""Runs every test_* function in the test_*.py files beside this one against the
ledgersh binary given as the first argument, each under a real pseudo-terminal
(pexpect), and exits non-zero if any fails."""
import importlib.util
import pathlib
import sys
import traceback


def main() -> int:
    if len(sys.argv) < 2:
        print("usage: run_pty_tests.py PATH-TO-LEDGERSH [NAME-FILTER]", file=sys.stderr)
        return 2
    binary = str(pathlib.Path(sys.argv[1]).resolve())
    name_filter = sys.argv[2] if len(sys.argv) > 2 else ""
    here = pathlib.Path(__file__).parent
    sys.path.insert(0, str(here))
    passed, failed = 0, []
    for path in sorted(here.glob("test_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for name in sorted(dir(module)):
            if not name.startswith("test_") or name_filter not in name:
                continue
            try:
                getattr(module, name)(binary)
                passed += 1
                print(f"ok   {path.stem}.{name}")
            except Exception:  # noqa: BLE001 - report every failure, then go on
                failed.append(f"{path.stem}.{name}")
                print(f"FAIL {path.stem}.{name}")
                traceback.print_exc()
    print(f"pty tests: {passed} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
