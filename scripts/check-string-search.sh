#!/bin/bash
# Refuses Foundation's string search on a needle that is not a literal.
#
# Foundation's range(of:), contains(_:) on strings, replacingOccurrences(of:with:) and the
# localized variants trap ("String index is out of bounds") when the needle holds NUL and
# the text holds non-ASCII characters: a crash FuzzCommandLine found in name lookup. Search
# user text with the standard library instead (firstRange(of:), ranges(of:), or scalars).
# A literal needle is safe. `contains(_:)` cannot be told from Sequence.contains by
# grepping; these are the calls that can.
set -euo pipefail
cd "$(dirname "$0")/.."
pattern='(\.range\(of: *[^" ]|replacingOccurrences\(of: *[^" ]|localized(CaseInsensitive|Standard)Contains\(|\.caseInsensitiveCompare\()'
found=$(grep -rnE "$pattern" Sources plugins --include='*.swift' | grep -vE '^[^:]+:[0-9]+: *//' || true)
if [ -n "$found" ]; then
  echo "Foundation string search on a non-literal needle (it traps on NUL):" >&2
  echo "$found" >&2
  echo "Use the standard library's firstRange(of:) or compare scalars." >&2
  exit 1
fi
