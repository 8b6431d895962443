#!/usr/bin/env python3
"""Pseudo-terminal tests of external plugins: Tab completes a plugin command's name, its
options and their values (a fixed list, and a built-in source by name) like a built-in
command's. Run alone: run_pty_tests.py PATH-TO-LEDGERSH external."""
import os
import pathlib
import shutil
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import ptyshell  # noqa: E402
from ptyshell import Session  # noqa: E402

EXAMPLES = pathlib.Path(__file__).resolve().parents[3] / "plugins" / "examples"


def home_with_vendors(binary):
    """A private home with two projects and the vendors example in its plugins folder."""
    home = ptyshell.seeded_home(
        binary, ["project add 'Smith Residence'", "project add 'Jones Loft'"],
        "ledgersh-pty-external-")
    folder = os.path.join(home, "data", "ledgersh", "plugins")
    os.makedirs(folder, exist_ok=True)
    shutil.copy(EXAMPLES / "ledgersh-vendors", folder)
    return home


def test_tab_completes_a_plugin_commands_options(binary):
    home = home_with_vendors(binary)
    s = Session(binary, home=home, columns=100)
    try:
        s.expect_prompt()
        s.send("vendor rep\t")                      # the command's second word
        s.expect("ort ")
        s.send("--\t\t")                            # its options, listed
        s.expect("--project")
        s.expect("--sort")
        s.expect("--top")
        s.expect("vendor report --")                # the line again, under the list
        s.send("so\t")                              # completes to --sort
        s.expect("rt ")
        s.send("n\t")                               # a fixed list of values
        s.expect("ame ")
        s.send("--project Jo\t")                    # the built-in projects source, by name
        s.expect("Jones Loft' ")
        s.send("\r")
        out = s.output_until_prompt()
        assert "No transactions yet." in out, out
    finally:
        s.close()
        shutil.rmtree(home, ignore_errors=True)
