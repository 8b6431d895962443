"""kill -9 at 20 random points of a 2,000-command script: every acknowledged command
(its confirmation line reached stderr) is in the ledger, and the ledger passes
`PRAGMA integrity_check` after every kill."""
import re
import subprocess
import time

from faultkit import Home, expect, fast_folder, integrity, seeded_random, sources

COMMANDS = 2000
KILLS = 20
ACKNOWLEDGED = re.compile(rb"^Added purchase #\d+: (c\d+),")


def test_kill_9_loses_no_acknowledged_command(binary):
    rng = seeded_random("kill -9")
    with Home(binary, base=fast_folder()) as home:
        ledger = home.file("killed.db")
        seeded = home.run("--db", ledger, "-q", "-c", "project add P")
        expect(seeded.returncode == 0, seeded.stderr)
        commands = [f"tx add --project P --source c{i} --amount {i % 97 + 1}" for i in range(COMMANDS)]
        points = sorted(rng.sample(range(1, COMMANDS), KILLS))
        acknowledged = set()
        following = 0  # the first command not acknowledged yet: where the next run resumes
        for point in points:
            if point <= following:
                point = following + 1
            script = home.write("rest.lsh", "\n".join(commands[following:]) + "\n")
            process = subprocess.Popen(
                [binary, "--db", ledger, "-f", script], stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE, env=home.env, cwd=home.path)
            seen = following
            while seen < point:
                line = process.stderr.readline()
                if not line:
                    break
                match = ACKNOWLEDGED.match(line)
                if match:
                    acknowledged.add(match.group(1).decode())
                    seen += 1
            # Somewhere inside the next command (or the one after).
            time.sleep(rng.uniform(0, 0.006))
            process.kill()
            process.wait()
            # Lines already in the pipe were written before the kill: acknowledged too.
            for line in process.stderr:
                match = ACKNOWLEDGED.match(line)
                if match:
                    acknowledged.add(match.group(1).decode())
            process.stderr.close()
            verdict = integrity(ledger)
            expect(verdict == "ok", f"integrity_check after a kill at command {point}: {verdict}")
            missing = acknowledged - sources(ledger)
            expect(not missing, f"acknowledged but lost after a kill: {sorted(missing)[:10]}")
            following = max(int(name[1:]) for name in acknowledged) + 1 if acknowledged else 0
        rest = home.write("rest.lsh", "\n".join(commands[following:]) + "\n")
        finished = home.run("--db", ledger, "-q", "-f", rest, timeout=300)
        expect(finished.returncode == 0, finished.stderr)
        stored = sources(ledger)
        expect(all(f"c{i}" in stored for i in range(COMMANDS)), "a command of the script is missing")
        expect(integrity(ledger) == "ok", "integrity_check at the end")
