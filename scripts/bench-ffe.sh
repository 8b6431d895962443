#!/usr/bin/env bash
# Benchmark of the client's page with pictures (issue 59 §4): `report ffe --format html`
# for a project of 1,000 items, each with its own 1024×768 photo-like JPEG of about 100 kB
# attached. Prints hyperfine's median time to write the page and the page's size; the aim
# is under 3 s and under 40 MB with a release build.
#
# Usage: scripts/bench-ffe.sh [ITEMS] [RUNS]   (defaults 1000 and 5); LEDGERSH_BIN_BEFORE=BIN
# times another build on the same ledger too.
. "$(dirname "$0")/bench-common.sh"
items="${1:-1000}"
runs="${2:-5}"
bench_ledgersh
bench_work

# One photo-like 1024×768 picture (gradients with fine grain), and each item's own version
# of it: its rows turned by a different offset and its colours shifted, as JPEG quality 75.
mkdir -p "$work/pictures"
python3 - "$work/pictures" "$items" <<'PY'
import os, random, sys
folder, count = sys.argv[1], int(sys.argv[2])
width, height = 1024, 768
random.seed(59)
base = bytes(((x * 255 // width) if c == 0 else (c * 80 + x // 7) % 256) for x in range(width) for c in range(3))
tables = [bytes((v + shift) % 256 for v in range(256)) for shift in range(256)]
grain = [bytes(b & 0x0F for b in random.randbytes(width * 3)) for _ in range(32)]
rows = []
for y in range(height):
    row = base.translate(tables[(y * 256 // height) % 256])
    rows.append(bytes(a ^ b for a, b in zip(row, grain[y % 32])))
for index in range(count):
    turn = (index * 3 * 7) % (width * 3)
    shift = tables[index % 256]
    with open(f"{folder}/{index}.ppm", "wb") as out:
        out.write(b"P6\n%d %d\n255\n" % (width, height))
        for y in range(height):
            row = rows[(y + index) % height]
            out.write((row[turn:] + row[:turn]).translate(shift))
PY
script="$work/attach.lsh"
{
  echo "project add Bench"
  echo "use Bench"
  echo "space add 'Living Room'"
  for ((index = 0; index < items; index++)); do
    cjpeg -quality 75 "$work/pictures/$index.ppm" >"$work/pictures/$index.jpg"
    rm "$work/pictures/$index.ppm"
    echo "item add 'Chair $index' --price 100 --project-price 150 --space 'Living Room'"
    echo "attach $work/pictures/$index.jpg --to item $((index + 1))"
  done
} >"$script"
"$LEDGERSH_BIN" --no-init --db "$work/ffe.db" -f "$script" >/dev/null 2>&1
picture_bytes=$(du -cb "$work"/pictures/*.jpg | tail -1 | cut -f1)

page() { echo "$1 --no-init --db $work/ffe.db -c 'use Bench' -c 'report ffe --format html --to $work/ffe.html'"; }
hyperfine -N -w 1 -r "$runs" --export-json "$work/ffe.json" "$(page "$LEDGERSH_BIN")" >/dev/null
report "report ffe --format html, $items pictures" "$(median "$work/ffe.json")"
# LEDGERSH_BIN_BEFORE: another build (say, before a change) timed on the same ledger.
if [ -n "${LEDGERSH_BIN_BEFORE:-}" ]; then
  hyperfine -N -w 1 -r "$runs" --export-json "$work/before.json" "$(page "$LEDGERSH_BIN_BEFORE")" \
    >/dev/null
  report "  the same with $LEDGERSH_BIN_BEFORE" "$(median "$work/before.json")"
fi
printf '%-44s %9.1f MB (pictures %.1f MB, %d kB each)\n' "  its page" \
  "$(echo "$(stat -c %s "$work/ffe.html") / 1000000" | bc -l)" \
  "$(echo "$picture_bytes / 1000000" | bc -l)" "$((picture_bytes / items / 1000))"
