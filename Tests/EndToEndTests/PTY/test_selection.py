#!/usr/bin/env python3
"""Pseudo-terminal tests of selection and bulk actions: the selection bar after each
command, a bulk confirmation answered n then y, and the txs filter menu.
Run alone: test_selection.py PATH-TO-LEDGERSH."""
import pathlib
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from ptyshell import Session  # noqa: E402
from ledgersh_harness import seed  # noqa: E402
from test_plugins import seeded_home  # noqa: E402

MORE = [
    "tx add --project 'Smith Residence' --source 'West Elm' --amount 1249.99"
    " --date 2026-11-02 --category Furnishings",
    "tx add --project 'Smith Residence' --source 'West Elm' --amount 200"
    " --date 2026-11-09 --category Furnishings --type return",
    "tx add --project 'Smith Residence' --source 'Home Depot' --amount 86.40 --date 2026-11-10",
    "tx add --project 'Smith Residence' --source 'Shade Store' --amount 980 --date 2026-11-07",
]


def home_with_transactions(binary):
    """The seeded ledger plus four more Smith Residence transactions (five in all)."""
    home = seeded_home(binary)
    seed(binary, home, MORE)
    return home


def test_selection_bar_and_bulk_confirmation(binary):
    s = Session(binary, home=home_with_transactions(binary), columns=100)
    try:
        s.expect_prompt()
        s.line("use 'Smith Residence'")
        s.expect_prompt()
        s.line("select txs")
        s.expect("Selected 5 transactions")
        # The bar follows the command, and keeps following later ones.
        s.expect("● 5 transactions selected · \\$5,536.89 — 'bulk' for actions, "
                 "'select clear' to clear")
        s.expect_prompt()
        s.line("version")
        s.expect("● 5 transactions selected")
        s.expect_prompt()
        s.line("bulk delete")
        s.expect(r"Delete 5 transactions \(\$5,536.89\)\? \[y/N\] ")
        s.line("n")
        s.expect("Nothing deleted.")
        s.expect("● 5 transactions selected")
        s.expect_prompt()
        s.line("bulk mark-reviewed")                         # more than 3: asks too
        s.expect(r"Mark 5 transactions \(\$5,536.89\) reviewed\? \[y/N\] ")
        s.line("y")
        s.expect(r"Marked 1 transaction reviewed")               # only one needed it
        s.expect_prompt()
        s.line("bulk delete")
        s.expect(r"\[y/N\] ")
        s.line("y")
        s.expect("Deleted 5 transactions and cleared the selection")
        s.expect_prompt()
        s.line("txs --format csv")
        out = s.output_until_prompt()
        assert "West Elm" not in out and "selected" not in out, out
    finally:
        s.close()
        s.cleanup()
        subprocess.run(["rm", "-rf", s.home])


def test_selection_whose_total_is_too_large_still_stands(binary):
    """100 items of a million at $999,999,999: their total is past the largest amount, and
    'select items' failed whole; the selection is made and the bar says so."""
    import ptyshell
    seed = ["project add 'Loft 阁楼'"] + [
        "item add Lamp --project 'Loft 阁楼' --price 999999999 --qty 999999"] * 100
    s = Session(binary, home=ptyshell.seeded_home(binary, seed, "ledgersh-pty-select-"),
                columns=100, env={"NO_COLOR": "1"})
    try:
        s.expect_prompt()
        s.line("use 'Loft 阁楼'")
        s.expect_prompt()
        s.line("select items")
        s.expect("Selected 100 items")
        s.expect("● 100 items selected · total too large — 'bulk' for actions")
        s.expect_prompt()
    finally:
        s.cleanup()


def test_txs_filter_menu(binary):
    s = Session(binary, home=home_with_transactions(binary), columns=100)
    try:
        s.expect_prompt()
        s.line("use 'Smith Residence'")
        s.expect_prompt()
        s.line("txs filter")
        s.expect("Filter transactions")
        s.expect("Category ›")
        s.expect(r"Choose 1–3 \(q to cancel\): ")
        s.line("1")
        s.expect("a ✓ Any category")                        # the current choice is checked
        s.expect(r"Choose a–[a-z] \(q to cancel\): ")
        s.line("Furn")
        s.expect("Category: Furnishings — 'txs filter --clear'")
        s.expect("West Elm")
        s.expect_prompt()
        s.line("txs filter")
        s.expect(r"Choose 1–4")
        s.line("1")
        s.expect("✓ Furnishings")
        s.line("q")
        s.expect("Nothing changed.")
        s.expect_prompt()
        s.line("txs --format csv")
        out = s.output_until_prompt()
        assert "Home Depot" not in out and "West Elm" in out, out
        s.line("txs filter --clear")
        s.expect("Cleared the filters")
        s.expect_prompt()
    finally:
        s.close()
        s.cleanup()
        subprocess.run(["rm", "-rf", s.home])


if __name__ == "__main__":
    for test in (test_selection_bar_and_bulk_confirmation, test_txs_filter_menu):
        test(sys.argv[1])
        print("ok", test.__name__)
