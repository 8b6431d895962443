#!/usr/bin/env bash
# Benchmarks of the items plugins (part of `make bench`), process to process beside the
# sqlite3 shell running the equivalent SQL on the same file:
#   - the first page of `items` (50 grouped cards) for a project with 100,000 items;
#   - `inventory` of 100,000 items with a filter and a sort (first page, and all as CSV);
#   - `bulk set-space` on 10,000 selected items (select + bulk in one process);
#   - `export items --to FILE` of 100,000 items as CSV (one account's), beside sqlite3 -csv
#     writing the items table to a file.
# The peer of the first page is the GROUP BY a plain SQL reader needs for the same cards;
# ledgersh's store reads the project's items in index order and stops after 50 groups.
# Medians from hyperfine. Runs alone too: scripts/bench-items.sh [ITEMS].
. "$(dirname "$0")/bench-common.sh"
items=${1:-100000}

bench_ledgersh
bench_work
REPORT_WIDTH=48  # its names are longer
ledgersh() { "$LEDGERSH_BIN" --no-init -q "$@"; }

compare() { # name "ledgersh command" "sqlite3 command"
  hyperfine -N -w 2 -r 15 --export-json "$work/a.json" "$2" >/dev/null
  hyperfine -N -w 2 -r 15 --export-json "$work/b.json" "$3" >/dev/null
  report "$1" "$(median "$work/a.json")" sqlite3 "$(median "$work/b.json")"
}

# Runs SQL on a ledger as ledgersh itself would let it: the ledger's guard triggers
# (schema v10 on) refuse writes from other programs, so they are set aside and put back.
unguarded() { # FILE SQL
  local guards
  guards=$(sqlite3 "$1" "SELECT group_concat(sql, ';') FROM sqlite_master
    WHERE type = 'trigger' AND name LIKE 'items\_guard\_%' ESCAPE '\'")
  sqlite3 "$1" "BEGIN; DROP TRIGGER items_guard_insert; DROP TRIGGER items_guard_update;
    DROP TRIGGER items_guard_delete; $2; $guards; COMMIT;" >/dev/null
}

# One project holding $items items in its spaces (the demo's data), and a copy whose
# items are all business inventory.
big="$work/items.db"
start=$(date +%s)
ledgersh --db "$big" -c "demo --projects 1 --transactions 0 --items $items" >/dev/null
unguarded "$big" "UPDATE items SET project_id = 1 WHERE project_id IS NULL"
stock="$work/inventory.db"
sqlite3 "$big" ".backup '$stock'"
unguarded "$stock" "UPDATE items SET project_id = NULL, space_id = NULL"
echo "built two ledgers of $items items in $(($(date +%s) - start)) s"
vendor=$(sqlite3 "$big" "SELECT source FROM items GROUP BY source ORDER BY count(*) DESC LIMIT 1")

compare "items first page (50 grouped cards) of $items" \
  "$LEDGERSH_BIN --no-init --db $big --width 120 -c 'items --project 1'" \
  "sqlite3 $big 'SELECT name, sku, source, purchase_price, project_price, count(*),
     sum(quantity), group_concat(id) FROM items WHERE project_id = 1
     GROUP BY name, sku, source, purchase_price, project_price ORDER BY min(id) LIMIT 50'"

compare "inventory --source V --sort price, first page" \
  "$LEDGERSH_BIN --no-init --db $stock --width 120 -c 'inventory --source \"$vendor\" --sort price --no-group'" \
  "sqlite3 $stock \"SELECT * FROM items WHERE project_id IS NULL AND source = '$vendor'
     COLLATE NOCASE ORDER BY coalesce(project_price, purchase_price), id LIMIT 50\""

compare "inventory --sort price, all $items as CSV" \
  "$LEDGERSH_BIN --no-init --db $stock -c 'inventory --sort price --format csv'" \
  "sqlite3 -csv -header $stock 'SELECT * FROM items WHERE project_id IS NULL
     ORDER BY coalesce(project_price, purchase_price), id'"

compare "export items as CSV to a file, $items items" \
  "$LEDGERSH_BIN --no-init -q --db $stock -c 'export items --to $work/items.csv'" \
  "sqlite3 -csv -header $stock '.output $work/peer.csv' 'SELECT * FROM items ORDER BY id'"

# bulk set-space on 10,000 selected items: each run on a fresh copy, so every run moves
# the same items; the copy is made in hyperfine's --prepare step, outside the timing.
space=$(sqlite3 "$big" "SELECT name FROM spaces WHERE project_id = 1 ORDER BY id LIMIT 1")
ids=$(sqlite3 "$big" "SELECT group_concat(id, ' ') FROM
  (SELECT id FROM items WHERE project_id = 1 ORDER BY id LIMIT 10000)")
printf 'use 1\nselect add --items %s\nbulk set-space "%s" --yes\n' "$ids" "$space" \
  >"$work/bulk.lsh"
sqlite3 "$big" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
hyperfine -N -w 1 -r 7 --prepare "cp $big $work/copy.db" --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init -q --db $work/copy.db -f $work/bulk.lsh" >/dev/null
sqlid=$(sqlite3 "$big" "SELECT id FROM spaces WHERE project_id = 1 ORDER BY id LIMIT 1")
# The peer writes to a copy without the guard triggers, which refuse other programs.
sqlite3 "$big" ".backup '$work/peer.db'"
sqlite3 "$work/peer.db" "DROP TRIGGER items_guard_insert; DROP TRIGGER items_guard_update;
  DROP TRIGGER items_guard_delete; PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
hyperfine -N -w 1 -r 7 --prepare "cp $work/peer.db $work/copy.db" --export-json "$work/b.json" \
  "sqlite3 $work/copy.db 'UPDATE items SET space_id = $sqlid WHERE id IN
     (SELECT id FROM items WHERE project_id = 1 ORDER BY id LIMIT 10000)'" >/dev/null
report "bulk set-space on 10,000 selected items" "$(median "$work/a.json")" \
  sqlite3 "$(median "$work/b.json")"
