#!/usr/bin/env python3
"""Pseudo-terminal tests of search: matched words in bold on a colour terminal, plain
with NO_COLOR, and --kind completing with Tab. Run alone: test_search.py PATH-TO-LEDGERSH."""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import ptyshell  # noqa: E402
from ptyshell import ANSI, Session  # noqa: E402

SEED = [
    "project add 'Café Lumière' --client 'Élodie Rousseau'",
    "item add 'Rejuvenation Sconce' --project 'Café Lumière' --notes 'Ordered from Rejuvenation'",
]


def seeded_home(binary):
    """A private home whose ledger holds a project and an item."""
    return ptyshell.seeded_home(binary, SEED, "ledgersh-pty-search-")


def test_matches_are_bold_on_a_colour_terminal(binary):
    s = Session(binary, home=seeded_home(binary), columns=60)
    try:
        s.expect_prompt()
        s.line("search rejuv")
        s.expect("Items · 1")
        s.expect_prompt()
        shown = s.child.before
        assert "\x1b[1mRejuv\x1b[0menation Sconce" in shown, repr(shown)
        assert "from \x1b[1mRejuv\x1b[0m" in shown, repr(shown)
        s.line("search cafe")
        s.expect("Projects · 1")
        rendered = s.output_until_prompt()
        assert "Café Lumière" in rendered, rendered
    finally:
        s.close()


def test_no_colour_means_no_escapes_in_results(binary):
    s = Session(binary, home=seeded_home(binary), columns=60, env={"NO_COLOR": "1"})
    try:
        s.expect_prompt()
        s.line("search rejuv")
        s.expect("Items · 1")
        s.expect_prompt()
        results = s.child.before                           # what followed the header
        assert "\x1b[1m" not in results, repr(results)
        assert "• Rejuvenation Sconce  #1" in ANSI.sub("", results), results
    finally:
        s.close()


def test_tab_completes_the_kind(binary):
    s = Session(binary, home=seeded_home(binary), columns=80)
    try:
        s.expect_prompt()
        s.send("search cafe --kind proj\t")
        s.expect("ects ")                                  # completed to 'projects '
        s.line("")
        s.expect("Projects · 1")
        s.expect_prompt()
    finally:
        s.close()


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: test_search.py PATH-TO-LEDGERSH", file=sys.stderr)
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
                print(f"FAIL {name}")
                failures += 1
    sys.exit(1 if failures else 0)
