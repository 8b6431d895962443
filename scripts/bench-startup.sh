#!/usr/bin/env bash
# Start-up cost, on a release build, beside sqlite3 opening the same ledger file:
#   ledgersh --db L -c version   vs  sqlite3 L 'select 1'   (aim: within 3x)
#   ledgersh --db L -c projects  vs  sqlite3 L 'select 1'   (aim: within 5x, small ledger)
# Run by scripts/bench.sh (which sets LEDGERSH_BIN), or alone: it then builds the binary
# make install ships (make release).
. "$(dirname "$0")/bench-common.sh"
bench_ledgersh shipped
bench_work
ledger="$work/ledger.db"
"$LEDGERSH_BIN" --no-init -q --db "$ledger" \
  -c 'demo --projects 4 --items 40 --transactions 60 --seed 7' >/dev/null

# Interleaved rounds: each round measures the three commands one after the other (median
# of 15 runs each, hyperfine -N), so that a burst of load on the host falls on all three
# and cancels in the round's ratio. Reported: the median over the rounds of each time and
# each ratio, and the range of the ratios. hyperfine's warnings about outliers go to a log:
# the rounds are there to absorb them.
rounds=${BENCH_ROUNDS:-12}
for round in $(seq "$rounds"); do
  hyperfine -N -w 3 -r 15 --export-json "$work/peer-$round.json" \
    "sqlite3 $ledger 'select 1'" >/dev/null 2>>"$work/hyperfine.log"
  hyperfine -N -w 3 -r 15 --export-json "$work/version-$round.json" \
    "$LEDGERSH_BIN --no-init --db $ledger -c version" >/dev/null 2>>"$work/hyperfine.log"
  hyperfine -N -w 3 -r 15 --export-json "$work/projects-$round.json" \
    "$LEDGERSH_BIN --no-init --db $ledger -c projects" >/dev/null 2>>"$work/hyperfine.log"
done
python3 - "$work" "$rounds" <<'PY'
import json, statistics, sys
work, rounds = sys.argv[1], int(sys.argv[2])
def median(name, r):
    return json.load(open(f"{work}/{name}-{r}.json"))["results"][0]["median"]
peer = [median("peer", r) for r in range(1, rounds + 1)]
for name, label, aim in [("version", "start-up: -c version", 3),
                         ("projects", "start-up: -c projects (small ledger)", 5)]:
    ours = [median(name, r) for r in range(1, rounds + 1)]
    ratios = [o / p for o, p in zip(ours, peer)]
    ratio = statistics.median(ratios)
    verdict = "ok" if ratio <= aim else "over"
    print(f"{label:<44} ledgersh {statistics.median(ours)*1000:7.2f} ms   "
          f"sqlite3 {statistics.median(peer)*1000:7.2f} ms   ratio {ratio:5.2f}x "
          f"(rounds {min(ratios):.2f}-{max(ratios):.2f}x; aim {aim:g}x: {verdict})")
PY
