#!/usr/bin/env bash
# make deb: builds .build-release/ledgersh_VERSION_ARCH.deb with dpkg-deb from the stripped static
# release binary (make release): the binary in /usr/bin, every man page gzipped in
# /usr/share/man/manN, the bash, zsh and fish completions, and
# /usr/share/doc/ledgersh/copyright. Depends comes from dpkg-shlibdeps (libsqlite3-0, libc6,
# libstdc++6, libgcc-s1: the Swift runtime is linked in), plus the libraries ledgersh opens
# with dlopen on first use, which dpkg-shlibdeps cannot see: libedit2 for sessions, and
# libchafa0, libjpeg62-turbo, libpng16-16 and libwebp7 for pictures. libheif1 is only
# recommended: without it only HEIC pictures are refused.
#
#   scripts/deb.sh BINARY OUTPUT_FOLDER     prints the path of the package it built
set -euo pipefail

binary=${1:?usage: scripts/deb.sh BINARY OUTPUT_FOLDER}
out=${2:?usage: scripts/deb.sh BINARY OUTPUT_FOLDER}
cd "$(dirname "$0")/.."
for tool in dpkg-deb dpkg gzip; do
  command -v "$tool" >/dev/null || { echo "make deb needs $tool (Debian's dpkg)" >&2; exit 1; }
done

version=$("$binary" --version)
arch=$(dpkg --print-architecture)
stage="$out/deb-root"
rm -rf "$stage"
mkdir -p "$stage/DEBIAN" "$stage/usr/share/doc/ledgersh"
DESTDIR="$stage" PREFIX=/usr MAN_GZIP=1 scripts/install.sh install "$binary"
install -m 644 scripts/debian/copyright "$stage/usr/share/doc/ledgersh/copyright"
# Who builds the package: DEBFULLNAME and DEBEMAIL, as dch(1) reads them.
maintainer="${DEBFULLNAME:-ledgersh authors} <${DEBEMAIL:-ledgersh@localhost}>"
built=$(date -R -u -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")
printf '%s\n' "ledgersh ($version) unstable; urgency=medium" "" \
  "  * Built from the ledgersh sources with make deb." "" " -- $maintainer  $built" |
  gzip -9n >"$stage/usr/share/doc/ledgersh/changelog.gz"
chmod 644 "$stage/usr/share/doc/ledgersh/changelog.gz"

# The shared libraries the binary needs, as Debian packages (dpkg-shlibdeps wants a
# debian/control beside it); stated by hand when dpkg-dev is missing.
depends="libc6, libgcc-s1, libsqlite3-0, libstdc++6"
# Opened with dlopen (sessions, pictures), so invisible to dpkg-shlibdeps.
opened="libedit2, libchafa0, libjpeg62-turbo, libpng16-16, libwebp7"
# Packed relative relocations (see Package.swift) need glibc 2.36's loader, which
# dpkg-shlibdeps does not know from the GLIBC_ABI_DT_RELR version it asks for.
if readelf -V "$binary" 2>/dev/null | grep -q GLIBC_ABI_DT_RELR; then
  opened="libc6 (>= 2.36), $opened"
fi
if command -v dpkg-shlibdeps >/dev/null; then
  work=$(mktemp -d)
  mkdir -p "$work/debian"
  printf 'Source: ledgersh\n\nPackage: ledgersh\nArchitecture: any\n' >"$work/debian/control"
  cp "$binary" "$work/ledgersh"
  found=$(cd "$work" && dpkg-shlibdeps -O ledgersh 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
  rm -rf "$work"
  [ -n "$found" ] && depends=$found
fi

size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat >"$stage/DEBIAN/control" <<EOF
Package: ledgersh
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $depends, $opened
Recommends: libheif1
Section: utils
Priority: optional
Description: shell for interior-design project ledgers
 ledgersh is a line-editing shell (and script runner) for projects, budgets,
 transactions, items and spaces kept in an SQLite ledger: the terminal twin of
 the Ledger app. Its results pipe as JSON, CSV or an hledger journal.
EOF
package="$out/ledgersh_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zgzip --build "$stage" "$package" >/dev/null
rm -rf "$stage"
echo "$package"
