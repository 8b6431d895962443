#!/usr/bin/env bash
# Benchmarks drawing pictures in the terminal (TerminalImages: libjpeg-turbo + libchafa)
# against the chafa tool doing the same on this machine: a 4000×3000 JPEG drawn in 120
# columns of coloured symbols, each a whole process (hyperfine, medians). Then the gallery:
# the CPU time of decoding and drawing a 12-megapixel photo for a 200×50 screen, in symbols
# and in kitty's graphics protocol, and the time from pressing → to the next photo's caption
# on a 200×50 pseudo-terminal (scripts/bench-gallery.py; $LEDGERSH_BIN, else a release build).
#
# Usage: scripts/bench-images.sh [RUNS]   (default 15)
. "$(dirname "$0")/bench-common.sh"
runs="${1:-15}"
scripts/bootstrap.sh bench
bench_program bench-images
bench=$BENCH_PROGRAM
bench_ledgersh
bench_work

# A photo-like 4000×3000 picture: smooth gradients with fine grain, as JPEG quality 90.
python3 - "$work/photo.ppm" <<'PY'
import os, sys
width, height = 4000, 3000
base = bytes(((x * 255 // width) if c == 0 else (c * 80 + x // 23) % 256) for x in range(width) for c in range(3))
tables = [bytes((v + shift) % 256 for v in range(256)) for shift in range(256)]
grain = [int.from_bytes(bytes(b & 0x1F for b in os.urandom(width * 3)), "big") for _ in range(64)]
with open(sys.argv[1], "wb") as out:
    out.write(b"P6\n%d %d\n255\n" % (width, height))
    for y in range(height):
        row = int.from_bytes(base.translate(tables[(y * 256 // height) % 256]), "big")
        out.write((row ^ grain[y % 64]).to_bytes(width * 3, "big"))
PY
cjpeg -quality 90 "$work/photo.ppm" >"$work/photo.jpg"
cjpeg -quality 88 "$work/photo.ppm" >"$work/photo-88.jpg"
cjpeg -quality 92 "$work/photo.ppm" >"$work/photo-92.jpg"
rm "$work/photo.ppm"

hyperfine -N -w 2 -r "$runs" --export-json "$work/ours.json" \
  "$bench $work/photo.jpg 120 0 1 symbols" >/dev/null
hyperfine -N -w 2 -r "$runs" --export-json "$work/chafa.json" \
  "chafa --format symbols --colors full --size 120x1000 --symbols block+border+space-wide-inverted $work/photo.jpg" \
  >/dev/null
python3 - "$work/ours.json" "$work/chafa.json" <<'PY'
import json, sys
ours, chafa = (json.load(open(path))["results"][0]["median"] for path in sys.argv[1:3])
print(f"{'4000x3000 JPEG, 120 columns of symbols':<44} ledgersh {ours*1000:9.2f} ms   chafa {chafa*1000:9.2f} ms   ratio {ours/chafa:6.2f}x")
PY
for protocol in symbols kitty; do
  printf '%-44s %s\n' "gallery: decode + draw 12 MP, 200x50, $protocol" \
    "$(BENCH_CPU=1 "$bench" "$work/photo.jpg" 200 50 9 "$protocol" 2>&1 >/dev/null)"
done
printf '%-44s %9s ms\n' "gallery: → to the next 12 MP photo, 200x50" \
  "$(python3 scripts/bench-gallery.py "$LEDGERSH_BIN" "$work/photo-88.jpg" "$work/photo.jpg" \
    "$work/photo-92.jpg")"
