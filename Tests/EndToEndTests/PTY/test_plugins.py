#!/usr/bin/env python3
"""Pseudo-terminal tests of the projects, budget and transactions plugins: the tx add form,
the project and transaction action menus, the current project in the prompt, and Tab
completion of ledger names. Run alone: test_plugins.py PATH-TO-LEDGERSH."""
import pathlib
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import ptyshell  # noqa: E402
from ptyshell import Session  # noqa: E402

SEED = [
    "category add Furnishings",
    "category add Lighting",
    "category add 'Design Fee' --kind fee",
    "project add 'Smith Residence' --client 'Jane Smith'",
    "budget set Furnishings 12500 --project 'Smith Residence'",
    "budget pin Furnishings --project 'Smith Residence'",
    "tx add --project 'Smith Residence' --source Rejuvenation --amount 3420.50"
    " --date 2026-11-05 --category Lighting --reimbursement owed-to-company --needs-review",
]


def seeded_home(binary):
    """A private home whose ledger holds one project with categories and a transaction."""
    return ptyshell.seeded_home(binary, SEED, "ledgersh-pty-plugins-")


def other_session(binary, home, *commands):
    """Runs `commands` as a second session on the ledger of `home`; answers its stdout."""
    arguments = [binary]
    for command in commands:
        arguments += ["-c", command]
    return subprocess.run(arguments, env=ptyshell.private_env(home), cwd=home, check=True,
                          capture_output=True, text=True).stdout


def test_tx_add_form_asks_in_three_steps(binary):
    s = Session(binary, home=seeded_home(binary), columns=80)
    try:
        s.expect_prompt()
        s.line("use 'Smith Residence'")
        s.expect(r"ledgersh[^\n]*Smith Residence[^\n]*> ")   # the prompt shows the project
        s.line("tx add --source 'West Elm'")
        s.expect("Step 1 of 3 · Amount and source")
        s.expect("Amount: ")
        s.line("12.345")                                    # refused inline, asked again
        s.expect("too many decimals")
        s.expect("Amount: ")
        s.line("1,249.99")
        s.expect(r"Source \(vendor\) \[West Elm\]: ")
        s.line("")                                          # Enter keeps the flag's value
        s.expect("Step 2 of 3 · Category and date")
        s.expect("Category: ")
        s.line("Furnishings")
        s.expect(r"Date \[\d{4}-\d\d-\d\d\]: ")
        s.line("2026-11-02")
        s.expect("Step 3 of 3 · Reimbursement, review and notes")
        s.expect(r"Type \(purchase/return\) \[purchase\]: ")
        s.line("")
        s.expect(r"\[none\]: ")
        s.line("owed-to-client")
        s.expect(r"Needs review \(yes/no\) \[no\]: ")
        s.line("")
        s.expect("Notes: ")
        s.line("Sofa, oatmeal linen")
        s.expect("Added purchase #2: West Elm, \\$1,249.99 on 2026-11-02 in Furnishings.")
        s.expect_prompt()
        s.line("tx add")                                    # Ctrl-D cancels, nothing saved
        s.expect("Amount: ")
        s.send("\x04")
        s.expect("Cancelled; no transaction added.")
        s.expect_prompt()
        s.line("txs --format csv")
        out = s.output_until_prompt()
        assert out.count("\n2,") == 1 and "\n3," not in out, out
    finally:
        s.close()
        s.cleanup()
        subprocess.run(["rm", "-rf", s.home])


def test_project_menu_pins_a_category_with_a_check_on_the_current_one(binary):
    s = Session(binary, home=seeded_home(binary), columns=80)
    try:
        s.expect_prompt()
        s.line("project menu 'Smith Residence'")
        s.expect("Smith Residence")
        s.expect("Pin a budget category ›")
        s.expect(r"Choose 1–4 \(q to cancel\): ")
        s.line("2")
        s.expect("a ✓ Furnishings")                         # the submenu opens inline
        s.expect("b   Lighting")
        s.expect(r"Choose a–[a-z] \(q to cancel\): ")
        s.line("b")
        s.expect("Pinned 'Lighting' to project 'Smith Residence'.")
        s.expect_prompt()
        s.line("project menu 'Smith Residence'")
        s.expect(r"Choose 1–4")
        s.line("2")
        s.expect("b ✓ Lighting")                            # the new pin carries the check
        s.line("q")
        s.expect("Nothing changed.")
        s.expect_prompt()
        s.line("project menu 'Smith Residence'")
        s.expect(r"Choose 1–4")
        s.line("4")                                         # destructive: asks first
        s.expect(r"Delete project 'Smith Residence' and everything in it\?.*\[y/N\] ")
        s.line("n")
        s.expect_prompt()
        s.line("projects --format csv")
        assert "Smith Residence" in s.output_until_prompt()
    finally:
        s.close()
        subprocess.run(["rm", "-rf", s.home])


def test_tx_menu_sets_reimbursement_and_marks_reviewed(binary):
    s = Session(binary, home=seeded_home(binary), columns=100)
    try:
        s.expect_prompt()
        s.line("tx menu 1")
        s.expect("Mark reviewed")                           # rows fill columns top to bottom
        s.expect("Set reimbursement ›")
        s.line("2")
        s.expect("c ✓ Owed to company")
        s.line("a")
        s.expect("Set the reimbursement of #1 to none.")
        s.expect_prompt()
        s.line("tx menu 1")
        s.expect(r"Choose 1–4")
        s.line("mark")                                      # a unique prefix answers too
        s.expect("Marked #1 reviewed.")
        s.expect_prompt()
        s.line("tx show 1 --format json")
        out = s.output_until_prompt()
        assert '"needs_review": false' in out and '"reimbursement": "none"' in out, out
    finally:
        s.close()
        subprocess.run(["rm", "-rf", s.home])


def test_tab_completes_project_category_and_vendor_names(binary):
    s = Session(binary, home=seeded_home(binary), columns=80)
    try:
        s.expect_prompt()
        s.line("categories")
        s.expect_prompt()
        s.send("use Sm\t")
        s.expect("Smith Residence")
        s.send("\r")
        s.expect("Using project 'Smith Residence'")
        s.expect_prompt()
        s.send("txs --source Rej\t --category Lig\t\r")
        s.expect("Rejuvenation")
        s.expect(r"\[Lighting\]")
        s.expect_prompt()
    finally:
        s.close()
        subprocess.run(["rm", "-rf", s.home])


def test_menus_and_forms_adapt_to_a_narrow_terminal(binary):
    s = Session(binary, home=seeded_home(binary), columns=40)
    try:
        s.expect_prompt()
        s.line("budget --project 'Smith Residence'")
        out = s.output_until_prompt()
        # The first lines echo what was typed (wrapped by the line editor); then the render.
        rendered = out[out.index("Budget of"):]
        for line in rendered.splitlines():
            assert len(line) <= 40, repr(line)
        assert "Furnishings" in rendered and "Remaining" in rendered, rendered
    finally:
        s.close()
        subprocess.run(["rm", "-rf", s.home])


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: test_plugins.py PATH-TO-LEDGERSH", file=sys.stderr)
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


def test_tab_completes_vendor_category_and_choices_inside_the_tx_add_form(binary):
    s = Session(binary, home=seeded_home(binary), columns=80)
    try:
        s.expect_prompt()
        s.line("use 'Smith Residence'")
        s.expect_prompt()
        s.line("tx add --amount 30")
        s.expect(r"Amount \[30\]: ")
        s.send("\r")
        s.expect(r"Source \(vendor\): ")
        s.send("rejuv\t")                   # a vendor already used, ignoring case
        s.expect("Rejuvenation")
        s.send("\r")
        s.expect("Category: ")
        s.send("Furn\t\r")
        s.expect(r"Date \[")
        s.send("\r")
        s.expect(r"Type \(purchase/return\) \[purchase\]: ")
        s.send("ret\t\r")
        s.expect(r"\[none\]: ")
        s.send("owed-to-co\t\r")
        s.expect(r"Needs review")
        s.send("\r")
        s.expect("Notes: ")
        s.send("\r")
        s.expect("Added return #")
        s.expect_prompt()
        s.line("txs --format csv --limit 1 --sort date")
        out = s.output_until_prompt()
        assert ",Rejuvenation,30.00,-30.00,USD,return,owed-to-company,1,Furnishings," in out, out
    finally:
        s.close()
        s.cleanup()


def test_a_delete_refuses_a_row_another_session_changed_while_it_asked(binary):
    # Found by a QA pass on a team ledger: a menu or a [y/N] question read the row, another
    # session changed it meanwhile, and the delete went ahead on what the user had not seen.
    # Two sessions share one ledger file here, as two members share a team ledger.
    home = seeded_home(binary)
    s = Session(binary, home=home, columns=100)

    try:
        s.expect_prompt()
        s.line("tx delete 1")
        s.expect(r"\[y/N\]")
        other_session(binary, home, "tx edit 1 --notes 'changed by the other session'")
        s.line("y")
        out = s.output_until_prompt()
        assert "was changed by another session after it was shown" in out, out
        assert "tx show 1" in out, out
        s.line("tx menu 1")
        s.expect(r"Choose 1–4")
        other_session(binary, home, "tx edit 1 --notes 'changed again'")
        s.line("delete")
        s.expect(r"\[y/N\]")
        s.line("y")
        out = s.output_until_prompt()
        assert "was changed by another session after it was shown" in out, out
        s.line("tx show 1 --format json")
        out = s.output_until_prompt()
        assert "changed again" in out, out
        s.line("tx delete 1")                               # as it is now: deleted
        s.expect(r"\[y/N\]")
        s.line("y")
        s.expect("Deleted transaction #1")
        s.expect_prompt()
    finally:
        s.close()
        subprocess.run(["rm", "-rf", home])


def test_bulk_acts_only_on_the_rows_selected_as_they_were_shown(binary):
    # Found by a QA pass on a team ledger: `bulk delete` deleted a row another session
    # changed while its [y/N] waited, and, once the other session had deleted a selected
    # transaction and added one (which got the same id), the new one, in another project.
    home = seeded_home(binary)
    s = Session(binary, home=home, columns=100)

    try:
        other_session(binary, home, "project add Other",
                      "tx add --project 'Smith Residence' --source Sel2 --amount 2",
                      "tx add --project 'Smith Residence' --source Sel3 --amount 3")
        s.expect_prompt()
        s.line("select add 2 3 --txs")
        s.expect(r"Selected 2 transactions \(\$5\.00\)")
        s.expect_prompt()
        other_session(binary, home, "tx delete 3 --yes", "tx add --project Other --source Unrelated --amount 555")
        s.line("bulk delete")
        s.expect(r"Delete 1 transaction \(\$2\.00\)\? \[y/N\]")   # #3 is another row now
        other_session(binary, home, "tx edit 2 --notes 'changed while it asked'")
        s.line("y")
        out = s.output_until_prompt()
        assert "1 transaction of the selection changed after it was read" in out, out
        assert "nothing was changed" in out, out
        s.line("bulk delete")
        s.expect(r"Delete 1 transaction \(\$2\.00\)\? \[y/N\]")
        s.line("y")
        s.expect("Deleted 1 transaction")
        s.expect_prompt()
        other = other_session(binary, home, "use Other", "txs --format csv")
        assert "Unrelated" in other, other
        smith = other_session(binary, home, "use 'Smith Residence'", "txs --format csv")
        assert "Sel2" not in smith and "Rejuvenation" in smith, smith
    finally:
        s.close()
        subprocess.run(["rm", "-rf", home])


def test_project_delete_refuses_when_the_counts_it_asked_with_changed(binary):
    # Found by a QA pass: `project delete` asked "with 1 transaction and 0 items?", another
    # session added a transaction meanwhile, and 'y' deleted both.
    home = seeded_home(binary)
    s = Session(binary, home=home, columns=100)

    try:
        s.expect_prompt()
        s.line("project delete 'Smith Residence'")
        s.expect(r"with 1 transaction and 0 items\? \[y/N\]")
        other_session(binary, home, "tx add --project 'Smith Residence' --source ImportantB --amount 999")
        s.line("y")
        out = s.output_until_prompt()
        assert "gained or lost transactions or items after the question" in out, out
        assert "nothing was deleted" in out, out
        assert "ImportantB" in other_session(binary, home, "use 'Smith Residence'", "txs --format csv")
        s.line("project delete #1")
        s.expect(r"with 2 transactions and 0 items\? \[y/N\]")
        s.line("y")
        s.expect("Deleted project #1")
        s.expect_prompt()
    finally:
        s.close()
        subprocess.run(["rm", "-rf", home])
