#!/usr/bin/env python3
"""Times the attachment gallery as a person sees it: on a pseudo-terminal of 200x50, with
three 12-megapixel photos attached to an item, the time from pressing → or ← to the
caption of the next picture being on screen, median of RUNS moves (each after a pause in
which the gallery draws the neighbours ahead).
Usage: bench-gallery.py LEDGERSH PHOTO... [--runs N]"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

import pexpect

args = sys.argv[1:]
runs = 12
if "--runs" in args:
    at = args.index("--runs")
    runs = int(args[at + 1])
    del args[at:at + 2]
binary, photos = args[0], args[1:]
home = tempfile.mkdtemp(prefix="ledgersh-bench-gallery-")
env = {
    "HOME": home, "XDG_DATA_HOME": home + "/data", "XDG_STATE_HOME": home + "/state",
    "XDG_CONFIG_HOME": home + "/config", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color",
    "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
}
seed = ["project add Bench", "use Bench", "item add Sofa --price 1",
        "attach " + " ".join(photos) + " --to item 1"]
command = [binary]
for line in seed:
    command += ["-c", line]
subprocess.run(command, env=env, check=True, capture_output=True)
child = pexpect.spawn(binary, env=env, encoding="utf-8", dimensions=(50, 200), timeout=30)
child.delaybeforesend = None  # pexpect waits 50 ms before each send unless told not to
child.expect(r"ledgersh[^\n>]*> ")
child.send("use Bench\r")
child.expect(r"ledgersh[^\n>]*> ")
child.send("attachments item 1 --view\r")
child.expect_exact("1/%d  " % len(photos))
times = []
position = 1
for run in range(runs):
    time.sleep(1.5)
    step = 1 if position < len(photos) else -1
    if position + step < 1:
        step = 1
    start = time.perf_counter()
    child.send("\x1b[C" if step > 0 else "\x1b[D")
    position += step
    child.expect_exact("%d/%d  " % (position, len(photos)))
    times.append(time.perf_counter() - start)
print("%.1f" % (statistics.median(times) * 1000))
child.send("q")
child.expect(r"ledgersh[^\n>]*> ")
time.sleep(0.3)  # the line editor takes the terminal back before Ctrl-D means end of input
child.sendcontrol("d")
child.expect(pexpect.EOF)
subprocess.run(["rm", "-rf", home])
