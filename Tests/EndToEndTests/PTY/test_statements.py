#!/usr/bin/env python3
"""Pseudo-terminal tests of `import statement`'s review menu: "always for this vendor"
gives the vendor's other lines the same without asking and remembers it, as a rule at the
end of the --rules file, else as a vendor alias and default category.
Run alone: run_pty_tests.py PATH-TO-LEDGERSH test_statements."""
import os
import pathlib
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import ptyshell  # noqa: E402
from ptyshell import Session, private_env  # noqa: E402

FIXTURES = pathlib.Path(__file__).resolve().parents[2] / "StatementImportTests" / "Fixtures"
CHECKING = FIXTURES / "checking.csv"  # 3 Local Cafe lines, one Etsy, one client deposit

# The menu of a line when the ledger has no vendor yet: no "Vendor ›" row.
ALWAYS = "6"
SKIP = "4"


def transactions(binary, home):
    """`date|source|project|category|needs_review` of each transaction, sorted."""
    listed = subprocess.run(
        [binary, "-c", "txs --all --format csv"], env=private_env(home), cwd=home,
        capture_output=True, text=True, check=True).stdout
    lines = listed.strip().split("\n")
    header = lines[0].split(",")
    wanted = [header.index(name) for name in
              ("date", "source", "project", "category", "needs_review")]
    return sorted("|".join(line.split(",")[i] for i in wanted) for line in lines[1:])


def test_always_for_this_vendor_writes_a_rule_and_asks_no_more_of_it(binary):
    home = ptyshell.seeded_home(
        binary, ["project add Loft", "category add Coffee"], "ledgersh-pty-statement-")
    rules = os.path.join(home, "bank.rules")
    with open(rules, "w") as out:
        out.write("# my bank's export\n")
    s = Session(binary, home=home, columns=100, rows=40)
    try:
        s.expect_prompt()
        s.line(f"import statement {CHECKING} --rules {rules}")
        s.expect(r"1/5 line 3 [^\n]*TST\* LOCAL CAFE 0042")
        s.expect(r"6 ∞ Always for this vendor")
        s.line("1a")  # project Loft
        s.expect("Project: Loft")
        s.line("2a")  # category Coffee
        s.expect("Category: Coffee")
        s.expect(r"Choose 1–6")
        s.line(ALWAYS)
        # The other Local Cafe lines (4/5, 5/5) are not asked: Etsy and the deposit are.
        s.expect(r"2/5 line 4 [^\n]*PAYPAL \*ETSY INC")
        s.line(SKIP)
        s.expect(r"3/5 line 5 [^\n]*CLIENT DEPOSIT ACME")
        s.line(SKIP)
        shown = s.output_until_prompt()
        assert "4/5" not in shown and "5/5" not in shown, shown
        said = " ".join(shown.split())
        assert (f"Always for Local Cafe (3 lines of this import): a rule in {rules} at line 4 "
                "sets vendor Local Cafe, category Coffee, project Loft.") in said, said
        assert "3 added, 0 duplicates skipped" in said, said
    finally:
        s.close()
    with open(rules) as written:
        text = written.read()
    assert text == ("# my bank's export\n\n# 'always for this vendor' in import statement's "
                    "review\nif LOCAL CAFE\n vendor Local Cafe\n category Coffee\n"
                    " project Loft\n"), text
    assert transactions(binary, home) == [
        "2026-11-02|Local Cafe|Loft|Coffee|false",
        "2026-11-04|Local Cafe|Loft|Coffee|false",
        "2026-11-04|Local Cafe|Loft|Coffee|false",
    ], transactions(binary, home)
    # The rule places the vendor's lines of the next statement without asking.
    other = os.path.join(home, "other.db")
    subprocess.run(
        [binary, "--db", other, "-c", "project add Loft", "-c", "category add Coffee"],
        env=private_env(home), cwd=home, check=True, capture_output=True)
    dry = subprocess.run(
        [binary, "--db", other, "-c",
         f"import statement {CHECKING} --rules {rules} --dry-run --width 200"],
        env=private_env(home), cwd=home, capture_output=True, text=True, check=True).stdout
    assert ("Local Cafe (rule line 5) · Coffee (rule line 6) · Loft (rule line 7) → added"
            in dry), dry


def test_always_without_rules_adds_an_alias_and_a_default_category(binary):
    home = ptyshell.seeded_home(
        binary, ["project add Loft", "category add Coffee", "vendor add 'Bean Counter'"],
        "ledgersh-pty-statement-")
    s = Session(binary, home=home, columns=100, rows=40)
    try:
        s.expect_prompt()
        for attempt in ("cancelled", "imported"):
            # With a vendor on the list the menu has a "Vendor ›" row: always is 7, skip 5.
            s.line(f"import statement {CHECKING}")
            s.expect(r"1/5 line 3 [^\n]*TST\* LOCAL CAFE 0042")
            s.line("3a")  # vendor Bean Counter
            s.expect("Vendor: Bean Counter")
            s.line("2a")  # category Coffee
            s.expect("Category: Coffee")
            s.expect(r"Choose 1–7")
            s.line("7")
            s.expect(r"2/5 line 4 [^\n]*PAYPAL \*ETSY INC")
            if attempt == "cancelled":
                s.line("q")
                shown = s.output_until_prompt()
                assert "import cancelled; nothing was imported" in shown, shown
                # Cancelled: nothing is remembered either.
                s.line("vendor alias --format csv")
                assert "LOCAL CAFE" not in s.output_until_prompt()
                continue
            s.line("5")
            s.expect(r"3/5 line 5 [^\n]*CLIENT DEPOSIT ACME")
            s.line("5")
            shown = s.output_until_prompt()
            assert "4/5" not in shown, shown
            said = " ".join(shown.split())
            assert ("Always for Bean Counter (3 lines of this import): 'LOCAL CAFE' on a "
                    "statement is Bean Counter (a vendor alias).") in said, said
            assert ("Always for Bean Counter (3 lines of this import): category Coffee (the "
                    "vendor's default).") in said, said
            assert "3 added, 3 of them left for review" in said, said
        s.line("vendor alias --format csv")
        assert "Bean Counter,LOCAL CAFE" in s.output_until_prompt()
        s.line("vendors --format csv")
        assert "Bean Counter" in s.output_until_prompt()
        # One undo takes back the lines, the alias and the default.
        s.line("undo")
        s.output_until_prompt()
        s.line("vendor alias --format csv")
        assert "LOCAL CAFE" not in s.output_until_prompt()
    finally:
        s.close()
    assert transactions(binary, home) == [], transactions(binary, home)
