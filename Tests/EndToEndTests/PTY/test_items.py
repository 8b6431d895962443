#!/usr/bin/env python3
"""Pseudo-terminal tests of the items plugin: the item add form (and Ctrl-D cancelling it
with nothing saved) and the filter and sort menus, whose choices hold for later 'items'.
Run alone: run_pty_tests.py PATH-TO-LEDGERSH test_items."""
import pathlib
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import ptyshell  # noqa: E402
from ptyshell import Session  # noqa: E402

SEED = [
    "project add 'Smith Residence'",
    "use 'Smith Residence'",
    "space add 'Living Room'",
    "space add 客厅",
    "item add 'Oak Side Table' --source 'West Elm' --price 899 --space 'Living Room'",
    "item add '陈宅 沙发' --source 无印良品 --price 3,200 --space 客厅 --bookmark",
    "item add 'Linen Pillow' --source Hay --price 45 --space 客厅",
]


def seeded_home(binary):
    """A private home whose ledger holds one project with two spaces and three items."""
    return ptyshell.seeded_home(binary, SEED, "ledgersh-pty-items-")


def test_item_add_form_asks_in_three_steps_and_ctrl_d_saves_nothing(binary):
    s = Session(binary, home=seeded_home(binary), columns=80)
    try:
        s.expect_prompt()
        s.line("use 'Smith Residence'")
        s.expect_prompt()
        s.line("item add --source 'West Elm'")
        s.expect("Step 1 of 3 · Name and source")
        s.expect("Name: ")
        s.line("")                                          # required: asked again
        s.expect("Name: ")
        s.line("Walnut Desk")
        s.expect(r"Source \(vendor\) \[West Elm\]: ")
        s.line("")
        s.expect("SKU: ")
        s.line("WE-1")
        s.expect("Step 2 of 3 · Prices and quantity")
        s.expect("Price paid: ")
        s.line("-3")                                        # refused inline
        s.expect("cannot be negative")
        s.expect("Price paid: ")
        s.line("1,450")
        s.expect("Project price: ")
        s.line("")
        s.expect(r"Quantity \[1\]: ")
        s.line("")
        s.expect("Step 3 of 3 · Space and notes")
        s.expect("Space: ")
        s.line("Kitchen")                                   # not a space of the project
        s.expect("No space 'Kitchen'")
        s.expect("Space: ")
        s.line("客厅")
        s.expect("Notes: ")
        s.line("")
        s.expect(r"Bookmark \(yes/no\) \[no\]: ")
        s.line("")
        s.expect(r"Added item #4 'Walnut Desk' to 'Smith Residence' \(客厅\)\.")
        s.expect_prompt()
        s.line("item add")                                  # Ctrl-D cancels, nothing saved
        s.expect("Name: ")
        s.send("\x04")
        s.expect("Cancelled; no item added.")
        s.expect_prompt()
        s.line("items --format csv --all")
        out = s.output_until_prompt()
        assert out.count("Walnut Desk") == 1 and "\n5," not in out, out
    finally:
        s.close()
        s.cleanup()
        subprocess.run(["rm", "-rf", s.home])


def test_filter_menu_marks_the_choice_and_later_items_obey_it(binary):
    s = Session(binary, home=seeded_home(binary), columns=100)
    try:
        s.expect_prompt()
        s.line("use 'Smith Residence'")
        s.expect_prompt()
        s.line("items filter")
        s.expect("Filter items")
        s.expect(r"Space ›")
        s.expect(r"Choose 1–5 \(q to cancel\): ")
        s.line("1")
        s.expect("a ✓ Any space")                           # the active choice is marked
        s.expect(r"c   客厅")
        s.line("c")
        s.expect("In force for 'items' and 'inventory': Space: 客厅.")
        s.expect_prompt()
        s.line("items sort")
        s.expect("Sort items")
        s.expect(r"Date added ✓")
        s.line("3")                                         # Price
        s.expect("Space: 客厅 · by price ↑")
        s.expect_prompt()
        s.line("items --no-group")
        s.expect("Space: 客厅 · by price ↑ · 'items filter --clear'")
        out = s.output_until_prompt()
        assert "Linen Pillow" in out and "Oak Side Table" not in out, out
        assert out.index("Linen Pillow") < out.index("陈宅 沙发"), out
        s.line("items filter")
        s.expect(r"Choose 1–5")
        s.line("1")
        s.expect(r"c ✓ 客厅")                              # reopened: the check moved
        s.line("q")
        s.expect("Nothing changed.")
        s.expect_prompt()
        s.line("items filter --clear")
        s.expect("No item filters or order in force.")
    finally:
        s.close()
        s.cleanup()
        subprocess.run(["rm", "-rf", s.home])
