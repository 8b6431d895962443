#!/usr/bin/env bash
# make bench: release-build benchmarks, medians of repeated runs, side by side with
# a peer doing the same work on this machine. Each area adds a scripts/bench-*.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh bench
# The binary 'make install' and 'make deb' ship: static Swift runtime, stripped.
make --no-print-directory release >/dev/null
export LEDGERSH_BIN="$PWD/.build-release/ledgersh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config"
mkdir -p "$HOME"

median() { # hyperfine JSON → median seconds of the first result
  python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$1"
}
report() { # name ours peer-name peer
  python3 - "$@" <<'PY'
import sys
name, ours, peer_name, peer = sys.argv[1], float(sys.argv[2]), sys.argv[3], float(sys.argv[4])
print(f"{name:<44} ledgersh {ours*1000:9.2f} ms   {peer_name} {peer*1000:9.2f} ms   ratio {ours/peer:6.2f}x")
PY
}

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
  [ -x "$part" ] || continue
  echo "== ${part#scripts/bench-}"
  "$part"
done
