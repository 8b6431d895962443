#!/usr/bin/env bash
# Benchmarks of the PostgreSQL backend (part of `make bench`), on a throwaway cluster
# (scripts/pg-cluster.sh): the budget rollup of a project with TRANSACTIONS transactions
# (default 1,000,000), the first page of `txs` and a `search`, each beside psql running
# the same SQL, and an undo of one added transaction beside psql deleting it; then 4
# sessions adding ADDS transactions each (default 2,000) at once, with their throughput
# and a count that shows nothing was lost. Medians from hyperfine.
# Runs alone too: scripts/bench-pg.sh [TRANSACTIONS [ADDS]].
. "$(dirname "$0")/bench-common.sh"
transactions=${1:-1000000}
adds=${2:-2000}

bench_ledgersh
bench_work
chmod 755 "$work"  # the cluster runs as postgres when we are root
export LEDGERSH_PG_DIR="$work/cluster"
eval "$(scripts/pg-cluster.sh start)"
trap 'scripts/pg-cluster.sh stop; rm -rf "$work"' EXIT
url=$LEDGERSH_PG_TEST_URL
db() { "$LEDGERSH_BIN" --no-init --db "$url" "$@"; }
sql() { psql -X -q -At "$url" "$@"; }

side_by_side() { # name ledgersh-command sql
  hyperfine -N -w 2 -r 15 --export-json "$work/a.json" "$2" >/dev/null
  hyperfine -N -w 2 -r 15 --export-json "$work/b.json" "psql -X -q -At $url -c \"$3\"" \
    >/dev/null
  report "$1" "$(median "$work/a.json")" "psql" "$(median "$work/b.json")"
}

db -q -c 'project add Bench' -c 'category add Furniture' -c 'category add Lighting'
project=$(sql -c "SELECT id FROM projects WHERE name = 'Bench'")
# Rows made by the server itself (no per-row search documents or totals: the bulk setting),
# then the totals recounted once, as a bulk load does.
sql <<SQL
SET ledgersh.bulk = '1';
ALTER TABLE transactions DISABLE TRIGGER transactions_search;
INSERT INTO transactions(account_id, project_id, source, amount, date, type, reimbursement,
  category_id, created_at, updated_at)
SELECT 1, $project, 'Vendor ' || (g % 500), 100 + g % 90000,
  to_char(date '2025-01-01' + (g % 700), 'YYYY-MM-DD'),
  CASE WHEN g % 20 = 0 THEN 'return' ELSE 'purchase' END, 'none',
  (SELECT min(id) FROM categories) + g % 2, 0, 0
FROM generate_series(1, $transactions) AS g;
ALTER TABLE transactions ENABLE TRIGGER transactions_search;
UPDATE transactions SET notes = 'sofa delivery' WHERE id % 1000 = 0;
INSERT INTO transaction_totals(project_id, category_id, type, amount, count)
SELECT coalesce(project_id, 0), coalesce(category_id, 0), type, sum(amount), count(*)
FROM transactions GROUP BY 1, 2, 3;
ANALYZE;
SQL

side_by_side "budget rollup, $transactions transactions" \
  "$LEDGERSH_BIN --no-init --db $url -c 'budget --project Bench'" \
  "SELECT category_id, type, amount FROM transaction_totals WHERE project_id = $project"
side_by_side "txs first page" \
  "$LEDGERSH_BIN --no-init --db $url -c 'txs --project Bench'" \
  "SELECT * FROM transactions WHERE project_id = $project ORDER BY date DESC, id DESC LIMIT 50"
side_by_side "search 'sofa'" \
  "$LEDGERSH_BIN --no-init --db $url -c 'search sofa'" \
  "SELECT id, -ts_rank(search, q) AS score FROM transactions, ledger_query('sofa', true) AS q WHERE search @@ q ORDER BY score, id LIMIT 10"

# undo of one tx add: it checks, in one indexed query over what it changes, that no later
# command added or changed those rows; psql deletes the row the same add made.
hyperfine -N -w 2 -r 15 --export-json "$work/a.json" \
  --prepare "$LEDGERSH_BIN --no-init --db $url -q -c 'tx add --project Bench --amount 12.50 --source Undo'" \
  "$LEDGERSH_BIN --no-init --db $url -q -c undo" >/dev/null
hyperfine -N -w 2 -r 15 --export-json "$work/b.json" \
  --prepare "psql -X -q -At $url -c \"INSERT INTO transactions(account_id, project_id, source, amount, date, type, reimbursement, created_at, updated_at) VALUES (1, $project, 'Undo', 1250, '2026-11-29', 'purchase', 'none', 0, 0)\"" \
  "psql -X -q -At $url -c \"DELETE FROM transactions WHERE id = (SELECT max(id) FROM transactions)\"" \
  >/dev/null
report "undo of a tx add, $transactions transactions" "$(median "$work/a.json")" "psql" \
  "$(median "$work/b.json")"

python3 -c "
print('use Bench')
for i in range($adds): print(f'tx add --amount {i % 900 + 1}.25 --source \"Shop {i % 7}\" --date 2026-11-{i % 28 + 1:02d}')
" >"$work/adds.lsh"
before=$(sql -c "SELECT count(*) FROM transactions")
start=$(date +%s.%N)
pids=()
for session in 1 2 3 4; do
  "$LEDGERSH_BIN" --no-init --db "$url" -q -f "$work/adds.lsh" >/dev/null &
  pids+=($!)
done
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=$((failed + 1)); done
end=$(date +%s.%N)
after=$(sql -c "SELECT count(*) FROM transactions")
python3 - "$start" "$end" "$before" "$after" "$adds" <<'PY'
import sys
start, end, before, after, adds = map(float, sys.argv[1:])
added = after - before
print(f"4 sessions x {int(adds)} tx add at once: {end - start:.2f} s, "
      f"{added / (end - start):.0f} adds/s, {int(added)} of {int(4 * adds)} stored")
PY
# Nothing lost: every session finished and every one of their adds is in the ledger.
if [ "$failed" -ne 0 ] || [ "$((after - before))" -ne "$((4 * adds))" ]; then
  echo "bench-pg: $failed session(s) failed; $((after - before)) of $((4 * adds)) adds stored" >&2
  exit 1
fi
