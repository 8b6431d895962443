#!/usr/bin/env bash
# Benchmark of the reports plugin (part of `make bench`): `report spending --by month --all`
# over a demo ledger of 1,000,000 transactions, beside the sqlite3 shell running the
# equivalent GROUP BY (month, fee or not; returns subtracted) on the transactions of the
# same file, process to process. Aim: under 150 ms.
# Medians from hyperfine. Runs alone too: scripts/bench-reports.sh [TRANSACTIONS].
. "$(dirname "$0")/bench-common.sh"
transactions=${1:-1000000}

bench_ledgersh
bench_work

big="$work/big.db"
start=$(date +%s)
"$LEDGERSH_BIN" --no-init --db "$big" \
  -c "demo --projects 1 --items 0 --transactions $transactions" >/dev/null
echo "built a demo ledger of $transactions transactions in $(($(date +%s) - start)) s"

sql="SELECT substr(t.date, 1, 7) AS month, coalesce(c.kind = 'fee', 0) AS fee,
  sum(CASE t.type WHEN 'return' THEN -t.amount ELSE t.amount END), count(*)
FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
WHERE t.account_id = 1 GROUP BY month, fee ORDER BY fee, month"

hyperfine -N -w 2 -r 15 --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $big --width 120 -c 'report spending --by month --all'" \
  >/dev/null
ours=$(median "$work/a.json")
hyperfine -N -w 2 -r 15 --export-json "$work/b.json" \
  "sqlite3 -readonly $big \"$sql\"" >/dev/null
report "report spending --by month --all, $transactions" "$ours" "sqlite3" \
  "$(median "$work/b.json")"
hyperfine -N -w 2 -r 15 --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $big --width 120 -c 'report spending --by category --all'" \
  >/dev/null
report "report spending --by category --all" "$(median "$work/a.json")"
hyperfine -N -w 1 -r 5 --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $big --width 120 -c 'report spending --by vendor --all'" \
  >/dev/null
report "report spending --by vendor --all" "$(median "$work/a.json")"

# `report owed` (issue 58): reimbursable transactions from their partial index
# (transactions_reimbursable, schema v13), fees from transaction_totals. Aim: under 100 ms.
# Release build (make release, LEDGERSH_BIN=.build-release/ledgersh), 1M transactions,
# 2 shared cores: 77.5 ms median (sqlite3's GROUP BY alone: 64.0 ms).
owed_sql="SELECT project_id, reimbursement, reimbursed_on, category_id, type, sum(amount),
  count(*) FROM transactions WHERE account_id = 1 AND reimbursement <> 'none'
GROUP BY project_id, reimbursement, reimbursed_on, category_id, type"
hyperfine -N -w 2 -r 15 --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $big --width 120 -c 'report owed'" >/dev/null
ours=$(median "$work/a.json")
hyperfine -N -w 2 -r 15 --export-json "$work/b.json" \
  "sqlite3 -readonly $big \"$owed_sql\"" >/dev/null
report "report owed, $transactions (aim: under 100 ms)" "$ours" "sqlite3" \
  "$(median "$work/b.json")"
