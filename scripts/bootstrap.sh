#!/usr/bin/env bash
# Installs the system packages ledgersh needs to build and test, when missing:
# libedit (line editing), mandoc (man page lint), tmux and pexpect (terminal tests).
# Safe to run again: it installs nothing that is already there.
set -euo pipefail

need_test_tools=${1:-}

if [ "$(uname -s)" = "Darwin" ]; then
  if ! pkg-config --exists libedit 2>/dev/null; then
    echo "ledgersh needs libedit's pkg-config file: run 'brew install libedit pkg-config'" >&2
    echo "and export PKG_CONFIG_PATH=\"\$(brew --prefix libedit)/lib/pkgconfig\"." >&2
    exit 1
  fi
  if [ -n "$need_test_tools" ] && ! command -v mandoc >/dev/null; then
    echo "make test lints the man page with mandoc: run 'brew install mandoc'." >&2
    exit 1
  fi
  exit 0
fi

packages=()
[ -f /usr/include/histedit.h ] && pkg-config --exists libedit 2>/dev/null || packages+=(libedit-dev pkg-config)
pkg-config --exists sqlite3 2>/dev/null || packages+=(libsqlite3-dev)
if [ "$need_test_tools" = "bench" ]; then
  command -v hyperfine >/dev/null || packages+=(hyperfine)
  command -v sqlite3 >/dev/null || packages+=(sqlite3)
elif [ -n "$need_test_tools" ]; then
  command -v mandoc >/dev/null || packages+=(mandoc)
  command -v tmux >/dev/null || packages+=(tmux)
  command -v sqlite3 >/dev/null || packages+=(sqlite3)
  python3 -c 'import pexpect' 2>/dev/null || packages+=(python3-pexpect)
  # The PostgreSQL backend's tests run against a throwaway cluster (scripts/pg-cluster.sh).
  [ -x /usr/lib/postgresql/15/bin/initdb ] || packages+=(postgresql-15 postgresql-client-15)
fi
[ ${#packages[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
  echo "ledgersh needs these packages, and this system has no apt-get: ${packages[*]}" >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then sudo="sudo"; else
    echo "Installing ${packages[*]} needs root: run as root or install sudo." >&2
    exit 1
  fi
fi
echo "Installing system packages: ${packages[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
