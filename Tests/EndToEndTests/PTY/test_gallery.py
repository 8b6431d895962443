#!/usr/bin/env python3
"""Pseudo-terminal tests of the attachment gallery ('attachments item 1 --view'): it opens
on the alternate screen, → and ← (and n) move between the pictures, a damaged one shows its
card and why, s saves the one shown, and q or Esc leave the alternate screen with the prompt
back. Run alone: run_pty_tests.py PATH-TO-LEDGERSH test_gallery."""
import os
import pathlib
import sys
import time

import pexpect

sys.path.insert(0, str(pathlib.Path(__file__).parent))

import ptyshell  # noqa: E402
from ptyshell import Session  # noqa: E402

IMAGES = pathlib.Path(__file__).resolve().parents[2] / "PluginTests" / "Golden" / "images"
ENTER_ALTERNATE = "\x1b[?1049h"
LEAVE_ALTERNATE = "\x1b[?1049l"
RIGHT, LEFT = "\x1b[C", "\x1b[D"

SEED = [
    "project add 'Smith Residence'",
    "use 'Smith Residence'",
    "item add 'Oak Side Table' --source 'West Elm' --price 899",
    "attach {} {} {} --to item 1".format(
        IMAGES / "scene.png", IMAGES / "scene.jpg", IMAGES / "corrupt.png"),
]


def open_gallery(binary, columns=60):
    s = Session(binary, home=ptyshell.seeded_home(binary, SEED, "ledgersh-pty-gallery-"),
                columns=columns, rows=20)
    s.own_home = True
    s.expect_prompt()
    s.line("use 'Smith Residence'")
    s.expect_prompt()
    s.line("attachments item 1 --view")
    s.child.expect_exact(ENTER_ALTERNATE)
    s.child.expect_exact("1/3  ★ scene.png")
    return s


def test_gallery_moves_with_arrows_and_q_restores_the_screen(binary):
    s = open_gallery(binary)
    try:
        s.send(RIGHT)
        s.child.expect_exact("2/3  scene.jpg · JPEG image · 32×24")
        s.send("n")
        s.child.expect_exact("its PNG data is damaged")
        s.child.expect_exact("3/3  corrupt.png")
        s.send(RIGHT)
        s.child.expect_exact("This is the last one.")
        s.send(LEFT)
        s.child.expect_exact("2/3  scene.jpg")
        s.send(LEFT)
        s.child.expect_exact("1/3  ★ scene.png")
        s.send("q")
        s.child.expect_exact(LEAVE_ALTERNATE)
        s.expect_prompt()
        s.line("echo back")
        s.child.expect_exact("back")
        s.expect_prompt()
        assert s.close() == 0
    finally:
        s.cleanup()


def test_gallery_takes_arrows_that_arrive_together_one_by_one(binary):
    # Key repeat, or keys pressed quickly, reach the terminal as one read: each arrow moves.
    s = open_gallery(binary)
    try:
        s.send(RIGHT + RIGHT)
        s.child.expect_exact("3/3  corrupt.png")
        s.send(LEFT + LEFT + "q")
        s.child.expect_exact("1/3  ★ scene.png")
        s.child.expect_exact(LEAVE_ALTERNATE)
        s.expect_prompt()
        assert s.close() == 0
    finally:
        s.cleanup()


def test_gallery_esc_goes_back_and_s_saves_the_picture_shown(binary):
    s = open_gallery(binary)
    try:
        s.send(RIGHT)
        s.child.expect_exact("2/3  scene.jpg")
        s.send("s")
        s.child.expect_exact("Save as (Enter: scene.jpg): ")
        s.line("copy.jpg")
        s.child.expect_exact("Saved to copy.jpg.")
        s.send("\x1b")
        s.child.expect_exact(LEAVE_ALTERNATE)
        s.expect_prompt()
        saved = pathlib.Path(s.home, "copy.jpg").read_bytes()
        assert saved == (IMAGES / "scene.jpg").read_bytes()
        assert s.close() == 0
    finally:
        s.cleanup()


def test_gallery_asks_before_replacing_a_file_and_its_lines_fit_40_columns(binary):
    s = open_gallery(binary, columns=40)
    try:
        pathlib.Path(s.home, "keep.png").write_bytes(b"mine")
        s.send("s")
        s.child.expect_exact("Save as (Enter: scene.png): ")
        s.line("keep.png")
        s.child.expect_exact("Replace keep.png? [y/N] ")
        s.line("")
        s.child.expect_exact("Not saved: keep.png is kept.")
        assert pathlib.Path(s.home, "keep.png").read_bytes() == b"mine"
        s.send("s")
        s.child.expect_exact("Save as (Enter: scene.png): ")
        s.line("keep.png")
        s.child.expect_exact("Replace keep.png? [y/N] ")
        s.line("y")
        s.child.expect_exact("Saved to keep.png.")
        assert pathlib.Path(s.home, "keep.png").read_bytes() == (IMAGES / "scene.png").read_bytes()
        s.send("q")
        s.child.expect_exact(LEAVE_ALTERNATE)
        s.expect_prompt()
        assert s.close() == 0
    finally:
        s.cleanup()


def test_ctrl_z_in_the_gallery_stops_ledgersh_and_fg_brings_the_gallery_back(binary):
    # Found by a QA pass: raw mode turns the terminal's Ctrl-Z into a key, which the
    # gallery called unknown. Run from a shell with job control, as a user would.
    stop_the_gallery_and_bring_it_back(binary, lambda s: s.send("\x1a"))


def test_a_stop_sent_from_outside_leaves_the_gallery_as_ctrl_z_does(binary):
    # Found by a QA pass: `kill -TSTP` stopped ledgersh with the terminal in raw mode and
    # on the gallery's screen, where the shell came back; after `fg` the gallery was not
    # drawn again and took no keys until Enter.
    import signal
    import subprocess

    def stop(s):
        child = subprocess.run(["pgrep", "-P", str(s.child.pid)], capture_output=True,
                               text=True, check=True).stdout.split()[0]
        os.kill(int(child), signal.SIGTSTP)
    stop_the_gallery_and_bring_it_back(binary, stop)


def stop_the_gallery_and_bring_it_back(binary, stop):
    home = ptyshell.seeded_home(binary, SEED, "ledgersh-pty-gallery-")
    s = Session("/bin/bash", home=home, columns=60, rows=20,
                args=["--norc", "--noprofile", "-i"], env={"PS1": "sh$ "})
    try:
        s.child.expect_exact("sh$ ")
        s.line("'{}'".format(binary))
        s.expect_prompt()
        s.line("use 'Smith Residence'")
        s.expect_prompt()
        s.line("attachments item 1 --view")
        s.child.expect_exact(ENTER_ALTERNATE)
        s.child.expect_exact("1/3  ★ scene.png")
        stop(s)
        s.child.expect_exact(LEAVE_ALTERNATE)
        s.child.expect("Stopped")
        s.child.expect_exact("sh$ ")
        # The shell reads lines again: the terminal got its mode back.
        s.line("echo still-here")
        s.child.expect_exact("still-here")
        s.child.expect_exact("sh$ ")
        s.line("fg")
        s.child.expect_exact(ENTER_ALTERNATE)
        s.child.expect_exact("1/3  ★ scene.png")
        s.send("n")
        s.child.expect_exact("2/3  scene.jpg")
        s.send("q")
        s.child.expect_exact(LEAVE_ALTERNATE)
        s.expect_prompt()
        time.sleep(0.2)
        s.child.sendcontrol("d")
        s.child.expect_exact("sh$ ")
        s.line("exit")
        s.child.expect(pexpect.EOF)
    finally:
        s.child.close(force=True)


def test_gallery_draws_again_when_the_window_is_resized(binary):
    # Found by a QA pass: the old frame stayed, clipped, until the next key.
    s = open_gallery(binary, columns=60)
    try:
        s.child.expect_exact("q/Esc: back to the prompt")
        s.child.setwinsize(20, 24)
        # Drawn again with no key pressed, with the keys in a form that fits 24 columns.
        s.child.expect_exact("n/p · s · q", timeout=5)
        s.send("q")
        s.child.expect_exact(LEAVE_ALTERNATE)
        s.expect_prompt()
        assert s.close() == 0
    finally:
        s.cleanup()


def test_sigterm_in_the_gallery_gives_the_shell_its_screen_back(binary):
    # Found by a QA pass: ledgersh ended (143) on the alternate screen with the cursor
    # hidden, and the shell's prompt came back inside the gallery's screen.
    import signal
    s = open_gallery(binary)
    try:
        os.kill(s.child.pid, signal.SIGTERM)
        s.child.expect_exact("\x1b[?25h")   # the cursor shown again
        s.child.expect_exact(LEAVE_ALTERNATE)
        s.child.expect(pexpect.EOF)
        s.child.close()
        assert s.child.signalstatus == signal.SIGTERM or s.child.exitstatus == 143
    finally:
        s.cleanup()


def test_a_caption_or_message_cut_to_the_width_ends_in_an_ellipsis(binary):
    # Found by a QA pass: at 30 columns the caption read "… scene.jpg · JPEG image ·" and a
    # message "… which does not exist; attachment save", cut at a word as if whole.
    s = open_gallery(binary, columns=30)
    try:
        s.send(RIGHT)
        s.child.expect(r"2/3  scene\.jpg[^\r\n]*…")
        s.send("s")
        s.child.expect_exact("Save as")
        s.line(os.path.join(s.home, "missing-folder", "deeper", "x.jpg"))
        s.child.expect(r"Not saved: [^\r\n]*…")
        s.send("q")
        s.child.expect_exact(LEAVE_ALTERNATE)
        s.expect_prompt()
        assert s.close() == 0
    finally:
        s.cleanup()
