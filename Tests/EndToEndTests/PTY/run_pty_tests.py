#!/usr/bin/env python3
"""Runs every test_* function in the test_*.py files beside this one against the
ledgersh binary given as the first argument, each under a real pseudo-terminal
(pexpect), and exits non-zero if any fails: run_pty_tests.py PATH-TO-LEDGERSH [FILTER]."""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "harness"))

from ledgersh_harness import run_suite  # noqa: E402

if __name__ == "__main__":
    sys.exit(run_suite("pty", __file__))
