#!/usr/bin/env python3
"""Pseudo-terminal tests of live sessions: two sessions on one ledger, where one sees the
other's changes in a banner before its next prompt; and the last project and account
restored when an interactive session starts (and not with --no-restore); and the tx add
form offering a vendor's default category."""
import os
import pathlib
import shutil
import stat
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).parent))

from ptyshell import ANSI, Session, private_env  # noqa: E402
import ledgersh_harness  # noqa: E402


# Prompts without colour, so that patterns can match them whole.
PLAIN = {"NO_COLOR": "1"}


def private_home():
    home = tempfile.mkdtemp(prefix="ledgersh-pty-live-")
    return home, private_env(home)


def seed(binary, env, lines):
    ledgersh_harness.seed(binary, env["HOME"], lines, env=env)


def test_second_session_sees_the_first_ones_changes(binary):
    home, env = private_home()
    seed(binary, env, ["project add 'Smith Residence'", "category add Lighting"])
    a = Session(binary, home=home, columns=100, env=PLAIN)
    b = Session(binary, home=home, columns=100, env=PLAIN)
    try:
        a.expect_prompt()
        b.expect_prompt()
        a.line("use 'Smith Residence'")
        a.expect(r"ledgersh Smith Residence> ")
        # B works while A waits at its prompt.
        b.line("tx add --project 'Smith Residence' --source Rejuvenation --amount 120")
        b.expect("Added purchase")
        b.expect_prompt()
        b.line("project edit 'Smith Residence' --name 'Smith House'")
        b.expect("Smith House")
        b.expect_prompt()
        # A's next prompt comes after a banner naming B's two commands, and the prompt
        # carries the project's new name.
        a.line("")
        seen = a.output_until_prompt()
        banner = "2 changes by another session: tx add … · project edit … — 'journal' for more"
        assert banner in seen, seen
        assert a.child.after == "ledgersh Smith House> ", a.child.after
        # A's own commands are not news to A, and B's banner names only A's command.
        a.line("tx add --source Schoolhouse --amount 80")
        seen = a.output_until_prompt()
        assert "another session" not in seen, seen
        b.line("")
        seen = b.output_until_prompt()
        assert "1 change by another session: tx add … — 'journal' for more" in seen, seen
        # Nothing new: no banner.
        b.line("")
        seen = b.output_until_prompt()
        assert "another session" not in seen, seen
        # B deletes the project A works in: A's banner says so and its prompt drops it.
        b.line("project delete 'Smith House' --yes")
        b.expect("Deleted")
        b.expect_prompt()
        a.line("")
        seen = a.output_until_prompt()
        assert "1 change by another session: project delete …" in seen, seen
        assert "The current project 'Smith House' was deleted by another session." in seen, seen
        assert a.child.after == "ledgersh> ", a.child.after
        assert a.close() == 0
        assert b.close() == 0
    finally:
        shutil.rmtree(home, ignore_errors=True)


def test_another_sessions_change_undone_since_is_no_news(binary):
    # Found in review: B added a transaction and undid it while A waited; A's banner still
    # announced "1 change by another session: tx add …", though the ledger was as before.
    home, env = private_home()
    seed(binary, env, ["project add 'Smith Residence'"])
    try:
        undone_change_is_no_news(binary, home, env, [])
    finally:
        shutil.rmtree(home, ignore_errors=True)


def test_another_sessions_change_undone_since_is_no_news_on_a_team_ledger(binary):
    # The same on PostgreSQL, where sessions hear of each other's commits by notices.
    url = os.environ.get("LEDGERSH_PG_TEST_URL")
    if not url:
        assert not os.environ.get("CI"), "CI runs the PTY tests with LEDGERSH_PG_TEST_URL"
        print("     (skipped: LEDGERSH_PG_TEST_URL is not set)")
        return
    import uuid
    schema = "u_" + uuid.uuid4().hex
    subprocess.run(["psql", "-X", "-q", url, "-c", f"CREATE SCHEMA {schema}"],
                   check=True, capture_output=True)
    home, env = private_home()
    env["PGOPTIONS"] = f"-c search_path={schema},public"
    try:
        subprocess.run([binary, "--db", url, "-c", "project add 'Smith Residence'"], env=env,
                       check=True, capture_output=True, cwd=home)
        undone_change_is_no_news(binary, home, env, ["--db", url])
    finally:
        subprocess.run(["psql", "-X", "-q", url, "-c", f"DROP SCHEMA {schema} CASCADE"],
                       capture_output=True)
        shutil.rmtree(home, ignore_errors=True)


def undone_change_is_no_news(binary, home, env, args):
    extra = {key: value for key, value in env.items() if key == "PGOPTIONS"}
    a = Session(binary, home=home, columns=100, args=args, env=dict(PLAIN, **extra))
    b = Session(binary, home=home, columns=100, args=args, env=dict(PLAIN, **extra))
    a.expect_prompt()
    b.expect_prompt()
    b.line("tx add --project 'Smith Residence' --source Rejuvenation --amount 120")
    b.expect("Added purchase")
    b.expect_prompt()
    b.line("undo")
    b.expect("Undid")
    b.expect_prompt()
    a.line("")
    seen = a.output_until_prompt()
    assert "another session" not in seen, seen
    # Of two changes, the one undone is left out of the count and the names.
    b.line("tx add --project 'Smith Residence' --source Schoolhouse --amount 80")
    b.expect_prompt()
    b.line("undo")
    b.expect_prompt()
    b.line("project add 'Chen Loft'")
    b.expect_prompt()
    a.line("")
    seen = a.output_until_prompt()
    assert "1 change by another session: project add … — 'journal' for more" in seen, seen
    assert "tx add" not in seen, seen
    # A change announced at one prompt and undone before the next: the banner says it is
    # undone, not that "the ledger was changed".
    b.line("project edit 'Chen Loft' --name 'Chen House'")
    b.expect_prompt()
    a.line("")
    seen = a.output_until_prompt()
    assert "1 change by another session: project edit … — 'journal' for more" in seen, seen
    b.line("undo")
    b.expect("Undid")
    b.expect_prompt()
    a.line("")
    seen = a.output_until_prompt()
    assert "Undone since: project edit … — 'journal' for more" in seen, seen
    assert "changed by another session" not in seen, seen
    # An undo with news of its own: both in one banner.
    b.line("undo")
    b.expect_prompt()
    b.line("category add Lighting")
    b.expect_prompt()
    a.line("")
    seen = a.output_until_prompt()
    assert ("1 change by another session: category add …; undone since: project add …"
            " — 'journal' for more") in seen, seen
    assert a.close() == 0
    assert b.close() == 0


def test_a_revoked_account_is_named_on_a_team_ledger(binary):
    # On PostgreSQL (make test runs a throwaway cluster): a role whose grant is revoked
    # is told its project went with its account, not that it was deleted.
    url = os.environ.get("LEDGERSH_PG_TEST_URL")
    if not url:
        assert not os.environ.get("CI"), "CI runs the PTY tests with LEDGERSH_PG_TEST_URL"
        print("     (skipped: LEDGERSH_PG_TEST_URL is not set)")
        return
    import uuid
    schema = "p_" + uuid.uuid4().hex
    role = "ann_" + uuid.uuid4().hex[:8]
    subprocess.run(
        ["psql", "-X", "-q", url, "-c", f"CREATE SCHEMA {schema}; CREATE ROLE {role} LOGIN"],
        check=True, capture_output=True)
    home, env = private_home()
    env["PGOPTIONS"] = f"-c search_path={schema},public"

    def owner(*lines):
        arguments = [binary, "--db", url]
        for line in lines:
            arguments += ["-c", line]
        subprocess.run(arguments, env=env, check=True, capture_output=True, cwd=home)

    owner("account add Studio", "account use Studio", "project add Loft",
          f"admin grant {role} --account Studio")
    member = url.replace("://ledgersh@", f"://{role}@", 1)
    s = Session(binary, home=home, columns=100, args=["--db", member],
                env=dict(PLAIN, PGOPTIONS=env["PGOPTIONS"]))
    try:
        s.expect_prompt()
        s.line("use Loft")
        s.expect_prompt()
        assert s.child.after == "ledgersh Loft> ", s.child.after
        owner(f"admin revoke {role} --account Studio", "account use Default", "project add Other")
        s.line("")
        seen = " ".join(s.output_until_prompt().split())
        assert "The current project 'Loft' is gone with its account" in seen, seen
        assert "your access to it was revoked" in seen, seen
        assert "was deleted by another session" not in seen, seen
        assert s.child.after == "ledgersh> ", s.child.after
        s.line("projects")
        seen = " ".join(s.output_until_prompt().split())
        assert f"no account of this ledger is granted to the role '{role}'" in seen, seen
        assert s.close() == 0
    finally:
        shutil.rmtree(home, ignore_errors=True)


def test_the_last_project_and_account_come_back(binary):
    home, env = private_home()
    seed(binary, env, [
        "account add Paris --currency EUR", "account use Paris", "project add Atelier",
        "project add Loft",
    ])
    s = Session(binary, home=home, columns=100, env=PLAIN)
    try:
        s.expect_prompt()
        s.line("account use Paris")
        s.expect(r"ledgersh \[Paris\]> ")               # two accounts: the prompt names one
        s.line("use Atelier")
        s.expect(r"ledgersh \[Paris\] Atelier> ")
        assert s.close() == 0
        state = os.path.join(home, "state", "ledgersh", "context.json")
        assert stat.S_IMODE(os.stat(state).st_mode) == 0o600
        # A new session starts where the last one left off.
        s = Session(binary, home=home, columns=100, env=PLAIN)
        s.expect("Restored account 'Paris' and project 'Atelier'")
        s.expect(r"ledgersh \[Paris\] Atelier> ")
        assert s.close() == 0
        # A project deleted since is dropped with a note.
        seed(binary, env, ["account use Paris", "project delete Atelier --yes"])
        s = Session(binary, home=home, columns=100, env=PLAIN)
        s.expect("The last project, 'Atelier', was deleted since; starting without one.")
        s.expect(r"ledgersh \[Paris\]> ")
        assert s.close() == 0
        # --no-restore starts afresh, in the first account, though Paris was the last.
        s = Session(binary, home=home, columns=100, args=["--no-restore"], env=PLAIN)
        s.expect_prompt()
        assert "Restored" not in s.child.before, s.child.before
        assert ANSI.sub("", s.child.after) == "ledgersh [Default]> ", s.child.after
        assert s.close() == 0
    finally:
        shutil.rmtree(home, ignore_errors=True)


def test_state_files_linked_elsewhere_are_followed_or_left_alone(binary):
    """A history linked to a FIFO (as to /dev/null, to keep none) hung the session before
    its prompt and had its mode changed; a context.json linked into one's dotfiles was
    replaced by a regular file. Now the one is left alone and the other is written
    through its link."""
    home, env = private_home()
    seed(binary, env, ["project add Atelier"])
    state = os.path.join(home, "state", "ledgersh")
    dotfiles = os.path.join(home, "dotfiles")
    os.makedirs(dotfiles)
    os.makedirs(state, exist_ok=True)
    fifo = os.path.join(home, "nothing")
    os.mkfifo(fifo, 0o644)
    os.symlink(fifo, os.path.join(state, "history"))
    kept = os.path.join(dotfiles, "context.json")
    os.symlink(kept, os.path.join(state, "context.json"))
    s = Session(binary, home=home, columns=100, env=PLAIN)
    try:
        s.expect_prompt()
        s.line("use Atelier")
        s.expect(r"ledgersh Atelier> ")
        assert s.close() == 0
        assert stat.S_IMODE(os.stat(fifo).st_mode) == 0o644
        assert os.readlink(os.path.join(state, "history")) == fifo
        assert os.readlink(os.path.join(state, "context.json")) == kept
        with open(kept) as handle:
            assert "Atelier" in handle.read()
        assert sorted(os.listdir(dotfiles)) == ["context.json"]
        s = Session(binary, home=home, columns=100, env=PLAIN)
        s.expect("Restored")
        s.expect(r"ledgersh Atelier> ")
        assert s.close() == 0
    finally:
        shutil.rmtree(home, ignore_errors=True)


def test_tx_add_form_offers_the_vendors_default_category(binary):
    home, env = private_home()
    seed(binary, env, [
        "category add Furnishings", "category add Lighting", "project add Loft",
        "vendor default Rejuvenation --category Lighting",
    ])
    s = Session(binary, home=home, columns=80, env=PLAIN)
    try:
        s.expect_prompt()
        s.line("use Loft")
        s.expect_prompt()
        s.line("tx add")
        s.expect("Amount: ")
        s.line("120")
        s.expect(r"Source \(vendor\): ")
        s.line("Rejuvenation")
        s.expect(r"Category \[Lighting\]: ")           # the vendor's default, offered
        s.line("")
        s.expect(r"Date \[")
        s.line("2026-11-20")
        for _ in range(4):                              # type, reimbursement, review, notes
            s.expect(r": ")
            s.line("")
        s.expect("Added purchase #1: Rejuvenation, \\$120.00 on 2026-11-20 in Lighting.")
        s.expect_prompt()
        assert s.close() == 0
    finally:
        shutil.rmtree(home, ignore_errors=True)
