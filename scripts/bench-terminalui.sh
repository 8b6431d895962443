#!/usr/bin/env bash
# Benchmarks TerminalUI rendering against Python Rich doing the same work on this machine:
# 10,000 cards in a grid at width 120, and a 100,000-row, 5-column table at width 100, both
# rendered into memory. Prints the median rate of repeated runs of each, and the ratio.
# Rich draws the cards twice: with right-aligned rows (Table.grid), as TerminalUI does, and
# as panels of preformatted text lines, its cheapest way to draw the same card.
#
# Usage: scripts/bench-terminalui.sh [SWIFT_RUNS] [RICH_RUNS]   (defaults 7 and 3)
. "$(dirname "$0")/bench-common.sh"
swift_runs="${1:-7}"
rich_runs="${2:-3}"

bench_program bench-terminalui
swift_output="$("$BENCH_PROGRAM" "$swift_runs")"

python=python3
if ! python3 -c 'import rich' 2>/dev/null; then
  venv=.build-bench-venv
  if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
  fi
  if ! "$venv/bin/python" -c 'import rich' 2>/dev/null; then
    "$venv/bin/python" -m pip install --quiet rich
  fi
  python="$venv/bin/python"
fi

rich_output="$("$python" - "$rich_runs" <<'PY'
import io
import statistics
import sys
import time

from rich.columns import Columns
from rich.console import Console, Group
from rich.panel import Panel
from rich.progress_bar import ProgressBar
from rich.table import Table
from rich.text import Text

runs = int(sys.argv[1])
spaces = ["Kitchen", "Living room", "Primary bath", "Office", "Guest suite", "Mudroom"]
clients = ["Smith", "Garcia", "Nguyen", "Okafor", "Larsen", "Tanaka", "Dubois"]


def dollars(cents):
    return "${:,}.{:02d}".format(cents // 100, cents % 100)


def row(label, value):
    grid = Table.grid(expand=True)
    grid.add_column()
    grid.add_column(justify="right")
    grid.add_row(label, value)
    return grid


def card(index):
    budget = 500_000 + (index * 7_919) % 9_000_000
    spent = (budget // 100) * ((index * 37) % 140)
    title = Text(f"{clients[index % len(clients)]} {spaces[index % len(spaces)]} #{index}")
    if spent > budget:
        title.append(" [Over]", style="red")
    fraction = spent / budget
    return Panel(
        Group(
            title,
            row("Budget", dollars(budget)),
            row("Spent", dollars(spent)),
            ProgressBar(total=100, completed=min(100, fraction * 100), width=12),
            Text(f"Updated {index % 28 + 1} days ago", style="dim"),
        ),
        expand=False,
        width=21,
    )


def text_card(index):
    """The same card as plain text lines in a panel: Rich's cheapest way to draw it."""
    budget = 500_000 + (index * 7_919) % 9_000_000
    spent = (budget // 100) * ((index * 37) % 140)
    filled = min(12, round(12 * spent / budget))
    return Panel(
        f"{clients[index % len(clients)]} {spaces[index % len(spaces)]} #{index}\n"
        f"Budget {dollars(budget):>10}\nSpent  {dollars(spent):>10}\n"
        f"{'█' * filled}{'░' * (12 - filled)} {round(100 * spent / budget)}%\n"
        f"Updated {index % 28 + 1} days ago",
        expand=False,
        width=21,
    )


def table():
    result = Table()
    for name in ["Item", "Space", "Vendor", "Date"]:
        result.add_column(name)
    result.add_column("Price", justify="right")
    for index in range(100_000):
        month = index % 12 + 1
        result.add_row(
            f"Item {index} walnut side table",
            spaces[index % len(spaces)],
            f"{clients[index % len(clients)]} Supply Co.",
            f"2026-{month:02d}-{index % 28 + 10}",
            dollars((index * 7_919) % 2_000_000),
        )
    return result


def timed(make, width):
    times = []
    for _ in range(runs):
        renderable = make()
        console = Console(file=io.StringIO(), width=width, color_system=None, force_terminal=False)
        start = time.perf_counter()
        console.print(renderable)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


cards = timed(lambda: Columns([card(i) for i in range(10_000)], padding=(0, 2)), 120)
text_cards = timed(lambda: Columns([text_card(i) for i in range(10_000)], padding=(0, 2)), 120)
rows = timed(table, 100)
print(f"rich cards/s {10_000 / cards:.0f}")
print(f"rich text-cards/s {10_000 / text_cards:.0f}")
print(f"rich rows/s {100_000 / rows:.0f}")
PY
)"

swift_cards="$(sed -n 's/.*cards\/s \([0-9]*\).*/\1/p' <<<"$swift_output")"
swift_rows="$(sed -n 's/.*rows\/s \([0-9]*\).*/\1/p' <<<"$swift_output")"
rich_cards="$(sed -n 's/^rich cards\/s \([0-9]*\)$/\1/p' <<<"$rich_output")"
rich_text_cards="$(sed -n 's/^rich text-cards\/s \([0-9]*\)$/\1/p' <<<"$rich_output")"
rich_rows="$(sed -n 's/^rich rows\/s \([0-9]*\)$/\1/p' <<<"$rich_output")"

echo "$swift_output"
printf '%-34s %12s %12s %8s\n' "case" "TerminalUI" "Rich" "ratio"
printf '%-34s %12s %12s %7.0fx\n' "10,000 cards, grid at width 120" "$swift_cards/s" \
  "$rich_cards/s" "$(awk "BEGIN { print $swift_cards / $rich_cards }")"
printf '%-34s %12s %12s %7.0fx\n' "  vs Rich panels of plain text" "$swift_cards/s" \
  "$rich_text_cards/s" "$(awk "BEGIN { print $swift_cards / $rich_text_cards }")"
printf '%-34s %12s %12s %7.0fx\n' "100,000 rows, table at width 100" "$swift_rows/s" \
  "$rich_rows/s" "$(awk "BEGIN { print $swift_rows / $rich_rows }")"
summarize "cards in a grid (10,000, width 120)" "$swift_cards" "cards/s" Rich "$rich_cards"
summarize "table rows (100,000, width 100)" "$swift_rows" "rows/s" Rich "$rich_rows"
