#!/usr/bin/env python3
"""Runs every test_* function in the test_*.py files beside this one against the
ledgersh binary given as the first argument, and exits non-zero if any fails.

These are the fault tests (`make test-faults`): kill -9 mid-script, a full disk,
concurrent writers, damaged ledger files, hostile destinations and closed pipes. Each
test works in a private temporary home and never touches the user's ledger."""
import importlib.util
import pathlib
import sys
import time
import traceback


def main() -> int:
    if len(sys.argv) < 2:
        print("usage: run_fault_tests.py PATH-TO-LEDGERSH [NAME-FILTER]", file=sys.stderr)
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
            if not name.startswith("test_") or name_filter not in f"{path.stem}.{name}":
                continue
            started = time.monotonic()
            try:
                getattr(module, name)(binary)
                passed += 1
                print(f"ok   {path.stem}.{name} ({time.monotonic() - started:.1f}s)", flush=True)
            except Exception:  # noqa: BLE001 - report every failure, then go on
                failed.append(f"{path.stem}.{name}")
                print(f"FAIL {path.stem}.{name}", flush=True)
                traceback.print_exc()
    print(f"fault tests: {passed} passed, {len(failed)} failed")
    for name in failed:
        print(f"  failed: {name}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
