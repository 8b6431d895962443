#!/usr/bin/env bash
# Benchmarks of the projects, budget and transactions plugins (part of `make bench`):
#   - `budget` and the first page of `txs` for a project with 1,000,000 transactions;
#   - an external plugin's cold and warm call beside the built-in command doing the same,
#     with the same pass-through plugin in POSIX sh, Python and Swift (LedgerPluginKit).
# (The 5,000-line `tx add` script beside sqlite3 is in bench-script.sh.)
# Medians from hyperfine. Runs alone too: scripts/bench-plugins.sh [TRANSACTIONS];
# EXTERNAL_ONLY=1 times the external plugins only.
. "$(dirname "$0")/bench-common.sh"
transactions=${1:-1000000}

bench_ledgersh
if [ -z "${BENCH_PLUGIN_SWIFT:-}" ]; then
  bench_program bench-plugin-swift
  BENCH_PLUGIN_SWIFT=$BENCH_PROGRAM
fi
bench_work
ledgersh() { "$LEDGERSH_BIN" --no-init "$@"; }


if [ -z "${EXTERNAL_ONLY:-}" ]; then
# A ledger with one project and a million transactions: `demo` when the shell has it,
# else the bench-plugins loader, which goes through the same Store.performBulk.
big="$work/big.db"
start=$(date +%s)
if ledgersh --db "$work/probe.db" -c 'help demo' >/dev/null 2>&1; then
  ledgersh --db "$big" -c "demo --projects 1 --items 0 --transactions $transactions" >/dev/null
  how="demo"
else
  bench_program bench-plugins
  "$BENCH_PROGRAM" "$big" 1 "$transactions" 0 >/dev/null
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
fi

# External plugins: the same work as a built-in command (`projects --format json`), done by
# a pass-through plugin that calls `projects` through the host and hands the records back,
# written in POSIX sh, Python and Swift (LedgerPluginKit). Cold: one process per run (start
# the plugin, hello, run, call). Warm: 200 calls in one session, less 200 built-in calls,
# per call. The signature cache is filled beforehand. "alone" is the plugin program's own
# cost per call, fed the same run and reply lines from a file without the host; the rest of
# the extra is the host's (write run, read call, run `projects`, write reply, read result).
plugins="$XDG_DATA_HOME/ledgersh/plugins"
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
cat > "$plugins/ledgersh-benchpy" <<'PY'
#!/usr/bin/env python3
import json
import sys

for line in sys.stdin:
    message = json.loads(line)
    if "hello" in message:
        out = {"hello": {"protocol": 1, "name": "benchpy", "version": "1"}}
    elif "describe" in message:
        out = {"commands": [{"name": "pypass", "summary": "projects, via the host"}]}
    elif "run" in message:
        sys.stdout.write('{"call":{"id":1,"command":"projects"}}\n')
        sys.stdout.flush()
        reply = json.loads(sys.stdin.readline())
        out = {"result": {"id": message["run"]["id"], "records": reply["reply"]["data"]}}
    else:
        continue
    sys.stdout.write(json.dumps(out, ensure_ascii=False, separators=(",", ":")) + "\n")
    sys.stdout.flush()
PY
cp "$BENCH_PLUGIN_SWIFT" "$plugins/ledgersh-benchswift"
chmod +x "$plugins/ledgersh-benchpass" "$plugins/ledgersh-benchpy" "$plugins/ledgersh-benchswift"
small="$work/small.db"
for i in $(seq 1 20); do echo "project add P$i"; done | ledgersh -q --db "$small" >/dev/null
ledgersh --db "$small" -c 'passthrough --format json' -c 'pypass --format json' \
  -c 'swiftpass --format json' >/dev/null

# The lines a plugin reads in a warm session, without the host: hello, then 200 runs each
# followed by the reply the host gives to `projects`.
ledgersh --db "$small" -c 'projects --format json' >"$work/projects.json"
python3 - "$work/projects.json" "$work" <<'PY'
import json, sys
data = json.dumps(json.load(open(sys.argv[1])), ensure_ascii=False, separators=(",", ":"))
hello = '{"hello":{"protocol":1,"ledgersh":"bench"}}\n'
run = ('{"run":{"id":%d,"command":"%s","arguments":[],"options":{},"context":{"project":null,'
       '"account":null,"width":80,"format":"json","interactive":false}}}\n')
reply = '{"reply":{"id":1,"ok":true,"data":%s}}\n' % data
for command in ["passthrough", "pypass", "swiftpass"]:
    with open(f"{sys.argv[2]}/{command}.in", "w") as out:
        out.write(hello + "".join(run % (i, command) + reply for i in range(1, 201)))
    with open(f"{sys.argv[2]}/{command}.hello", "w") as out:
        out.write(hello)
PY

for i in $(seq 1 200); do echo "projects --format json"; done > "$work/builtin.lsh"
hyperfine -N -w 3 -r 30 --export-json "$work/b.json" \
  "$LEDGERSH_BIN --no-init --db $small -c 'projects --format json'" >/dev/null
builtin_cold=$(median "$work/b.json")
hyperfine -N -w 2 -r 10 --export-json "$work/b.json" \
  "$LEDGERSH_BIN --no-init --db $small -f $work/builtin.lsh" >/dev/null
builtin_warm=$(median "$work/b.json")
echo "(warm: host = extra - plugin alone, what the host spends on the protocol per call)"
for pair in sh:passthrough:benchpass python:pypass:benchpy swift:swiftpass:benchswift; do
  IFS=: read -r language command program <<<"$pair"
  hyperfine -N -w 3 -r 30 --export-json "$work/a.json" \
    "$LEDGERSH_BIN --no-init --db $small -c '$command --format json'" >/dev/null
  report "plugin cold call vs built-in ($language)" "$(median "$work/a.json")" \
    "built-in" "$builtin_cold"
  for i in $(seq 1 200); do echo "$command --format json"; done > "$work/plugin.lsh"
  hyperfine -N -w 2 -r 10 --export-json "$work/a.json" \
    "$LEDGERSH_BIN --no-init --db $small -f $work/plugin.lsh" >/dev/null
  # The plugin alone: 200 runs from a file, less its start and hello.
  hyperfine -w 2 -r 10 --export-json "$work/c.json" \
    "$plugins/ledgersh-$program < $work/$command.in > /dev/null" >/dev/null
  hyperfine -w 2 -r 10 --export-json "$work/d.json" \
    "$plugins/ledgersh-$program < $work/$command.hello > /dev/null" >/dev/null
  python3 - "$language" "$(median "$work/a.json")" "$builtin_warm" \
    "$(median "$work/c.json")" "$(median "$work/d.json")" <<'PY'
import sys
language = sys.argv[1]
plugin, builtin, alone, start = (float(v) / 200 for v in sys.argv[2:6])
alone -= start
extra = plugin - builtin
print(f"{'plugin warm call vs built-in (' + language + '), per call':<44} ledgersh"
      f" {plugin*1000:9.2f} ms   built-in {builtin*1000:9.2f} ms   extra {extra*1000:6.2f} ms"
      f" = plugin alone {alone*1000:5.2f} + host {(extra-alone)*1000:5.2f} ms")
PY
done
