#!/usr/bin/env bash
# Installs the system packages ledgersh needs to build and test, when missing:
# libedit (line editing), mandoc (man page lint), tmux and pexpect (terminal tests),
# binutils (make release strips the binary), hledger (journal export check, bench-statements.sh), man-db
# (the Debian package check), libchafa and the PNG, JPEG, WebP and HEIC decoders
# (pictures in the terminal); for `test`, chromium, poppler-utils and Playwright in a
# virtual environment (.build/browser-venv) for the report pages' browser tests.
# Safe to run again: it installs nothing that is already there.
set -euo pipefail

need_test_tools=${1:-}

if [ "$(uname -s)" = "Darwin" ]; then
  if ! pkg-config --exists libedit 2>/dev/null; then
    echo "ledgersh needs libedit's pkg-config file: run 'brew install libedit pkg-config'" >&2
    echo "and export PKG_CONFIG_PATH=\"\$(brew --prefix libedit)/lib/pkgconfig\"." >&2
    exit 1
  fi
  if ! pkg-config --exists chafa libpng libjpeg libwebp libheif 2>/dev/null; then
    echo "ledgersh draws pictures with libchafa: run 'brew install chafa libpng jpeg-turbo webp libheif'." >&2
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
command -v strip >/dev/null || packages+=(binutils)  # make release strips the binary
pkg-config --exists chafa 2>/dev/null || packages+=(libchafa-dev libglib2.0-dev)
pkg-config --exists libpng 2>/dev/null || packages+=(libpng-dev)
[ -f /usr/include/jpeglib.h ] || packages+=(libjpeg62-turbo-dev)
pkg-config --exists libwebp 2>/dev/null || packages+=(libwebp-dev)
pkg-config --exists libheif 2>/dev/null || packages+=(libheif-dev)
if [ "$need_test_tools" = "bench" ]; then
  command -v hyperfine >/dev/null || packages+=(hyperfine)
  command -v hledger >/dev/null || packages+=(hledger)  # bench-statements.sh's peer
  command -v sqlite3 >/dev/null || packages+=(sqlite3)
  command -v chafa >/dev/null || packages+=(chafa)
  command -v cjpeg >/dev/null || packages+=(libjpeg-turbo-progs)
  python3 -c 'import pexpect' 2>/dev/null || packages+=(python3-pexpect)
elif [ -n "$need_test_tools" ]; then
  command -v mandoc >/dev/null || packages+=(mandoc)
  command -v tmux >/dev/null || packages+=(tmux)
  command -v sqlite3 >/dev/null || packages+=(sqlite3)
  python3 -c 'import pexpect' 2>/dev/null || packages+=(python3-pexpect)
  command -v hledger >/dev/null || packages+=(hledger)
  command -v man >/dev/null || packages+=(man-db)
  command -v pdftoppm >/dev/null || packages+=(poppler-utils)  # and pdftotext, pdfinfo
  # The report pages are opened in Debian's chromium, driven by Playwright from PyPI (in
  # .build/browser-venv, through executable_path: Playwright downloads no browser).
  command -v chromium >/dev/null || packages+=(chromium)
  python3 -c 'import ensurepip' 2>/dev/null || packages+=(python3-venv)
  # The PostgreSQL backend's tests run against a throwaway cluster (scripts/pg-cluster.sh).
  [ -x /usr/lib/postgresql/15/bin/initdb ] || packages+=(postgresql-15 postgresql-client-15)
fi
# Playwright for the browser tests, in a virtual environment of the build folder (Debian's
# Python refuses pip installs into the system, PEP 668).
browser_venv() {
  [ -n "$need_test_tools" ] && [ "$need_test_tools" != "bench" ] || return 0
  local venv
  venv="$(cd "$(dirname "$0")/.." && pwd)/.build/browser-venv"
  "$venv/bin/python" -c 'import playwright' 2>/dev/null && return 0
  echo "Installing Playwright (pip) into $venv" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q playwright
}

if [ ${#packages[@]} -eq 0 ]; then
  browser_venv
  exit 0
fi

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
browser_venv
