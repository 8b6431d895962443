# shellcheck shell=bash
# What every scripts/bench-*.sh sets up first; each sources it:
#   . "$(dirname "$0")/bench-common.sh"
# It stops at the first failure, works from the repository, and defines:
#   bench_ledgersh [shipped]   LEDGERSH_BIN, else a release build of ledgersh (.build/release),
#                              or with "shipped" the binary make install ships (make release)
#   bench_program NAME         builds NAME of the benchmarks' package (Tests/Benchmarks) in
#                              release mode and sets BENCH_PROGRAM to its path
#   bench_work                 $work, a temporary folder removed on exit, holding HOME and
#                              the XDG folders, so that no run reads or changes the user's
#                              ledger, settings, history or plugins
#   median FILE                hyperfine JSON → the median seconds of its first result
#   report NAME OURS [PEER-NAME PEER]   one line of results (NAME padded to REPORT_WIDTH),
#                              also added to $BENCH_SUMMARY when set (make bench's table)
#   summarize NAME OURS UNIT [PEER-NAME PEER]   adds a line to $BENCH_SUMMARY only
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bench_ledgersh() {
  [ -n "${LEDGERSH_BIN:-}" ] && return
  if [ "${1:-}" = shipped ]; then
    make --no-print-directory release >/dev/null
    LEDGERSH_BIN="$PWD/.build-release/ledgersh"
  else
    swift build -c release --product ledgersh >/dev/null
    LEDGERSH_BIN="$PWD/.build/release/ledgersh"
  fi
}

bench_program() {
  swift build -c release --package-path Tests/Benchmarks --product "$1" >/dev/null
  BENCH_PROGRAM="$(swift build -c release --package-path Tests/Benchmarks --show-bin-path)/$1"
}

bench_work() {
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  export HOME="$work/home" XDG_STATE_HOME="$work/state" XDG_CONFIG_HOME="$work/config"
  export XDG_DATA_HOME="$work/data"
  mkdir -p "$HOME"
}

median() {
  python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["median"])' "$1"
}

report() {
  REPORT_WIDTH=${REPORT_WIDTH:-44} python3 - "$@" <<'PY'
import os, sys
name, ours = sys.argv[1], float(sys.argv[2])
line = f"{name:<{int(os.environ['REPORT_WIDTH'])}} ledgersh {ours*1000:9.2f} ms"
if len(sys.argv) > 4:
    peer_name, peer = sys.argv[3], float(sys.argv[4])
    line += f"   {peer_name} {peer*1000:9.2f} ms   ratio {ours/peer:6.2f}x"
print(line)
PY
  if [ $# -gt 3 ]; then summarize "$1" "$2" s "$3" "$4"; else summarize "$1" "$2" s; fi
}

summarize() {
  [ -n "${BENCH_SUMMARY:-}" ] || return 0
  local IFS=$'\t'
  echo "$*" >>"$BENCH_SUMMARY"
}

# The lines gathered in $BENCH_SUMMARY as one table: each with ledgersh, the peer and the
# ratio (seconds as ms; a rate, "/s", the other way round: the peer over ledgersh).
print_summary() {
  python3 - "$BENCH_SUMMARY" <<'PY'
import sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]
def shown(value, unit):
    value = float(value)
    return f"{value * 1000:,.1f} ms" if unit == "s" else f"{value:,.0f} {unit}"
width = max([len(r[0]) for r in rows] + [4])
print(f"{'work':<{width}}  {'ledgersh':>14}  {'peer':>24}  {'ratio':>7}")
for name, ours, unit, *peer in rows:
    line = f"{name:<{width}}  {shown(ours, unit):>14}"
    if len(peer) == 2:
        ratio = float(ours) / float(peer[1]) if unit == "s" else float(peer[1]) / float(ours)
        line += f"  {peer[0] + ' ' + shown(peer[1], unit):>24}  {ratio:7.3g}x"
    print(line)
PY
}
