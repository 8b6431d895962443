#!/usr/bin/env python3
"""Counts fuzzing executions toward the aim of 10 million per target, on the code as it is.

A count stands only for the code the target ran. Each target's code is the list of source
files its inputs reach, kept in Tests/Fuzz/campaign/TARGET.files (made by `files` from a
campaign's corpus with libFuzzer's -print_coverage=1). Its fingerprint is a hash of those
files as committed, of the Swift compiler's version and of the package versions resolved.
A run is recorded with the commit it ran on; `status` adds up, for each target, the runs
whose commit holds the same files as REV (by the current list) under the same compiler and
packages, so a change to any file a target reaches starts its count again, a change
anywhere else does not, and a list made anew applies to every run recorded before.

  scripts/fuzz-campaign.py files TARGET CORPUS... [--merge]
                                                   write TARGET.files from a corpus
  scripts/fuzz-campaign.py fingerprint TARGET [--rev REV]
  scripts/fuzz-campaign.py record TARGET LOG [--rev REV] [--note TEXT]
                                                   add a clean run's count to runs.tsv
  scripts/fuzz-campaign.py record TARGET - --executions N --rev REV --note TEXT
                                                   a count whose log is gone
  scripts/fuzz-campaign.py status [--rev REV]       executions per target on REV's code
  scripts/fuzz-campaign.py run TARGET [--workers N] [--time SECONDS]
                                                   build TARGET at HEAD, fuzz it with N
                                                   workers, check and record each clean log

`run` is how a machine with many cores adds to a count: FuzzCommandLine runs 25-50 inputs a
second on one core, so its 10 million take 55 or more core-hours, hours on 32 cores. The
workers share a corpus kept in .build-fuzz/campaign/TARGET (and read the seeds), run at nice
19 with different seeds, and stop together at the time given or on Ctrl-C, which still
records what they ran. A finding stops nothing else; its log is not recorded, its input is
in .build-fuzz/findings/TARGET/, and `run` exits 1.

`record` refuses a log with a crash, a sanitizer report, a leak or a broken property, and
a fingerprint taken while a file the target reaches has uncommitted changes.
"""

import argparse
import datetime
import functools
import hashlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CAMPAIGN = os.path.join(ROOT, "Tests", "Fuzz", "campaign")
RUNS = os.path.join(CAMPAIGN, "runs.tsv")
BINARIES = os.path.join(ROOT, ".build-fuzz", "release")
AIM = 10_000_000
TARGETS = ["FuzzTokenizer", "FuzzAmount", "FuzzWidth", "FuzzPluginProtocol", "FuzzCSVImport",
           "FuzzJSONImport", "FuzzCommandLine"]
SOURCE_ROOTS = ("Sources/", "plugins/", "Tests/Fuzz/")
FAILURE = re.compile(r"==\d+==ERROR|ERROR: libFuzzer|property broken|deadly signal|"
                     r"SUMMARY: (Address|Leak|Undefined)Sanitizer|Fatal error")


def fail(message):
    print(f"fuzz-campaign: {message}", file=sys.stderr)
    sys.exit(1)


def git(*args):
    return subprocess.run(["git", "-C", ROOT, *args], check=True, capture_output=True,
                          text=True).stdout


def tracked_sources():
    return [p for p in git("ls-files", *SOURCE_ROOTS).splitlines()
            if p.endswith((".swift", ".c", ".h"))]


def files_of_target(target, corpora):
    """The repository's source files that hold a function the corpora reach."""
    binary = os.path.join(BINARIES, target)
    if not os.access(binary, os.X_OK):
        fail(f"no {binary}: build it first (scripts/fuzz.sh {target} with FUZZ_TIME=1)")
    run = subprocess.run([binary, *map(os.path.abspath, corpora), "-runs=0", "-print_coverage=1"],
                         capture_output=True, text=True, env={**os.environ,
                                                              "ASAN_OPTIONS": "detect_leaks=0"})
    # A covered function is named by the file it is declared in; code inlined into it from
    # another file (a release build inlines across the files of a module) shows only in the
    # file:line of its PCs, which libFuzzer prints for the PCs of covered functions that no
    # input reached. Both count: a change to either changes what the target runs. (Inlined
    # code whose every PC was reached still goes unnamed: a merged list keeps what an
    # earlier corpus found, see `files --merge`.)
    covered = set()
    for line in run.stdout.splitlines() + run.stderr.splitlines():
        if line.startswith("COVERED_FUNC:"):
            covered.add(re.sub(r":\d+$", "", line.split()[-1]))
        elif line.strip().startswith("UNCOVERED_PC:"):
            covered.add(re.sub(r":\d+$", "", line.split()[-1]))
    if not covered:
        fail(f"{target} printed no coverage; is {binary} a libFuzzer build?")
    sources = tracked_sources()
    by_name = {}
    for path in sources:
        by_name.setdefault(os.path.basename(path), []).append(path)
    files = set()
    for path in covered:
        relative = path[len(ROOT) + 1:] if path.startswith(ROOT + "/") else ""
        if relative.startswith(SOURCE_ROOTS):
            files.add(relative)
    # A function without line tables is named by its object file: count every source file
    # of that name in the modules the target reaches, so none it could be is left out.
    modules = {os.path.dirname(f).split("/")[1] for f in files}
    for path in covered:
        if path.endswith(".swift.o"):
            files.update(f for f in by_name.get(path[:-2], []) if f.split("/")[1] in modules)
    return sorted(files)


def files_path(target):
    return os.path.join(CAMPAIGN, f"{target}.files")


def read_files(target):
    try:
        with open(files_path(target)) as handle:
            return [line.strip() for line in handle if line.strip()]
    except FileNotFoundError:
        fail(f"no {files_path(target)}: run 'files {target} CORPUS' first")


def toolchain():
    version = subprocess.run(["swift", "--version"], capture_output=True, text=True)
    return (version.stdout or version.stderr).splitlines()[0]


def package_pins():
    try:
        with open(os.path.join(ROOT, "Package.resolved")) as handle:
            pins = json.load(handle).get("pins", [])
    except FileNotFoundError:
        return "unresolved"
    return " ".join(sorted(f"{p['identity']}@{p['state'].get('version') or p['state'].get('revision')}"
                           for p in pins))


def code_hash(target, rev, cache={}):
    """The files `target` reaches, as committed at `rev`."""
    if (target, rev) not in cache:
        files = read_files(target)
        try:
            listing = git("ls-tree", "-r", rev, "--", *files)
        except subprocess.CalledProcessError:
            # A run recorded on a commit this clone does not have (one that never landed)
            # matches no code: it counts for nothing, and `status` still adds up the rest.
            cache[(target, rev)] = f"unknown commit {rev}"
            return cache[(target, rev)]
        present = {line.split("\t", 1)[1] for line in listing.splitlines()}
        missing = "\n".join(f"gone {f}" for f in files if f not in present)
        cache[(target, rev)] = hashlib.sha256((listing + missing).encode()).hexdigest()[:16]
    return cache[(target, rev)]


@functools.cache
def toolchain_hash():
    """The compiler and the package versions the binaries are built with."""
    return hashlib.sha256((toolchain() + package_pins()).encode()).hexdigest()[:16]


def fingerprint(target, rev):
    return f"{code_hash(target, rev)}-{toolchain_hash()}"


def uncommitted(target):
    return git("status", "--porcelain", "--", *read_files(target)).strip()


def read_runs():
    if not os.path.exists(RUNS):
        return []
    with open(RUNS) as handle:
        lines = [line.rstrip("\n").split("\t") for line in handle if not line.startswith("#")]
    return [dict(zip(["date", "target", "fingerprint", "rev", "executions", "exec_s", "cov", "ft",
                      "note"], row)) for row in lines if len(row) >= 8]


def counts_now(run, rev):
    """Whether `run` ran the code `rev` holds, by the current list of files."""
    _, toolchain_then = run["fingerprint"].rsplit("-", 1)
    return (toolchain_then == toolchain_hash()
            and code_hash(run["target"], run["rev"]) == code_hash(run["target"], rev))


def command_files(args):
    files = files_of_target(args.target, args.corpus)
    if args.merge and os.path.exists(files_path(args.target)):
        # Keep what the list named before that still exists: a file inlined whole into
        # covered code once found stays counted.
        tracked = set(tracked_sources())
        files = sorted(set(files) | {f for f in read_files(args.target) if f in tracked})
    os.makedirs(CAMPAIGN, exist_ok=True)
    with open(files_path(args.target), "w") as handle:
        handle.write("".join(f"{f}\n" for f in files))
    print(f"{args.target}: {len(files)} source files reached, in {files_path(args.target)}")


def command_record(args):
    if args.log == "-":
        # A count from an earlier session's closing note, whose log is gone: it needs the
        # commit it ran on and where the count is written down.
        if not (args.executions and args.rev != "HEAD" and args.note):
            fail("a count without a log needs --executions, --rev and --note")
        return append_run(args, [str(args.executions), "?", "?", "?"])
    with open(args.log, errors="replace") as handle:
        log = handle.read()
    if FAILURE.search(log):
        fail(f"{args.log} reports a failure; fix it and add its input to the corpus")
    executions = re.findall(r"stat::number_of_executed_units: (\d+)", log)
    # A run ends at its -runs or -max_total_time ("Done N runs"), or at Ctrl-C / SIGINT.
    done = re.search(r"^Done (\d+) runs|libFuzzer: run interrupted; exiting", log, re.M)
    if not executions or not done:
        fail(f"{args.log} did not end cleanly (no 'Done N runs' and final stats)")
    progress = re.findall(r"^#\d+\s+\w+\s+cov: (\d+) ft: (\d+).*?exec/s: (\d+)", log, re.M)
    cov, ft, exec_s = progress[-1] if progress else ("?", "?", "?")
    if args.rev == "HEAD" and uncommitted(args.target):
        fail(f"files {args.target} reaches have uncommitted changes: commit, rebuild, run again")
    append_run(args, [executions[-1], exec_s, cov, ft])


def append_run(args, counts):
    row = [datetime.date.today().isoformat(), args.target, fingerprint(args.target, args.rev),
           git("rev-parse", "--short", args.rev).strip(), *counts, args.note or ""]
    new = not os.path.exists(RUNS)
    with open(RUNS, "a") as handle:
        if new:
            handle.write("# date\ttarget\tfingerprint\trev\texecutions\texec/s\tcov\tft\tnote\n")
        handle.write("\t".join(row) + "\n")
    print(f"{args.target}: recorded {int(counts[0]):,} executions on {row[2]}")


def command_status(args):
    runs = read_runs()
    short = 0
    print(f"{'target':<20} {'executions':>12}  {'runs':>4}  code")
    for target in TARGETS:
        if not os.path.exists(files_path(target)):
            print(f"{target:<20} {'-':>12}  {'-':>4}  no {target}.files yet")
            short += 1
            continue
        current = fingerprint(target, args.rev)
        mine = [r for r in runs if r["target"] == target]
        counted = [r for r in mine if counts_now(r, args.rev)]
        total = sum(int(r["executions"]) for r in counted)
        stale = sum(int(r["executions"]) for r in mine) - total
        note = f"{current}" + (f" ({stale:,} on older code)" if stale else "")
        mark = "" if total >= AIM else "  short of 10,000,000"
        short += total < AIM
        print(f"{target:<20} {total:>12,}  {len(counted):>4}  {note}{mark}")
    sys.exit(1 if short else 0)


def command_run(args):
    if uncommitted(args.target):
        fail(f"files {args.target} reaches have uncommitted changes: commit them first, so that "
             "the count is for code a commit holds")
    rev = git("rev-parse", "--short", "HEAD").strip()
    print(f"fuzz-campaign: building {args.target} at {rev}", file=sys.stderr)
    build = subprocess.run(
        ["swift", "build", "-c", "release", "--scratch-path", os.path.join(ROOT, ".build-fuzz"),
         "-Xswiftc", "-sanitize=fuzzer,address", "--product", args.target],
        cwd=ROOT, env={**os.environ, "LEDGERSH_FUZZ": "1"}, capture_output=True, text=True)
    if build.returncode != 0:
        print("\n".join(line for line in (build.stdout + build.stderr).splitlines()
                        if "Cannot export local symbol" not in line)[-4000:], file=sys.stderr)
        fail(f"{args.target} did not build")
    # Absolute paths: FuzzCommandLine works in a scratch folder of its own.
    corpus = os.path.abspath(args.corpus or os.path.join(ROOT, ".build-fuzz", "campaign",
                                                          args.target))
    seeds = os.path.join(ROOT, "Tests", "Fuzz", "corpus", args.target)
    findings = os.path.join(ROOT, ".build-fuzz", "findings", args.target)
    os.makedirs(corpus, exist_ok=True)
    os.makedirs(findings, exist_ok=True)
    dictionary = os.path.join(ROOT, "Tests", "Fuzz", "dict", f"{args.target}.dict")
    stamp = time.strftime("%Y%m%d-%H%M%S")
    # detect_leaks as everywhere; malloc_context_size=0 keeps allocation stacks out of the
    # way (they only name where leaked or freed memory came from, and a finding is replayed).
    env = {**os.environ, "ASAN_OPTIONS": "detect_leaks=1:malloc_context_size=0",
           "SWIFT_BACKTRACE": "enable=no"}
    workers = []
    for number in range(1, args.workers + 1):
        log = os.path.join(os.path.dirname(corpus), f"{args.target}-{stamp}-{number}.log")
        command = ["nice", "-n", "19", os.path.join(BINARIES, args.target), corpus, seeds,
                   f"-max_total_time={args.time}", "-timeout=30", "-rss_limit_mb=2048",
                   "-max_len=4096", f"-seed={number}{int(time.time()) % 100000}",
                   "-print_funcs=0", "-print_final_stats=1", f"-artifact_prefix={findings}/"]
        if os.path.exists(dictionary):
            command.append(f"-dict={dictionary}")
        with open(log, "w") as output:
            workers.append((log, subprocess.Popen(command, stdout=output, stderr=output,
                                                  stdin=subprocess.DEVNULL, env=env)))
    print(f"fuzz-campaign: {args.workers} workers for {args.time} s; logs "
          f"{os.path.dirname(corpus)}/{args.target}-{stamp}-N.log", file=sys.stderr)

    def stop(signum, frame):
        for _, process in workers:
            if process.poll() is None:
                process.send_signal(signal.SIGINT)
    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    for _, process in workers:
        while process.poll() is None:
            try:
                process.wait()
            except KeyboardInterrupt:
                stop(signal.SIGINT, None)
    found = False
    total = 0
    for number, (log, _) in enumerate(workers, 1):
        with open(log, errors="replace") as handle:
            text = handle.read()
        if FAILURE.search(text):
            found = True
            print(f"fuzz-campaign: worker {number} found a failure: see {log} and {findings}",
                  file=sys.stderr)
            continue
        note = (f"worker {number} of {args.workers}, fuzz-campaign run on "
                f"{socket.gethostname()} ({os.cpu_count()} cores), nice 19")
        record = argparse.Namespace(target=args.target, log=log, rev=rev, note=note,
                                    executions=None)
        command_record(record)
        executions = re.findall(r"stat::number_of_executed_units: (\d+)", text)
        total += int(executions[-1]) if executions else 0
    print(f"fuzz-campaign: {total:,} clean executions recorded in {RUNS}; commit it",
          file=sys.stderr)
    if found:
        sys.exit(1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    files = sub.add_parser("files")
    files.add_argument("target", choices=TARGETS)
    files.add_argument("corpus", nargs="+")
    files.add_argument("--merge", action="store_true",
                       help="add to the files already listed instead of replacing them")
    fp = sub.add_parser("fingerprint")
    fp.add_argument("target", choices=TARGETS)
    fp.add_argument("--rev", default="HEAD")
    record = sub.add_parser("record")
    record.add_argument("target", choices=TARGETS)
    record.add_argument("log")
    record.add_argument("--rev", default="HEAD")
    record.add_argument("--note")
    record.add_argument("--executions", type=int)
    status = sub.add_parser("status")
    status.add_argument("--rev", default="HEAD")
    run = sub.add_parser("run")
    run.add_argument("target", choices=TARGETS)
    run.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    run.add_argument("--time", type=int, default=3600, help="seconds (default 3600)")
    run.add_argument("--corpus", help="default .build-fuzz/campaign/TARGET")
    args = parser.parse_args()
    if args.command == "run" and (args.workers < 1 or args.time < 1):
        parser.error("--workers and --time must be at least 1")
    if args.command == "files":
        command_files(args)
    elif args.command == "fingerprint":
        print(fingerprint(args.target, args.rev))
    elif args.command == "record":
        command_record(args)
    elif args.command == "run":
        command_run(args)
    else:
        command_status(args)


if __name__ == "__main__":
    main()
