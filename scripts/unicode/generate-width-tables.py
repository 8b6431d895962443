#!/usr/bin/env python3
"""Generate Sources/TerminalUI/Width/UnicodeWidthTables.swift from the Unicode data files.

Run by hand when moving to a new Unicode version:

    python3 scripts/unicode/generate-width-tables.py [UNICODE_DIR]

UNICODE_DIR defaults to /usr/share/unicode (Debian's `unicode-data` package).
The version is read from EastAsianWidth.txt's first line and written into the
generated file's header, so the tables are pinned to what generated them.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUTPUT = os.path.join(ROOT, "Sources", "TerminalUI", "Width", "UnicodeWidthTables.swift")


def parse_ranges(path, predicate):
    """Yield (first, last) code point ranges whose fields satisfy predicate."""
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            if not predicate(fields):
                continue
            if ".." in fields[0]:
                first, last = fields[0].split("..")
            else:
                first = last = fields[0]
            yield int(first, 16), int(last, 16)


def general_category_ranges(path, categories):
    """Yield ranges of UnicodeData.txt whose general category is in categories."""
    ranges = []
    pending_first = None
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            fields = line.rstrip("\n").split(";")
            code = int(fields[0], 16)
            name, category = fields[1], fields[2]
            if name.endswith(", First>"):
                pending_first = code
                continue
            first = code
            if name.endswith(", Last>") and pending_first is not None:
                first = pending_first
                pending_first = None
            if category in categories:
                ranges.append((first, code))
    return ranges


def merge(ranges):
    """Sort and merge overlapping or adjacent ranges."""
    merged = []
    for first, last in sorted(ranges):
        if merged and first <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], last))
        else:
            merged.append((first, last))
    return merged


def subtract(ranges, removed):
    """Remove every code point of `removed` from `ranges`."""
    points = set()
    for first, last in ranges:
        points.update(range(first, last + 1))
    for first, last in removed:
        points.difference_update(range(first, last + 1))
    return merge((point, point) for point in points)


def swift_table(name, summary, ranges):
    # Flat pairs (first, last), not ClosedRange: making `[ClosedRange<UInt32>]` checks at run
    # time that UInt32 is Comparable, a search of every conformance in the binary.
    lines = [f"  /// {summary}", "  ///", "  /// Pairs of first and last code point.",
             f"  static let {name}: [UInt32] = ["]
    for first, last in ranges:
        lines.append(f"    0x{first:05X}, 0x{last:05X},")
    lines.append("  ]")
    return "\n".join(lines)


def main():
    source = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
    east_asian = os.path.join(source, "EastAsianWidth.txt")
    emoji_data = os.path.join(source, "emoji", "emoji-data.txt")
    unicode_data = os.path.join(source, "UnicodeData.txt")

    with open(east_asian, encoding="utf-8") as handle:
        header = handle.readline()
    match = re.search(r"(\d+\.\d+\.\d+)", header)
    if not match:
        sys.exit(f"cannot read the Unicode version from {east_asian}")
    version = match.group(1)

    wide = merge(
        list(parse_ranges(east_asian, lambda f: f[1] in ("W", "F")))
        + list(parse_ranges(emoji_data, lambda f: f[1] == "Emoji_Presentation"))
    )
    emoji = merge(parse_ranges(emoji_data, lambda f: f[1] == "Emoji"))
    # Text-default emoji become wide with VS16; keep only those not already wide.
    text_emoji = subtract(emoji, wide)
    zero = merge(
        general_category_ranges(unicode_data, {"Mn", "Me", "Cf"})
        # Hangul medial vowels and final consonants join the preceding syllable.
        + [(0x1160, 0x11FF), (0xD7B0, 0xD7FF)]
        + [(0x200B, 0x200B)]
    )
    # The soft hyphen is shown as a hyphen by terminals.
    zero = subtract(zero, [(0x00AD, 0x00AD)])

    body = "\n\n".join(
        [
            swift_table(
                "wide",
                "Code points two cells wide: East Asian Wide or Fullwidth, or Emoji_Presentation.",
                wide,
            ),
            swift_table(
                "textPresentationEmoji",
                "Emoji shown as text by default, made two cells wide by VS16 (U+FE0F).",
                text_emoji,
            ),
            swift_table(
                "zeroWidth",
                "Code points with no width of their own: Mn, Me, Cf, Hangul jamo medials and finals.",
                zero,
            ),
        ]
    )
    text = f"""// GENERATED FILE: do not edit. Regenerate with scripts/unicode/generate-width-tables.py.
// Unicode version {version}, from EastAsianWidth.txt, emoji/emoji-data.txt and UnicodeData.txt.

/// Range tables of terminal cell widths, generated from Unicode {version} data files.
enum UnicodeWidthTables {{
  /// The Unicode version these tables were generated from.
  static let unicodeVersion = "{version}"

{body}
}}
"""
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {OUTPUT}: Unicode {version}, {len(wide)} wide, {len(text_emoji)} text emoji, "
          f"{len(zero)} zero-width ranges")


if __name__ == "__main__":
    main()
