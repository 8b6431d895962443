#!/usr/bin/env python3
"""Runs every test_* function in the test_*.py files beside this one against the
ledgersh binary given as the first argument, and exits non-zero if any fails:
run_fault_tests.py PATH-TO-LEDGERSH [FILTER].

These are the fault tests (`make test-faults`): kill -9 mid-script, a full disk,
concurrent writers, damaged ledger files, hostile destinations and closed pipes. Each
test works in a private temporary home and never touches the user's ledger."""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "harness"))

from ledgersh_harness import run_suite  # noqa: E402

if __name__ == "__main__":
    sys.exit(run_suite("fault", __file__))
