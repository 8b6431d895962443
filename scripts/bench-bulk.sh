#!/usr/bin/env bash
# Bulk work (part of `make bench`), issue 60's table: a demo of ROWS transactions and ROWS
# items (time and peak memory), export of the whole ledger as JSON and of the items as CSV,
# import of that JSON into an empty ledger, and `report spending --by vendor --all`, each
# beside the sqlite3 shell doing the same work on the same file, process to process.
# Medians from hyperfine. Runs alone too: scripts/bench-bulk.sh [ROWS] (default 1,000,000).
. "$(dirname "$0")/bench-common.sh"
rows=${1:-1000000}
runs=${BENCH_RUNS:-3}

bench_ledgersh
bench_work
big="$work/big.db"

/usr/bin/time -f "%e %M" -o "$work/demo.time" "$LEDGERSH_BIN" --no-init --db "$big" \
  -c "demo --projects 20 --transactions $rows --items $rows" >/dev/null 2>&1
read -r seconds kilobytes <"$work/demo.time"
report "demo, $rows transactions and items" "$seconds"
summarize "  its peak memory" "$((kilobytes / 1024))" MB
echo "  peak memory $((kilobytes / 1024)) MB"

hyperfine -N -w 1 -r "$runs" --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $big -c 'export --to $work/big.json'" >/dev/null
hyperfine -w 1 -r "$runs" --export-json "$work/b.json" \
  "sqlite3 -json $big 'SELECT * FROM transactions; SELECT * FROM items' >$work/peer.json" \
  >/dev/null
report "export --to big.json ($((2 * rows)) rows)" "$(median "$work/a.json")" \
  "sqlite3 -json" "$(median "$work/b.json")"

hyperfine -w 1 -r "$runs" --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $big -c 'use 1' -c 'export items --format csv' >/dev/null" \
  >/dev/null
hyperfine -w 1 -r "$runs" --export-json "$work/b.json" \
  "sqlite3 -csv -header $big 'SELECT * FROM items WHERE project_id = 1' >/dev/null" \
  >/dev/null 2>&1
report "export items --format csv (a project's)" "$(median "$work/a.json")" \
  "sqlite3 -csv" "$(median "$work/b.json")"

# The peer loads the same rows from CSV into tables of the same columns.
sqlite3 -csv "$big" 'SELECT * FROM transactions' >"$work/transactions.csv"
sqlite3 -csv "$big" 'SELECT * FROM items' >"$work/items.csv"
sqlite3 "$big" "SELECT sql || ';' FROM sqlite_master WHERE type = 'table'
  AND name IN ('transactions', 'items')" >"$work/tables.sql"
hyperfine -N -w 0 -r "$runs" --export-json "$work/a.json" \
  --prepare "rm -f $work/in.db $work/in.db-wal $work/in.db-shm" \
  "$LEDGERSH_BIN --no-init --db $work/in.db -c 'import $work/big.json'" >/dev/null
hyperfine -w 0 -r "$runs" --export-json "$work/b.json" \
  --prepare "rm -f $work/peer.db; sqlite3 $work/peer.db <$work/tables.sql" \
  "sqlite3 $work/peer.db '.import --csv $work/transactions.csv transactions' \
    '.import --csv $work/items.csv items'" >/dev/null
report "import big.json into an empty ledger" "$(median "$work/a.json")" \
  "sqlite3 .import" "$(median "$work/b.json")"

hyperfine -N -w 2 -r 10 --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $big --width 120 -c 'report spending --by vendor --all'" \
  >/dev/null
hyperfine -N -w 2 -r 10 --export-json "$work/b.json" \
  "sqlite3 $big 'SELECT source, sum(amount) FROM transactions WHERE account_id = 1 GROUP BY source'" \
  >/dev/null
report "report spending --by vendor --all" "$(median "$work/a.json")" \
  "sqlite3 GROUP BY" "$(median "$work/b.json")"
