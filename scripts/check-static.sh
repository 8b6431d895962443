#!/usr/bin/env bash
# make static-test: the release binary runs on a machine without a Swift toolchain. Its
# ldd names no Swift library and no /opt/swift path (the Swift standard library and
# Foundation are linked in; libedit, SQLite and the C/C++ runtimes stay system
# libraries), and `ledgersh -c version` runs with a bare environment. As root, it also
# runs with the toolchain's folder hidden behind an empty one (unshare + mount). libheif
# is not linked: ledgersh opens it when it first decodes a HEIC picture, because loading it
# (and x265, aom, dav1d, de265 behind it) at start-up cost ten times the rest of start-up.
#
#   scripts/check-static.sh BINARY
set -euo pipefail

binary=${1:?usage: scripts/check-static.sh BINARY}
fail() {
  echo "static-test: FAILED: $*" >&2
  exit 1
}
[ -x "$binary" ] || fail "no binary at '$binary': run make release"
libraries=$(ldd "$binary")
if echo "$libraries" | grep -q 'swift\|not found'; then
  fail "$binary needs the Swift toolchain at run time:
$(echo "$libraries" | grep 'swift\|not found')"
fi
if echo "$libraries" | grep -q 'libheif\|libx265\|libaom\|libdav1d\|libde265'; then
  fail "$binary links libheif at start-up; it must be opened only to decode a HEIC picture:
$(echo "$libraries" | grep 'libheif\|libx265\|libaom\|libdav1d\|libde265')"
fi
# Sessions and pictures open their libraries on first use: none of them is loaded by a
# script that never needs them.
opened='libedit\|libchafa\|libglib\|libjpeg\|libpng\|libwebp'
if echo "$libraries" | grep -q "$opened"; then
  fail "$binary links a library it should open only when a session or a picture needs it:
$(echo "$libraries" | grep "$opened")"
fi
if readelf -d "$binary" 2>/dev/null | grep -q 'R\(UN\)\?PATH'; then
  fail "$binary has a run path (the loader would search it for every library): $(readelf -d "$binary" | grep PATH)"
fi
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
run() {
  env -i HOME="$home" PATH=/usr/bin:/bin LD_LIBRARY_PATH= LC_ALL=C.UTF-8 "$@" \
    --db "$home/ledger.db" -c version
}
version=$(run "$binary") || fail "ledgersh -c version exited with $? in a bare environment"
[ -n "$version" ] || fail "ledgersh -c version printed nothing"
hidden="not tried (needs root and unshare)"
toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")" 2>/dev/null || true)
if [ "$(id -u)" -eq 0 ] && command -v unshare >/dev/null && [ -d "$toolchain" ] \
  && [ "$toolchain" != / ]; then
  absolute=$(readlink -f "$binary")
  export -f run
  export home
  if unshare -m true 2>/dev/null; then
    shown=$(unshare -m bash -c "mount -t tmpfs none '$toolchain' && run '$absolute'") ||
      fail "ledgersh -c version failed with $toolchain hidden"
    [ "$shown" = "$version" ] || fail "with $toolchain hidden it printed '$shown'"
    hidden="ok with $toolchain hidden"
  else
    hidden="not tried (unshare is not permitted here)"
  fi
fi
size=$(du -k "$binary" | cut -f1)
echo "static-test: ok: $(basename "$binary") $version, ${size} KiB, no Swift library in ldd," \
  "runs in a bare environment; $hidden"
echo "static-test: it links: $(echo "$libraries" | awk '{print $1}' | grep -v '^/' | xargs)"
