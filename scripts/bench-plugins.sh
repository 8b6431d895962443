#!/usr/bin/env bash
# Benchmarks of the projects, budget and transactions plugins (part of `make bench`):
#   - `budget` and the first page of `txs` for a project with 1,000,000 transactions;
#   - an external plugin's cold and warm call beside the built-in command doing the same.
# (The 5,000-line `tx add` script beside sqlite3 is in bench-script.sh.)
# Medians from hyperfine. Runs alone too: scripts/bench-plugins.sh [TRANSACTIONS].
set -euo pipefail
cd "$(dirname "$0")/.."
transactions=${1:-1000000}

if [ -z "${LEDGERSH_BIN:-}" ]; then
  swift build -c release --product ledgersh >/dev/null
  LEDGERSH_BIN="$PWD/.build/release/ledgersh"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config"
mkdir -p "$HOME"
ledgersh() { "$LEDGERSH_BIN" --no-init "$@"; }

median() { # hyperfine JSON → median seconds of the first result
  python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$1"
}
report() { # name ours [peer-name peer]
  python3 - "$@" <<'PY'
import sys
name, ours = sys.argv[1], float(sys.argv[2])
line = f"{name:<44} ledgersh {ours*1000:9.2f} ms"
if len(sys.argv) > 4:
    peer_name, peer = sys.argv[3], float(sys.argv[4])
    line += f"   {peer_name} {peer*1000:9.2f} ms   ratio {ours/peer:6.2f}x"
print(line)
PY
}

# A ledger with one project and a million transactions: `demo` when the shell has it,
# else the bench-plugins loader, which goes through the same Store.performBulk.
big="$work/big.db"
start=$(date +%s)
if ledgersh --db "$work/probe.db" -c 'help demo' >/dev/null 2>&1; then
  ledgersh --db "$big" -c "demo --projects 1 --items 0 --transactions $transactions" >/dev/null
  how="demo"
else
  swift build -c release --product bench-plugins >/dev/null
  .build/release/bench-plugins "$big" 1 "$transactions" 0 >/dev/null
  how="bench-plugins (no 'demo' command yet)"
fi
echo "built a ledger of $transactions transactions with $how in $(($(date +%s) - start)) s"
project=$(ledgersh --db "$big" -c 'projects --format csv' | awk -F, 'NR == 2 { print $1 }')

hyperfine -N -w 2 -r 15 --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $big --width 120 -c 'budget --project $project'" >/dev/null
report "budget, 1 project, $transactions transactions" "$(median "$work/a.json")"
hyperfine -N -w 2 -r 15 --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $big --width 120 -c 'txs --project $project'" >/dev/null
report "txs first page (50 cards) of $transactions" "$(median "$work/a.json")"
hyperfine -N -w 2 -r 15 --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $big -c 'projects'" >/dev/null
report "projects (cards with budget preview)" "$(median "$work/a.json")"

# External plugins: the same work as a built-in command (`projects --format json`), done by
# a POSIX sh plugin that calls `projects` through the host and hands the records back.
# Cold: one process per run (start the plugin, hello, run, call). Warm: 200 calls in one
# session, less 200 built-in calls, per call. The signature cache is filled beforehand.
plugins="$HOME/.local/share/ledgersh/plugins"
mkdir -p "$plugins"
cat > "$plugins/ledgersh-benchpass" <<'SH'
#!/bin/sh
while IFS= read -r line; do
  case $line in
  '{"hello":'*) echo '{"hello":{"protocol":1,"name":"benchpass","version":"1"}}' ;;
  '{"describe":'*) echo '{"commands":[{"name":"passthrough","summary":"projects, via the host"}]}' ;;
  '{"run":'*)
    id=${line#'{"run":{"id":'}
    id=${id%%,*}
    echo '{"call":{"id":1,"command":"projects"}}'
    IFS= read -r reply
    data=${reply#'{"reply":{"id":1,"ok":true,"data":'}
    echo "{\"result\":{\"id\":$id,\"records\":${data%'}}'}}}"
    ;;
  esac
done
SH
chmod +x "$plugins/ledgersh-benchpass"
small="$work/small.db"
for i in $(seq 1 20); do echo "project add P$i"; done | ledgersh -q --db "$small" >/dev/null
ledgersh --db "$small" -c 'passthrough --format json' >/dev/null
hyperfine -N -w 3 -r 30 --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $small -c 'passthrough --format json'" >/dev/null
hyperfine -N -w 3 -r 30 --export-json "$work/b.json" \
  "$LEDGERSH_BIN --no-init --db $small -c 'projects --format json'" >/dev/null
report "plugin cold call vs built-in (20 projects)" "$(median "$work/a.json")" \
  "built-in" "$(median "$work/b.json")"
for i in $(seq 1 200); do echo "passthrough --format json"; done > "$work/plugin.lsh"
for i in $(seq 1 200); do echo "projects --format json"; done > "$work/builtin.lsh"
hyperfine -N -w 2 -r 10 --export-json "$work/a.json" \
  "$LEDGERSH_BIN --no-init --db $small -f $work/plugin.lsh" >/dev/null
hyperfine -N -w 2 -r 10 --export-json "$work/b.json" \
  "$LEDGERSH_BIN --no-init --db $small -f $work/builtin.lsh" >/dev/null
python3 - "$(median "$work/a.json")" "$(median "$work/b.json")" <<'PY'
import sys
plugin, builtin = float(sys.argv[1]) / 200, float(sys.argv[2]) / 200
print(f"{'plugin warm call vs built-in, per call':<44} ledgersh {plugin*1000:9.2f} ms"
      f"   built-in {builtin*1000:9.2f} ms   extra {(plugin-builtin)*1000:6.2f} ms")
PY
