#!/usr/bin/env bash
# Benchmarks of `search` (part of `make bench`): over a demo ledger of 1,000,000 items and
# 1,000,000 transactions, a common word, a rare word, a prefix and a CJK substring, each
# beside the sqlite3 shell running the same FTS5 MATCH queries (one per kind, the account
# filter, bm25 with the same column weights, ORDER BY rank LIMIT 10) on the same file,
# process to process. Medians from hyperfine.
# Runs alone too: scripts/bench-search.sh [ITEMS [TRANSACTIONS]];
# SEARCH_BENCH_DB=FILE reuses (or keeps) the demo ledger between runs.
. "$(dirname "$0")/bench-common.sh"
items=${1:-1000000}
transactions=${2:-$items}

bench_ledgersh
bench_work

db=${SEARCH_BENCH_DB:-$work/search.db}
if [ ! -s "$db" ]; then
  start=$(date +%s)
  "$LEDGERSH_BIN" --no-init --db "$db" \
    -c "demo --items $items --transactions $transactions" >/dev/null
  echo "built a demo ledger of $items items and $transactions transactions" \
    "in $(($(date +%s) - start)) s ($(du -h "$db" | cut -f1))"
fi

# The queries `search` runs, as the sqlite3 shell runs them: one per kind, best 10 first.
peer_sql() { # FTS5 MATCH expression
  local match=$1
  cat <<SQL
SELECT t.id, t.name, bm25(items_fts, 10.0, 8.0, 4.0, 1.0, 4.0) AS score
  FROM items_fts CROSS JOIN items t ON t.id = items_fts.rowid
  WHERE items_fts MATCH '$match' AND t.account_id = 1 ORDER BY score LIMIT 10;
SELECT t.id, t.source, bm25(transactions_fts, 10.0, 2.0, 6.0) AS score
  FROM transactions_fts CROSS JOIN transactions t ON t.id = transactions_fts.rowid
  WHERE transactions_fts MATCH '$match' AND t.account_id = 1 ORDER BY score LIMIT 10;
SELECT t.id, t.name, bm25(spaces_fts, 10.0, 2.0, 3.0) AS score
  FROM spaces_fts CROSS JOIN spaces t ON t.id = spaces_fts.rowid
  CROSS JOIN projects p ON p.id = t.project_id
  WHERE spaces_fts MATCH '$match' AND p.account_id = 1 ORDER BY score LIMIT 10;
SELECT t.id, t.name, bm25(projects_fts, 10.0, 6.0, 2.0) AS score
  FROM projects_fts CROSS JOIN projects t ON t.id = projects_fts.rowid
  WHERE projects_fts MATCH '$match' AND t.account_id = 1 ORDER BY score LIMIT 10;
SQL
}

# Start-up alone, for scale: a rare word costs little more than this.
hyperfine -N -w 3 -r 20 --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $db -c 'echo hi'" >/dev/null
hyperfine -N -w 3 -r 20 --export-json "$work/b.json" "sqlite3 $db 'select 1'" >/dev/null
report "start-up on this ledger (echo / select 1)" "$(median "$work/a.json")" \
  "sqlite3" "$(median "$work/b.json")"

# name · words for ledgersh · the FTS5 expression it sends (see LedgerSearch)
cases=(
  "common word (walnut)|walnut|\"walnut\"*"
  "rare word (lumiere)|lumiere|\"lumiere\"*"
  "prefix (trav)|trav|\"trav\"*"
  "CJK substring (印良)|印良|\"印良\"*"
)
for case in "${cases[@]}"; do
  IFS='|' read -r name words match <<<"$case"
  peer_sql "$match" >"$work/peer.sql"
  hits=$("$LEDGERSH_BIN" --no-init --db "$db" -c "search $words --format csv" | tail -n +2 | wc -l)
  hyperfine -N -w 3 -r 20 --export-json "$work/a.json" \
    "$LEDGERSH_BIN --no-init --db $db --width 100 -c 'search $words'" >/dev/null
  hyperfine -N -w 3 -r 20 --export-json "$work/b.json" \
    "sqlite3 $db '.read $work/peer.sql'" >/dev/null
  report "search, $name: $hits hits" "$(median "$work/a.json")" \
    "sqlite3" "$(median "$work/b.json")"
done
