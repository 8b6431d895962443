#!/usr/bin/env python3
"""Pseudo-terminal tests of the items plugin: the item add form (Ctrl-D cancelling with
nothing saved), the filter and sort menus with their checks, and the line above the list
naming what is in force. Run alone: test_items.py PATH-TO-LEDGERSH."""
import os
import pathlib
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from ptyshell import Session  # noqa: E402

# The demo's one project, Smith Residence, has the spaces Bathroom, Dining Room,
# Home Office, Kitchen and Living Room.
SEED = [
    "demo --projects 1 --items 0 --transactions 0",
    "item add 'Oak Desk' --project 'Smith Residence' --space 'Home Office' --price 640"
    " --source 'West Elm'",
    "item add 'Linen Sofa' --project 'Smith Residence' --space 'Living Room' --price 2399"
    " --bookmark",
    "item add 'Oak Stool' --inventory --price 120",
]


def seeded_home(binary):
    """A private home whose ledger holds the demo project with two items and one in stock."""
    home = tempfile.mkdtemp(prefix="ledgersh-pty-items-")
    env = {
        "HOME": home,
        "XDG_DATA_HOME": os.path.join(home, "data"),
        "XDG_STATE_HOME": os.path.join(home, "state"),
        "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "LC_ALL": "C.UTF-8",
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
    }
    arguments = [binary]
    for line in SEED:
        arguments += ["-c", line]
    subprocess.run(arguments, env=env, check=True, capture_output=True, cwd=home)
    return home


def test_item_add_form_asks_in_three_steps_and_ctrl_d_saves_nothing(binary):
    s = Session(binary, home=seeded_home(binary), columns=80)
    try:
        s.expect_prompt()
        s.line("use 'Smith Residence'")
        s.expect_prompt()
        s.line("item add")
        s.expect("New item for Smith Residence")
        s.expect("Step 1 of 3 · Name, quantity and space")
        s.expect("Name: ")
        s.line("ソファ")
        s.expect(r"Quantity \[1\]: ")
        s.line("0")                                         # refused inline, asked again
        s.expect("Quantity must be a whole number from 1 to 100000.")
        s.expect(r"Quantity \[1\]: ")
        s.line("2")
        s.expect("Space: ")
        s.line("Attic")
        s.expect("No space 'Attic'; one of: Bathroom, Dining Room, Home Office")
        s.expect("Space: ")
        s.line("home office")
        s.expect("Step 2 of 3 · Source and prices")
        s.expect(r"Source \(vendor\): ")
        s.line("West Elm")
        s.expect("SKU: ")
        s.line("JP-7")
        s.expect("Purchase price: ")
        s.line("899")
        s.expect("Project price: ")
        s.line("")
        s.expect("Step 3 of 3 · Bookmark and notes")
        s.expect(r"Bookmark \(yes/no\) \[no\]: ")
        s.line("y")
        s.expect("Notes: ")
        s.line("")
        s.expect("Added item #4: ソファ ×2 to Smith Residence.")
        s.expect_prompt()
        s.line("item add --inventory")                      # Ctrl-D cancels, nothing saved
        s.expect("New item for business inventory")
        s.expect("Name: ")
        s.line("Crate")
        s.expect(r"Quantity \[1\]: ")
        s.send("\x04")
        s.expect("Cancelled; no item added.")
        s.expect_prompt()
        s.line("items --all --format csv")
        out = s.output_until_prompt()
        assert out.count("\n4,") == 1 and "\n5," not in out and "Crate" not in out, out
        assert "Home Office" in out.split("\n4,")[1].splitlines()[0], out
    finally:
        s.close()
        subprocess.run(["rm", "-rf", s.home])


def test_filter_and_sort_menus_hold_for_the_session(binary):
    s = Session(binary, home=seeded_home(binary), columns=100)
    try:
        s.expect_prompt()
        s.line("use 'Smith Residence'")
        s.expect_prompt()
        s.line("items filter")
        s.expect("Filter items")
        s.expect("Space ›")
        s.expect(r"Choose 1–5 \(q to cancel\): ")
        s.line("1")
        s.expect("a ✓ Any space")                           # the submenu opens inline
        s.expect("d   Home Office")
        s.expect(r"Choose a–g \(q to cancel\): ")
        s.line("d")
        s.expect("In force for item lists: Space: Home Office.")
        s.expect_prompt()
        s.line("items")
        s.expect("Space: Home Office — 'items filter --clear'")
        out = s.output_until_prompt()
        assert "Oak Desk" in out and "Linen Sofa" not in out, out
        s.line("items filter")
        s.expect(r"Filter items \(now: Space: Home Office\)")
        s.line("space")                                     # a unique prefix answers too
        s.expect("d ✓ Home Office")                         # the choice carries the check
        s.line("q")
        s.expect("Nothing changed.")
        s.expect_prompt()
        s.line("items sort")
        s.expect("Sort by ›")
        s.line("1")
        s.expect("a ✓ Date added")
        s.line("c")
        s.expect("In force for item lists: Space: Home Office · by price ↑.")
        s.expect_prompt()
        s.line("items filter --clear")
        s.expect("Cleared the item filters and order")
        s.expect_prompt()
        s.line("items --format csv")
        out = s.output_until_prompt()
        assert "Oak Desk" in out and "Linen Sofa" in out, out
    finally:
        s.close()
        subprocess.run(["rm", "-rf", s.home])


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: test_items.py PATH-TO-LEDGERSH", file=sys.stderr)
        sys.exit(2)
    binary = str(pathlib.Path(sys.argv[1]).resolve())
    failures = 0
    for name, test in sorted(globals().items()):
        if name.startswith("test_") and callable(test):
            try:
                test(binary)
                print(f"ok   {name}")
            except Exception:  # noqa: BLE001 - report each failure, then go on
                import traceback

                traceback.print_exc()
                failures += 1
                print(f"FAIL {name}")
    sys.exit(1 if failures else 0)
