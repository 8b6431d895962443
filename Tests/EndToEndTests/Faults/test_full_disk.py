"""A full disk: a clean error, exit 3, and the ledger intact with everything that was
acknowledged before the disk filled.

Uses a 2 MB tmpfs when `mount` works (root in CI); otherwise an LD_PRELOAD shim
(enospc_shim.c) that fails writes to the ledger with ENOSPC. FAULT_FULL_DISK=shim forces
the shim."""
import os
import re
import shutil
import subprocess
import tempfile

from faultkit import Home, expect, integrity, sources

HERE = os.path.dirname(os.path.abspath(__file__))
ACKNOWLEDGED = re.compile(r"^Added purchase #\d+: (f\d+),", re.M)


def mount_small_tmpfs(folder):
    """Mounts a 2 MB tmpfs on `folder`; answers whether it worked."""
    if os.environ.get("FAULT_FULL_DISK") == "shim" or os.geteuid() != 0 or not shutil.which("mount"):
        return False
    result = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=2m,mode=0700", "tmpfs", folder], capture_output=True)
    return result.returncode == 0


def build_shim(folder):
    """Compiles the ENOSPC shim into `folder`; None when there is no C compiler."""
    compiler = shutil.which("cc") or shutil.which("clang") or shutil.which("gcc")
    if not compiler:
        return None
    library = os.path.join(folder, "enospc_shim.so")
    subprocess.run(
        [compiler, "-shared", "-fPIC", "-o", library, os.path.join(HERE, "enospc_shim.c"), "-ldl"],
        check=True, capture_output=True)
    return library


def fill(home, ledger, env=None):
    """Runs a script that writes until the disk is full; answers the run and the
    sources it acknowledged."""
    notes = "n" * 4000
    lines = [f"tx add --project P --source f{i} --amount 1 --notes {notes}" for i in range(3000)]
    script = home.write("fill.lsh", "\n".join(lines) + "\n")
    result = home.run("--db", ledger, "-f", script, env=env, timeout=300)
    return result, set(ACKNOWLEDGED.findall(result.stderr))


def check_full_disk_run(home, ledger, result, acknowledged, env=None):
    expect(result.returncode == 3, f"status {result.returncode}: {result.stderr[-500:]}")
    errors = [line for line in result.stderr.splitlines() if "error" in line]
    expect(len(errors) == 1, f"one error line, not {errors}")
    expect("is full" in errors[0], errors[0])
    expect(acknowledged, "nothing was written before the disk filled")
    after = home.run("--db", ledger, "-c", "txs --project P --format csv", env=env)
    expect(after.returncode == 0, f"reading after a full disk: {after.stderr}")
    verdict = integrity(ledger)
    expect(verdict == "ok", f"integrity_check: {verdict}")
    missing = acknowledged - sources(ledger)
    expect(not missing, f"acknowledged but lost: {sorted(missing)[:5]}")


def test_a_full_disk_is_exit_3_and_leaves_the_ledger_intact(binary):
    with Home(binary) as home:
        disk = home.file("disk")
        os.mkdir(disk)
        if mount_small_tmpfs(disk):
            try:
                ledger = os.path.join(disk, "ledger.db")
                seeded = home.run("--db", ledger, "-q", "-c", "project add P")
                expect(seeded.returncode == 0, seeded.stderr)
                result, acknowledged = fill(home, ledger)
                check_full_disk_run(home, ledger, result, acknowledged)
            finally:
                subprocess.run(["umount", disk], check=False)
            return
        shim_folder = tempfile.mkdtemp(prefix="ledgersh-shim-")
        try:
            shim = build_shim(shim_folder)
            if shim is None:
                print("     skipped: no tmpfs mount and no C compiler for the ENOSPC shim")
                return
            ledger = os.path.join(disk, "ledger.db")
            seeded = home.run("--db", ledger, "-q", "-c", "project add P")
            expect(seeded.returncode == 0, seeded.stderr)
            env = {"LD_PRELOAD": shim, "LEDGERSH_FAULT_PATH": disk, "LEDGERSH_FAULT_BYTES": "1500000"}
            result, acknowledged = fill(home, ledger, env)
            check_full_disk_run(home, ledger, result, acknowledged)
        finally:
            shutil.rmtree(shim_folder, ignore_errors=True)


def test_a_full_disk_under_a_backup_is_exit_1_as_for_export(binary):
    """The backup's disk is full, not the ledger's: a failed command (exit status 1) with
    the reason, as `export --to` on that disk, and the old backup and the ledger kept."""
    with Home(binary) as home:
        ledger = home.seed_ledger(transactions=400)
        disk = home.file("disk")
        os.mkdir(disk)
        old = home.write("disk/backup.db", "last night's backup\n")
        shim_folder = tempfile.mkdtemp(prefix="ledgersh-shim-")
        try:
            shim = build_shim(shim_folder)
            if shim is None:
                print("     skipped: no C compiler for the ENOSPC shim")
                return
            env = {"LD_PRELOAD": shim, "LEDGERSH_FAULT_PATH": disk, "LEDGERSH_FAULT_BYTES": "20000"}
            backup = home.run("--db", ledger, "-c", f"backup {old} --yes", env=env)
            export = home.run("--db", ledger, "-c", f"export --to {disk}/all.json", env=env)
        finally:
            shutil.rmtree(shim_folder, ignore_errors=True)
        expect(export.returncode == 1, f"export: status {export.returncode}: {export.stderr}")
        expect(backup.returncode == export.returncode,
               f"backup: status {backup.returncode}: {backup.stderr}")
        expect("No space left on device" in backup.stderr, backup.stderr)
        expect("nothing was replaced" in backup.stderr, backup.stderr)
        with open(old) as handle:
            expect(handle.read() == "last night's backup\n", "the old backup was replaced")
        expect(sorted(os.listdir(disk)) == ["backup.db"], f"left behind: {os.listdir(disk)}")
        expect(integrity(ledger) == "ok", "the ledger is damaged")
