#!/usr/bin/env bash
# make bench: release-build benchmarks, medians of repeated runs, side by side with
# a peer doing the same work on this machine. Each area adds a scripts/bench-*.sh.
. "$(dirname "$0")/bench-common.sh"
scripts/bootstrap.sh bench
# The binary 'make install' and 'make deb' ship: static Swift runtime, stripped.
make --no-print-directory release >/dev/null
export LEDGERSH_BIN="$PWD/.build-release/ledgersh"
# The benchmarks' own programs (Tests/Benchmarks), built before HOME moves to a temporary
# folder: SwiftPM finds its cache of packages there. One by one: a build of the whole
# package would build every product of ledgersh's too.
for program in bench-terminalui bench-plugins bench-plugin-swift bench-images bench-store; do
  bench_program "$program"
done
bench_work
export BENCH_SUMMARY="$work/summary.tsv"
: >"$BENCH_SUMMARY"

echo "== shell"
"$LEDGERSH_BIN" --db "$work/start.db" -c 'echo warm' >/dev/null
sqlite3 "$work/peer.db" 'PRAGMA journal_mode=WAL; CREATE TABLE IF NOT EXISTS t(x);' >/dev/null
hyperfine -N -w 3 -r 30 --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $work/start.db -c 'echo hi'" >/dev/null
hyperfine -N -w 3 -r 30 --export-json "$work/b.json" "sqlite3 $work/peer.db 'select 1'" >/dev/null
report "start-up to first command" "$(median "$work/a.json")" "sqlite3" "$(median "$work/b.json")"

python3 -c 'print("\n".join(f"echo line {i}" for i in range(100000)))' >"$work/script.lsh"
python3 -c 'print("\n".join(f"select {i};" for i in range(100000)))' >"$work/script.sql"
hyperfine -w 1 -r 5 --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $work/start.db -f $work/script.lsh > /dev/null" >/dev/null
hyperfine -w 1 -r 5 --export-json "$work/b.json" \
  "sqlite3 $work/peer.db < $work/script.sql > /dev/null" >/dev/null
report "100k-line script (echo vs select)" "$(median "$work/a.json")" "sqlite3" "$(median "$work/b.json")"

for part in scripts/bench-*.sh; do
  [ -x "$part" ] || continue  # bench-common.sh is sourced, not run
  echo "== ${part#scripts/bench-}"
  "$part"
done

echo
echo "== summary (ratio: ledgersh's time over the peer's; for rates, the peer's over ledgersh's)"
print_summary
