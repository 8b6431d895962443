#!/usr/bin/env bash
# Builds the libFuzzer targets under Tests/Fuzz with -sanitize=fuzzer,address and runs each
# for FUZZ_TIME seconds (default 60) on a copy of its seed corpus (Tests/Fuzz/corpus/TARGET).
#
#   scripts/fuzz.sh                      every target, FUZZ_TIME seconds each
#   scripts/fuzz.sh FuzzTokenizer        one target
#   FUZZ_TIME=20 scripts/fuzz.sh         the CI smoke (make test runs this)
#   FUZZ_JOBS=1 scripts/fuzz.sh          how many targets run at once
#   FUZZ_SEED=1 scripts/fuzz.sh          libFuzzer's random seed (default: a new one each run;
#                                        the CI smoke fixes it, so a run can be repeated)
#   FUZZ_WORKERS=2 scripts/fuzz.sh T     T on two processes (libFuzzer -fork): before a change
#                                        to code a target reaches, run it FUZZ_TIME=600 on
#                                        every core and report the figures it prints
#   scripts/fuzz.sh --merge [TARGET…]    adds to Tests/Fuzz/corpus/TARGET the inputs of the
#                                        last runs (.build-fuzz/corpus) that add coverage,
#                                        as few as keep it (-merge=1); commit the corpus
#
# A crash, a sanitizer report, a leak or a broken property fails the run; the input that
# caused it is saved as .build-fuzz/findings/TARGET/crash-…: add it to the corpus and a
# regression test. New inputs the fuzzer found stay in .build-fuzz/corpus/TARGET, not in
# the repository. Builds go to .build-fuzz so they never disturb .build.
#
# The targets are built optimised (-c release, FUZZ_CONFIG=debug for a debugger): libFuzzer
# runs 5 to 20 times as many inputs a second as in a debug build, with the same sanitizers.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(uname -s)" = "Darwin" ] && ! swiftc -sanitize=fuzzer -version >/dev/null 2>&1; then
  echo "fuzz: Xcode's Swift has no libFuzzer; install a swift.org toolchain to fuzz" >&2
  exit 0
fi

all=(FuzzTokenizer FuzzAmount FuzzWidth FuzzPluginProtocol FuzzPluginPeer FuzzCSVImport
  FuzzJSONImport FuzzCommandLine FuzzStatementRules FuzzOFX FuzzArchiveImport)
merge=0
if [ "${1:-}" = "--merge" ]; then
  merge=1
  shift
fi
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")
fuzz_time=${FUZZ_TIME:-60}
swift=${SWIFT:-swift}
scratch=.build-fuzz
config=${FUZZ_CONFIG:-release}

export LEDGERSH_FUZZ=1
build_start=$(date +%s)
mkdir -p "$scratch"
for target in "${targets[@]}"; do
  # ld.gold warns about every sanitizer symbol it cannot export: keep those out of sight.
  if ! "$swift" build -c "$config" --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address \
    --product "$target" >"$scratch/build-$target.log" 2>&1; then
    grep -v "Cannot export local symbol" "$scratch/build-$target.log" | tail -30 >&2
    echo "fuzz: $target did not build" >&2
    exit 1
  fi
done
echo "fuzz: built ${targets[*]} in $(($(date +%s) - build_start)) s"

if [ "$merge" = 1 ]; then
  for target in "${targets[@]}"; do
    found="$PWD/$scratch/corpus/$target"
    seeds="$PWD/Tests/Fuzz/corpus/$target"
    [ -d "$found" ] || { echo "fuzz: $target has no runs to merge ($found)"; continue; }
    before=$(find "$seeds" -type f | wc -l)
    ASAN_OPTIONS=detect_leaks=0 "$PWD/$scratch/$config/$target" -merge=1 "$seeds" "$found" \
      -timeout=30 -rss_limit_mb=2048 -max_len=4096 >"$scratch/merge-$target.log" 2>&1 || {
      echo "fuzz: merging $target failed; see $scratch/merge-$target.log" >&2
      exit 1
    }
    echo "fuzz: $target corpus $before -> $(find "$seeds" -type f | wc -l) inputs"
  done
  exit 0
fi

workers=${FUZZ_WORKERS:-1}
parallel=()
[ "$workers" -gt 1 ] && parallel=(-fork="$workers")
status=0
for target in "${targets[@]}"; do
  # Absolute: FuzzCommandLine works in a scratch folder of its own.
  corpus="$PWD/$scratch/corpus/$target"
  findings="$PWD/$scratch/findings/$target"
  mkdir -p "$corpus" "$findings"
  log="$scratch/$target.log"
  # A dictionary of the target's words (Tests/Fuzz/dict), when it has one.
  dict=()
  [ -f "Tests/Fuzz/dict/$target.dict" ] && dict=(-dict="$PWD/Tests/Fuzz/dict/$target.dict")
  if ! ASAN_OPTIONS=detect_leaks=1 "$PWD/$scratch/$config/$target" "$corpus" \
    "$PWD/Tests/Fuzz/corpus/$target" -max_total_time="$fuzz_time" -timeout=30 -rss_limit_mb=2048 \
    -max_len=4096 -seed="${FUZZ_SEED:-0}" ${dict[@]+"${dict[@]}"} ${parallel[@]+"${parallel[@]}"} \
    -print_funcs=0 -print_final_stats=1 -artifact_prefix="$findings/" >"$log" 2>&1; then
    echo "fuzz: $target FAILED; see $log and $findings" >&2
    grep -E "property broken|ERROR: |SUMMARY" "$log" | head -5 >&2 || true
    status=1
  fi
  stats=$(grep -E "^#[0-9]+" "$log" | tail -1 | grep -oE "cov: [0-9]+ ft: [0-9]+" || true)
  runs=$(grep -oE "stat::number_of_executed_units: [0-9]+" "$log" | grep -oE "[0-9]+$" \
    || grep -oE "^#[0-9]+" "$log" | tail -1 | tr -d '#' || echo "?")
  # Executions a second over the whole run (loading the corpus included), and a worker's
  # share: with -fork, libFuzzer's own exec/s is that of the last job alone.
  rate="?"
  case "$runs" in
    '' | *[!0-9]*) ;;
    *) rate="$((runs / fuzz_time))/s, $((runs / fuzz_time / workers))/s a worker" ;;
  esac
  echo "fuzz: $target ${runs} runs in ${fuzz_time} s on ${workers} worker(s) (${rate}), ${stats}"
done
exit $status
