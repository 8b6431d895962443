"""Eight writers and two readers at once on an existing ledger: every writer and reader
succeeds, nothing is lost, nobody sees a locked database.

(Eight processes *creating* a new ledger at once is another test's business.)"""
import json
import subprocess

from faultkit import Home, expect, integrity, sources

WRITERS = 8
READERS = 2
EACH = 60


def test_eight_writers_and_two_readers_lose_nothing(binary):
    with Home(binary) as home:
        ledger = home.seed_ledger()
        processes = []
        for writer in range(WRITERS):
            lines = [f"tx add --project Seed --source w{writer}-{i} --amount 1" for i in range(EACH)]
            script = home.write(f"writer{writer}.lsh", "\n".join(lines) + "\n")
            processes.append(("writer", subprocess.Popen(
                [binary, "--db", ledger, "-q", "-f", script], stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE, env=home.env, cwd=home.path)))
        reads = home.write("reader.lsh", "txs --project Seed --format json\nprojects --format json\n" * 30)
        for _ in range(READERS):
            processes.append(("reader", subprocess.Popen(
                [binary, "--db", ledger, "-f", reads], stdout=subprocess.PIPE,
                stderr=subprocess.PIPE, env=home.env, cwd=home.path)))
        for role, process in processes:
            output, errors = process.communicate(timeout=300)
            errors = errors.decode()
            expect(process.returncode == 0, f"a {role} failed ({process.returncode}): {errors}")
            expect("locked" not in errors and "busy" not in errors, errors)
            if role == "reader":
                # Each document is whole: the reader saw committed states only.
                decoder = json.JSONDecoder()
                text, position, documents = output.decode(), 0, 0
                while position < len(text):
                    _, position = decoder.raw_decode(text, position)
                    while position < len(text) and text[position].isspace():
                        position += 1
                    documents += 1
                expect(documents == 60, f"a reader got {documents} JSON documents")
        stored = sources(ledger)
        missing = [f"w{w}-{i}" for w in range(WRITERS) for i in range(EACH) if f"w{w}-{i}" not in stored]
        expect(not missing, f"lost writes: {missing[:10]}")
        expect(integrity(ledger) == "ok", "integrity_check")
