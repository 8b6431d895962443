#!/usr/bin/env bash
# Per-command cost of a script (part of `make bench`): a 5,000-line script of `tx add`
#   - beside the sqlite3 shell running 5,000 single-row INSERTs, each its own
#     transaction, at the same durability (WAL, synchronous=FULL);
#   - under -1, beside sqlite3 running the 5,000 INSERTs in one transaction into a table
#     with the same columns and indexes as ledgersh's and an FTS5 table kept by a trigger.
# Fresh files every run; medians from hyperfine, in interleaved rounds. Runs alone too:
# scripts/bench-script.sh
. "$(dirname "$0")/bench-common.sh"

bench_ledgersh
bench_work

python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
vendors = ["West Elm", "Rejuvenation", "The Shade Store", "Home Depot", "無印良品"]
rows = [(vendors[i % 5], (i % 900 + 10) * 100 + i % 100, f"2026-{i % 12 + 1:02d}-{i % 28 + 1:02d}")
        for i in range(5000)]
with open(f"{work}/adds.lsh", "w") as f:
    f.write("use Bench\n")
    for source, amount, day in rows:
        f.write(f"tx add --source '{source}' --amount {amount // 100}.{amount % 100:02d}"
                f" --date {day} --category Furnishings\n")
insert = ("INSERT INTO tx(account_id, project_id, source, amount, date, type, reimbursement,"
          " category_id, needs_review, notes, created_at, updated_at) VALUES"
          " (1, 1, '{0}', {1}, '{2}', 'purchase', 'none', 1, 0, '', 1763900000000, 1763900000000);\n")
with open(f"{work}/each.sql", "w") as f:
    f.write("PRAGMA synchronous = FULL;\n")
    for source, amount, day in rows:
        f.write(f"INSERT INTO tx(project, source, amount, day, category)"
                f" VALUES (1, '{source}', {amount}, '{day}', 1);\n")
with open(f"{work}/one-transaction.sql", "w") as f:
    f.write("PRAGMA synchronous = FULL;\nBEGIN;\n")
    for row in rows:
        f.write(insert.format(*row))
    f.write("COMMIT;\n")
PY
cat >"$work/schema.sql" <<'SQL'
PRAGMA journal_mode = WAL;
CREATE TABLE tx (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL, project_id INTEGER,
  source TEXT NOT NULL DEFAULT '', amount INTEGER NOT NULL CHECK (amount >= 0),
  date TEXT NOT NULL, type TEXT NOT NULL CHECK (type IN ('purchase', 'return')),
  reimbursement TEXT NOT NULL, category_id INTEGER, needs_review INTEGER NOT NULL DEFAULT 0,
  notes TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE INDEX tx_by_project_date ON tx(project_id, date, id);
CREATE INDEX tx_by_date ON tx(date, id);
CREATE INDEX tx_by_amount ON tx(amount, id);
CREATE INDEX tx_by_category ON tx(category_id, date);
CREATE INDEX tx_needing_review ON tx(date, id) WHERE needs_review = 1;
CREATE INDEX tx_by_source ON tx(source COLLATE NOCASE, date);
CREATE VIRTUAL TABLE tx_fts USING fts5(source, notes, amount_text,
  tokenize = "unicode61 remove_diacritics 2", prefix = '2 3');
CREATE TRIGGER tx_fts_insert AFTER INSERT ON tx BEGIN
  INSERT INTO tx_fts(rowid, source, notes, amount_text)
  VALUES (new.id, new.source, new.notes, printf('%d.%02d', new.amount / 100, new.amount % 100));
END;
SQL

# Each run starts after a sync, so that neither side waits on the writeback of files made
# before it. ledgersh runs synchronous=FULL (SQLiteStore.open); the SQL files say FULL too.
seed="$LEDGERSH_BIN --no-init --db $work/adds.db -c 'project add Bench' -c 'category add Furnishings' >/dev/null"
# Interleaved rounds (as in bench-startup.sh): each round times ledgersh, then sqlite3, so
# that a slow spell of the disk or the host falls on both; the report is the median of the
# rounds' medians and of their ratios, with the ratios' range.
rounds=${BENCH_ROUNDS:-3}
run() { # name ledgersh-flag peer-schema peer-sql
  for round in $(seq "$rounds"); do
    hyperfine -w 1 -r 2 --export-json "$work/a-$round.json" \
      --prepare "sync; rm -f $work/adds.db*; $seed" \
      "$LEDGERSH_BIN --no-init --db $work/adds.db $2 -f $work/adds.lsh >/dev/null" \
      >/dev/null 2>>"$work/hyperfine.log"
    hyperfine -w 1 -r 2 --export-json "$work/b-$round.json" \
      --prepare "sync; rm -f $work/peer.db*; sqlite3 $work/peer.db < $3 >/dev/null" \
      "sqlite3 $work/peer.db < $4" >/dev/null 2>>"$work/hyperfine.log"
  done
  python3 - "$work" "$rounds" "$1" <<'PY'
import json, statistics, sys
work, rounds, name = sys.argv[1], int(sys.argv[2]), sys.argv[3]
def median(side, r):
    return json.load(open(f"{work}/{side}-{r}.json"))["results"][0]["median"]
ours = [median("a", r) for r in range(1, rounds + 1)]
peer = [median("b", r) for r in range(1, rounds + 1)]
ratios = [o / p for o, p in zip(ours, peer)]
print(f"{name:<44} ledgersh {statistics.median(ours)*1000:9.2f} ms   sqlite3 "
      f"{statistics.median(peer)*1000:9.2f} ms   ratio {statistics.median(ratios):6.2f}x "
      f"(rounds {min(ratios):.2f}-{max(ratios):.2f}x)")
with open(f"{work}/medians", "w") as out:
    out.write(f"{statistics.median(ours)} {statistics.median(peer)}")
PY
  read -r ours peer <"$work/medians"
  summarize "$1" "$ours" s sqlite3 "$peer"
}
printf '%s\n' 'PRAGMA journal_mode = WAL;' \
  'CREATE TABLE tx(id INTEGER PRIMARY KEY, project INTEGER, source TEXT, amount INTEGER, day TEXT, category INTEGER);' \
  >"$work/plain.sql"
run "5,000-line tx add script vs 5,000 INSERTs" "" "$work/plain.sql" "$work/each.sql"
run "the same under -1 vs INSERTs in one transaction" -1 "$work/schema.sql" \
  "$work/one-transaction.sql"
