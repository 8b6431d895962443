#!/usr/bin/env bash
# Start-up cost, on a release build, beside sqlite3 opening the same ledger file:
#   ledgersh --db L -c version   vs  sqlite3 L 'select 1'   (aim: within 3x)
#   ledgersh --db L -c projects  vs  sqlite3 L 'select 1'   (aim: within 5x, small ledger)
# Run by scripts/bench.sh (which sets LEDGERSH_BIN), or alone: it then builds the binary
# make install ships (make release).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${LEDGERSH_BIN:-}" ]; then
  make --no-print-directory release >/dev/null
  LEDGERSH_BIN="$PWD/.build-release/ledgersh"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config"
export XDG_DATA_HOME="$work/data"
mkdir -p "$HOME"
ledger="$work/ledger.db"
"$LEDGERSH_BIN" --no-init -q --db "$ledger" \
  -c 'demo --projects 4 --items 40 --transactions 60 --seed 7' >/dev/null

median() { # hyperfine JSON → median seconds of the first result
  python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$1"
}
measure() { # json-file command
  hyperfine -N -w 5 -r 50 --export-json "$1" "$2" >/dev/null
}
report() { # name ours peer aim
  python3 - "$@" <<'PY'
import sys
name, ours, peer, aim = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
ratio = ours / peer
verdict = "ok" if ratio <= aim else "over"
print(f"{name:<44} ledgersh {ours*1000:7.2f} ms   sqlite3 {peer*1000:7.2f} ms"
      f"   ratio {ratio:5.2f}x (aim {aim:g}x: {verdict})")
PY
}

measure "$work/peer.json" "sqlite3 $ledger 'select 1'"
measure "$work/version.json" "$LEDGERSH_BIN --no-init --db $ledger -c version"
measure "$work/projects.json" "$LEDGERSH_BIN --no-init --db $ledger -c projects"
peer=$(median "$work/peer.json")
report "start-up: -c version" "$(median "$work/version.json")" "$peer" 3
report "start-up: -c projects (small ledger)" "$(median "$work/projects.json")" "$peer" 5
