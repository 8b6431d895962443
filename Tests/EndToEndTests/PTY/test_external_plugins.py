#!/usr/bin/env python3
"""Pseudo-terminal tests of external plugins: Tab completes a plugin command's name, its
options and their values (a fixed list, and a built-in source by name) like a built-in
command's. Run alone: run_pty_tests.py PATH-TO-LEDGERSH external."""
import os
import pathlib
import shutil
import sys
import time

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


FLOOD = r"""#!/bin/sh
while IFS= read -r line; do
  case $line in
  '{"hello":'*) echo '{"hello":{"protocol":1,"name":"flood","version":"1"}}' ;;
  '{"describe":'*) echo '{"commands":[{"name":"flood","summary":"Never reads"}]}' ;;
  '{"run":'*)
    echo $$ > "$HOME/flood.pid"
    i=1
    while [ $i -le 400 ]; do echo "{\"call\":{\"id\":$i,\"command\":\"export\"}}"; i=$((i+1)); done
    sleep 60 ;;
  esac
done
"""


def test_ctrl_c_interrupts_a_plugin_that_stopped_reading(binary):
    """Ctrl-C at the prompt's command ends a write to a plugin whose input is full (it was
    ignored: ledgersh blocked in write() for good), and the session goes on."""
    home = ptyshell.seeded_home(
        binary, ["project add 'Smith Residence'", "item add Sofa --project 'Smith Residence'"],
        "ledgersh-pty-flood-")
    folder = os.path.join(home, "data", "ledgersh", "plugins")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "ledgersh-flood")
    with open(path, "w") as script:
        script.write(FLOOD)
    os.chmod(path, 0o755)
    s = Session(binary, home=home, columns=100)
    try:
        s.expect_prompt()
        s.line("set plugin-timeout 60")
        s.expect_prompt()
        s.line("flood")
        pid_file = os.path.join(home, "flood.pid")
        for _ in range(100):
            if os.path.exists(pid_file):
                break
            time.sleep(0.1)
        time.sleep(1.0)                             # the host is writing into a full pipe
        s.child.sendintr()
        s.child.timeout = 5
        out = s.output_until_prompt()
        assert "interrupted" in out, out
        s.line("echo still here")
        assert "still here" in s.output_until_prompt()
    finally:
        s.close()
        shutil.rmtree(home, ignore_errors=True)


def test_a_plugin_installed_while_a_session_runs_is_found_on_first_use(binary):
    # Issue 54: a plugin copied into the folder after the session started was not found
    # ("'vendor' has no subcommand 'report'") until the next session.
    home = ptyshell.seeded_home(
        binary, ["project add 'Smith Residence'", "tx add --project 'Smith Residence'"
                 " --source 'West Elm' --amount 300"], "ledgersh-pty-external-late-")
    s = Session(binary, home=home, columns=100)
    try:
        s.expect_prompt()
        folder = os.path.join(home, "data", "ledgersh", "plugins")
        os.makedirs(folder, exist_ok=True)
        shutil.copy(EXAMPLES / "ledgersh-vendors", folder)
        s.line("vendor report --format csv")
        out = s.output_until_prompt()
        assert "vendor,total" in out and "West Elm,300.00" in out, out
        assert "no subcommand" not in out, out
        # A word that names nothing still says so, after the plugins were looked for.
        s.line("vendor reprot")
        out = s.output_until_prompt()
        assert "no subcommand 'reprot'" in out, out
        assert s.close() == 0
    finally:
        s.cleanup()
