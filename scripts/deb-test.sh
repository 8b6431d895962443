#!/usr/bin/env bash
# make deb-test: the Debian package's round trip, as CI runs it. Installs the package with
# dpkg -i, runs the installed ledgersh without the Swift toolchain in sight, finds its man
# page with man -w, checks the completions, removes it with dpkg -r and checks that
# nothing it installed is left. Needs root (or sudo); otherwise it says so and skips.
#
#   scripts/deb-test.sh PACKAGE.deb
set -euo pipefail

package=${1:?usage: scripts/deb-test.sh PACKAGE.deb}
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo="sudo -n"; else
    echo "deb-test: SKIPPED: installing a package needs root or sudo without a password" >&2
    exit 0
  fi
fi
if dpkg-query -W -f='${db:Status-Status}' ledgersh 2>/dev/null | grep -qx installed; then
  echo "deb-test: SKIPPED: a ledgersh package is installed already; not replacing it" >&2
  exit 0
fi
fail() {
  echo "deb-test: FAILED: $*" >&2
  $sudo dpkg -r ledgersh >/dev/null 2>&1 || true
  exit 1
}

$sudo dpkg -i "$package" >/dev/null || fail "dpkg -i $package"
files=$(dpkg -L ledgersh)
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT

# The installed binary, with no Swift toolchain on PATH or LD_LIBRARY_PATH.
version=$(env -i HOME="$home" PATH=/usr/bin:/bin LD_LIBRARY_PATH= LC_ALL=C.UTF-8 \
  ledgersh --db "$home/l.db" -c version) || fail "ledgersh -c version exited with $?"
echo "$version" | grep -q "$(dpkg-deb -f "$package" Version)" ||
  fail "ledgersh -c version printed '$version'"
if ldd /usr/bin/ledgersh | grep -q '/opt/swift\|libswift\|not found'; then
  fail "/usr/bin/ledgersh needs the Swift toolchain: $(ldd /usr/bin/ledgersh | grep swift)"
fi
if grep -qs '^path-exclude.*/usr/share/man' /etc/dpkg/dpkg.cfg.d/*; then
  # Slim images tell dpkg to leave manuals out: there is no page to find.
  echo "deb-test: note: dpkg here excludes /usr/share/man (/etc/dpkg/dpkg.cfg.d); not" \
    "checking man -w" >&2
else
  page=$(man -w ledgersh) || fail "man -w ledgersh found no page"
  [ "$page" = /usr/share/man/man1/ledgersh.1.gz ] || fail "man -w ledgersh gave '$page'"
fi
for path in /usr/share/bash-completion/completions/ledgersh \
  /usr/share/zsh/site-functions/_ledgersh /usr/share/fish/vendor_completions.d/ledgersh.fish \
  /usr/share/doc/ledgersh/copyright; do
  echo "$files" | grep -qx "$path" || fail "the package lacks $path"
  [ -s "$path" ] || fail "$path is empty"
done
grep -q -- '--db' /usr/share/bash-completion/completions/ledgersh ||
  fail "the bash completion does not complete --db"

$sudo dpkg -r ledgersh >/dev/null || fail "dpkg -r ledgersh"
left=""
while read -r path; do
  if [ -e "$path" ] && [ ! -d "$path" ]; then left="$left $path"; fi
done <<<"$files"
[ -z "$left" ] || fail "dpkg -r left files behind:$left"
status=$(dpkg-query -W -f='${db:Status-Status}' ledgersh 2>/dev/null || true)
[ "$status" != installed ] || fail "dpkg still lists ledgersh as installed"
echo "deb-test: ok: $(basename "$package") installs, runs ($version) without Swift, has its" \
  "man page and completions, and dpkg -r removes its $(echo "$files" | wc -l) paths"
