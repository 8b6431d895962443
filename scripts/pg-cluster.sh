#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for the tests: `start` makes one (initdb) in a private
# folder, starts it on a free loopback port and a private socket folder and prints the
# `export LEDGERSH_PG_TEST_URL=…` line to eval (`env` prints it again); `stop` stops it
# and removes the folder; `run CMD…` starts one, runs CMD with the URL exported, stops it.
# PostgreSQL refuses to run as root: as root, the cluster runs as the user `postgres`.
set -euo pipefail

bin=${PG_BIN:-/usr/lib/postgresql/15/bin}
dir=${LEDGERSH_PG_DIR:-${TMPDIR:-/tmp}/ledgersh-pg-test}
cmd=${1:-}

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

url() {
  echo "postgresql://ledgersh@127.0.0.1:$(cat "$dir/port")/postgres?sslmode=disable"
}

export_line() {
  echo "export LEDGERSH_PG_TEST_URL='$(url)'"
}

case "$cmd" in
start)
  if [ ! -x "$bin/initdb" ]; then
    echo "pg-cluster: no PostgreSQL 15 in $bin: run 'scripts/bootstrap.sh test'" >&2
    exit 1
  fi
  if [ -f "$dir/port" ] && as_owner "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
    export_line
    exit 0
  fi
  rm -rf "$dir"
  mkdir -p "$dir/socket"
  chmod 700 "$dir"
  [ "$(id -u)" -eq 0 ] && chown -R postgres "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -U ledgersh --auth=trust -E UTF8 --locale=C.UTF-8 \
    >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
  port=$(free_port)
  echo "$port" >"$dir/port"
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-p $port -k $dir/socket -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" \
    start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
  # In public, so that tests giving each ledger its own schema (search_path) all find them.
  "$bin/psql" -X -q "$(url)" \
    -c 'CREATE EXTENSION IF NOT EXISTS unaccent; CREATE EXTENSION IF NOT EXISTS pg_trgm' >&2
  export_line
  ;;
env)
  [ -f "$dir/port" ] || { echo "pg-cluster: not started" >&2; exit 1; }
  export_line
  ;;
run)
  shift
  eval "$("$0" start)"
  trap '"$0" stop' EXIT
  echo "pg-cluster: PostgreSQL 15 test cluster at $LEDGERSH_PG_TEST_URL" >&2
  "$@"
  ;;
stop)
  if [ -d "$dir/data" ]; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  ;;
*)
  echo "usage: scripts/pg-cluster.sh start|stop|env|run CMD..." >&2
  exit 2
  ;;
esac
