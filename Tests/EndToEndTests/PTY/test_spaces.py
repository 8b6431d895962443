#!/usr/bin/env python3
"""Pseudo-terminal tests of the spaces plugin: the space menu toggling several checklist
entries at once, and Tab completion of space and template names. Run through
run_pty_tests.py PATH-TO-LEDGERSH spaces."""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import ptyshell  # noqa: E402
from ptyshell import Session  # noqa: E402

SEED = [
    "template add Kitchen --item 'Measure counters' --item 'Choose tiles'"
    " --item 'Book electrician'",
    "project add 'Smith Residence'",
    "space add Kitchen --template Kitchen --project 'Smith Residence'",
    "space add 客厅 --project 'Smith Residence'",
]


def seeded_home(binary):
    """A private home whose ledger holds a project with a space made from a template."""
    return ptyshell.seeded_home(binary, SEED, "ledgersh-pty-spaces-")


def test_space_menu_toggles_several_entries(binary):
    s = Session(binary, home=seeded_home(binary), columns=80)
    try:
        s.expect_prompt()
        s.line("use 'Smith Residence'")
        s.expect_prompt()
        s.line("space menu Kitchen")
        s.expect("Check or uncheck entries")
        s.expect(r"Choose 1–4 \(q to cancel\): ")
        s.line("2")                                         # the multi-select menu opens
        s.expect("Measure counters")
        s.line("1")
        s.line("3")
        s.line("done")
        s.expect("Checklist of 'Kitchen': 2/3 done.")
        s.expect_prompt()
        s.line("space show Kitchen")
        s.expect(r"1 ☑ \S*Measure counters")                 # done entries are dimmed
        s.expect(r"2 ☐ \S*Choose tiles")
        s.expect(r"3 ☑ \S*Book electrician")
        s.expect_prompt()
    finally:
        s.close()


def test_tab_completes_space_and_template_names(binary):
    s = Session(binary, home=seeded_home(binary), columns=80)
    try:
        s.expect_prompt()
        s.line("use 'Smith Residence'")
        s.expect_prompt()
        s.send("space show 客\t")
        s.expect("厅 ")                                      # the line is redrawn from 客
        s.line("")
        s.expect("客厅")
        s.expect_prompt()
        s.send("space add Pantry --template Ki\t")
        s.expect("tchen ")
        s.line("")
        s.expect("Added space 'Pantry'")
        s.expect_prompt()
        # Issue 54: after 'attach FILE --to space', Tab offered files, not space names.
        s.send("attach nothing.png --to space 客\t")
        s.expect("厅 ")
        s.line("")
        s.expect("nothing.png")
        s.expect_prompt()
    finally:
        s.close()
