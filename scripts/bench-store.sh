#!/usr/bin/env bash
# Builds bench-store (Tests/Benchmarks) in release mode and runs it; extra arguments go to
# bench-store, e.g. scripts/bench-store.sh --items 100000 --transactions 100000
. "$(dirname "$0")/bench-common.sh"
bench_program bench-store
exec "$BENCH_PROGRAM" "$@"
