#!/bin/sh
# Builds bench-store in release mode and runs it; extra arguments go to bench-store,
# e.g. scripts/bench-store.sh --items 100000 --transactions 100000
set -eu
cd "$(dirname "$0")/.."
swift build -c release --product bench-store
exec .build/release/bench-store "$@"
