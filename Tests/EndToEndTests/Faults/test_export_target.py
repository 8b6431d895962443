"""Issue 12 §5: `export --to` never replaces what the path was with a regular file.

A symbolic link is followed (the file it points to is replaced; the link stays), a FIFO
or character device is written through, a block device or socket is refused, and the
partial file is private (0600) from its creation."""
import json
import os
import socket
import stat
import subprocess
import threading
import time

from faultkit import Home, device, expect


def read_in_background(path, into):
    """Reads `path` (a FIFO) to its end in a thread; the bytes land in `into`."""
    def reader():
        with open(path, "rb") as handle:
            into.append(handle.read())
    thread = threading.Thread(target=reader, daemon=True)
    thread.start()
    return thread


def test_a_symlink_is_followed_and_stays_a_link(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        real = home.write("real.json", "old\n")
        os.symlink("real.json", home.file("link.json"))
        result = home.run("--db", ledger, "-c", "export --to link.json")
        expect(result.returncode == 0, result.stderr)
        expect(os.path.islink(home.file("link.json")), "the link was replaced by a file")
        with open(real) as handle:
            expect(json.load(handle)["format"], "the file the link points to holds the export")
        expect(stat.S_IMODE(os.stat(real).st_mode) == 0o600, "the export is private")
        os.symlink("made/by/link.json", home.file("dangling.json"))
        os.makedirs(home.file("made/by"))
        result = home.run("--db", ledger, "-c", "export projects --to dangling.json")
        expect(result.returncode == 0, result.stderr)
        expect(os.path.islink(home.file("dangling.json")), "a dangling link stays a link")
        expect(os.path.isfile(home.file("made/by/link.json")), "its target was created")
        expect(sorted(os.listdir(home.path)).count(".real.json.partial") == 0, "no partial left")


def test_a_fifo_is_written_through(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        fifo = home.file("pipe.json")
        os.mkfifo(fifo)
        received = []
        thread = read_in_background(fifo, received)
        result = home.run("--db", ledger, "-c", "export --to pipe.json", timeout=30)
        thread.join(timeout=10)
        expect(result.returncode == 0, result.stderr)
        expect(stat.S_ISFIFO(os.stat(fifo).st_mode), "the FIFO was replaced")
        expect(json.loads(received[0])["format"], "the reader got the export")


def test_character_devices_are_written_through(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        null, full = device(home, "null"), device(home, "full")
        ok = home.run("--db", ledger, "-c", f"export --to {null}")
        expect(ok.returncode == 0, ok.stderr)
        expect(stat.S_ISCHR(os.stat(null).st_mode), f"{null} is no longer a device")
        failed = home.run("--db", ledger, "-c", f"export --to {full}")
        expect(failed.returncode == 1, f"status {failed.returncode}")
        expect(f"cannot write the export to '{full}': No space left on device" in failed.stderr,
               failed.stderr)
        expect(stat.S_ISCHR(os.stat(full).st_mode), f"{full} is no longer a device")


def test_block_devices_sockets_and_folders_are_refused(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        listener = socket.socket(socket.AF_UNIX)
        listener.bind(home.file("sock"))
        refused = home.run("--db", ledger, "-c", "export --to sock")
        listener.close()
        expect(refused.returncode == 1, f"socket: {refused.returncode}")
        expect("'sock' is a socket" in refused.stderr, refused.stderr)
        expect(stat.S_ISSOCK(os.lstat(home.file("sock")).st_mode), "the socket was replaced")
        os.mkdir(home.file("out"))
        folder = home.run("--db", ledger, "-c", "export --to out")
        expect(folder.returncode == 1 and "is a folder" in folder.stderr, folder.stderr)
        if os.geteuid() == 0:
            disk = home.file("disk")
            os.mknod(disk, 0o600 | stat.S_IFBLK, os.makedev(7, 250))
            block = home.run("--db", ledger, "-c", "export --to disk")
            expect(block.returncode == 1, f"block device: {block.returncode}")
            expect("is a block device" in block.stderr, block.stderr)
            expect(stat.S_ISBLK(os.lstat(disk).st_mode), "the block device was replaced")


def test_the_partial_file_is_private_from_its_creation(binary):
    with Home(binary) as home:
        ledger = home.file("big.db")
        seeded = home.run("--db", ledger, "-q", "-c", "demo --projects 2 --items 3000 --transactions 1500")
        expect(seeded.returncode == 0, seeded.stderr)
        partial = home.file(".out.json.partial")
        modes = set()
        for _ in range(3):
            process = subprocess.Popen(
                [binary, "--db", ledger, "-c", "export --to out.json"], env=home.env,
                cwd=home.path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                preexec_fn=lambda: os.umask(0))
            while process.poll() is None:
                try:
                    modes.add(stat.S_IMODE(os.stat(partial).st_mode))
                except FileNotFoundError:
                    time.sleep(0.0005)
            expect(process.returncode == 0, "export failed")
            if modes:
                break
        expect(modes, "never saw the partial file while the export ran")
        expect(modes == {0o600}, f"the partial file had modes {sorted(oct(m) for m in modes)}")
        expect(stat.S_IMODE(os.stat(home.file("out.json")).st_mode) == 0o600, "export not 0600")
