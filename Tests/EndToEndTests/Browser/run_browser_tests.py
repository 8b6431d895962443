#!/usr/bin/env python3
"""Opens the pages `report ffe` and `report budget` write in a real browser (Debian's
chromium, driven by Playwright through executable_path: no browser is downloaded) and
checks what a person would see: run_browser_tests.py PATH-TO-LEDGERSH [FILTER].

Each test_* function below gets the pages made once from a ledger with hostile names
(markup, quotes, emoji, CJK) and pictures: the totals and every item name are visible
text, every picture has loaded, nothing is wider than the window at 1280 and 390 pixels,
printing to PDF on A4 and US Letter gives the pages expected with no row cut in two
(pdftotext), and the page makes no network request."""
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import traceback

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import pictures  # noqa: E402

try:
    from playwright.sync_api import sync_playwright
except ImportError:
    print("run_browser_tests.py needs Playwright: make test installs it (scripts/bootstrap.sh)",
          file=sys.stderr)
    sys.exit(2)

TODAY = "2026-12-07"
PROJECT = 'Smith <Residence> & "Co"'
CLIENT = "Jane 'JJ' Smith 🛋️"
HOSTILE_ITEM = "<script>window.pwned=1</script> Sofa & Co"
SPACES = ["Living Room", "厨房 Kitchen", "Bedroom <b>1</b>"]
# The large schedule: 20 items a space, each with a picture, but every seventh with a PDF
# and every eleventh with none.
PER_SPACE = 20
WIDTHS = [1280, 390]


def chromium_path():
    for path in [os.environ.get("LEDGERSH_CHROMIUM", ""), "/usr/lib/chromium/chromium",
                 "/usr/bin/chromium", "/usr/bin/chromium-browser"]:
        if path and os.access(path, os.X_OK):
            return path
    raise SystemExit("no chromium found: apt-get install chromium (make test does)")


def quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Pages:
    """The ledger and the pages made from it, once for every test."""

    def __init__(self, binary, folder):
        self.folder = folder
        self.binary = binary
        self.items = []  # (name, sku, space, has_picture)
        pictures.png(os.path.join(folder, "logo.png"), 240, 80,
                     lambda x, y: (30, 60, 50, 255) if (x // 20 + y // 20) % 2 else (0, 0, 0, 0))
        pictures.pdf(os.path.join(folder, "spec.pdf"))
        lines = [f"project add {quote(PROJECT)} --client {quote(CLIENT)}", f"use {quote(PROJECT)}"]
        for space in SPACES:
            lines.append(f"space add {quote(space)}")
        lines += [
            "category add Furnishings", "budget set Furnishings 5000",
            "category add Lighting", "budget set Lighting 2000",
            "category add \"Design fee\" --kind fee",
            "tx add --source \"West Elm\" --amount 5600 --category Furnishings --date 2026-10-03",
            "tx add --source Lumens --amount 300 --category Lighting --date 2026-06-03",
            "tx add --source Studio --amount 2000 --category \"Design fee\" --date 2026-11-03",
        ]
        number = 0
        for space_index, space in enumerate(SPACES):
            for index in range(PER_SPACE):
                number += 1
                name = HOSTILE_ITEM if number == 1 else f"Chair {number:03d} 椅子"
                sku = f"SKU-{number:03d}"
                lines.append(
                    f"item add {quote(name)} --sku {sku} --source {quote('West & Elm')} "
                    f"--price {100 + number} --project-price {150 + number} "
                    f"--space {quote(space)} --notes {quote('Oak, ' + chr(39) + 'natural' + chr(39))}")
                kind = "none" if number % 11 == 0 else "pdf" if number % 7 == 0 else "picture"
                if kind == "picture":
                    path = os.path.join(folder, f"p{number}.jpg")
                    shade = number * 37 % 200
                    pictures.jpeg(path, 640, 480,
                                  lambda x, y, s=shade: (s, (x * 255) // 640, (y * 255) // 480))
                    lines.append(f"attach {path} --to item {number}")
                elif kind == "pdf":
                    lines.append(f"attach {os.path.join(folder, 'spec.pdf')} --to item {number}")
                self.items.append((name, sku, space, kind == "picture"))
        lines.append(f"item add {quote('Rug ラグ 🧶')} --sku SKU-RUG --project-price 300")
        self.items.append(("Rug ラグ 🧶", "SKU-RUG", None, False))
        script = os.path.join(folder, "ledger.lsh")
        with open(script, "w", encoding="utf-8") as out:
            out.write("\n".join(lines) + "\n")
        self.database = os.path.join(folder, "ledger.db")
        self.run("-f", script)
        self.ffe = os.path.join(folder, "ffe.html")
        self.budget = os.path.join(folder, "budget.html")
        self.small = os.path.join(folder, "small.html")
        self.run("-c", f"use {quote(PROJECT)}", "-c", "set studio.name \"Atelier <Nord> & Söhne\"",
                 "-c", f"set studio.logo {os.path.join(folder, 'logo.png')}",
                 "-c", f"report ffe --format html --to {self.ffe}",
                 "-c", f"report budget --format html --to {self.budget}",
                 "-c", f"report ffe --space {quote(SPACES[1])} --format html --to {self.small}")
        self.csv = self.run("-c", f"use {quote(PROJECT)}", "-c", "report ffe --format csv")

    def run(self, *arguments):
        environment = dict(os.environ, LEDGERSH_TODAY=TODAY, NO_COLOR="1",
                           XDG_CONFIG_HOME=self.folder, XDG_DATA_HOME=self.folder,
                           XDG_STATE_HOME=self.folder, XDG_CACHE_HOME=self.folder)
        done = subprocess.run([self.binary, "--db", self.database, "--no-init", *arguments],
                              capture_output=True, text=True, env=environment, check=False)
        if done.returncode != 0:
            raise AssertionError(f"ledgersh {' '.join(arguments)} failed:\n{done.stderr}")
        return done.stdout


class Browser:
    def __init__(self, playwright):
        arguments = ["--no-sandbox"] if os.geteuid() == 0 else []
        self.browser = playwright.chromium.launch(
            executable_path=chromium_path(), args=arguments, headless=True)

    def open(self, path, width=1280):
        """The page at `path` in a fresh context, with every request other than the file
        itself recorded and refused."""
        context = self.browser.new_context(viewport={"width": width, "height": 900})
        page = context.new_page()
        requests = []
        url = pathlib.Path(path).as_uri()

        def refuse(route):
            if route.request.url != url:
                requests.append(route.request.url)
                route.abort()
            else:
                route.continue_()

        page.route("**/*", refuse)
        page.on("request", lambda request: None if request.url.startswith(("data:", url))
                else requests.append(request.url))
        page.goto(url, wait_until="load")
        page.requests = requests
        return context, page


def visible_text(page):
    return page.evaluate("document.body.innerText")


def assert_fits(page, width):
    overflow = page.evaluate("""() => {
        const root = document.documentElement;
        const wide = [...document.querySelectorAll('body *')]
          .filter(e => e.getBoundingClientRect().right > root.clientWidth + 1)
          .slice(0, 3).map(e => e.tagName + '.' + e.className + ': ' + e.getBoundingClientRect().right);
        return {scroll: root.scrollWidth, client: root.clientWidth, wide};
    }""")
    assert overflow["scroll"] <= overflow["client"], f"at {width} px the page overflows: {overflow}"
    assert not overflow["wide"], f"at {width} px these stick out: {overflow['wide']}"


def pdf_pages(page, paper, folder, name):
    """The PDF's pages as text (pdftotext -layout), printed on `paper`."""
    path = os.path.join(folder, f"{name}-{paper}.pdf")
    page.pdf(path=path, format=paper, print_background=True)
    text = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True,
                          check=True).stdout
    pages = text.split("\f")
    if pages and not pages[-1].strip():
        pages.pop()
    info = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
    count = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
    assert count == len(pages), f"pdfinfo says {count} pages, pdftotext {len(pages)}"
    return pages


def page_of(pages, text):
    found = [index for index, body in enumerate(pages) if text in body]
    return found


# --- The tests -------------------------------------------------------------------------

def test_ffe_shows_every_item_and_the_total(pages, browser):
    context, page = browser.open(pages.ffe)
    text = visible_text(page)
    for name, sku, _, _ in pages.items:
        assert name in text, f"{name!r} is not visible"
        assert sku in text
    total = sum(150 + n for n in range(1, 3 * PER_SPACE + 1)) + 300
    assert f"${total:,}.00" in text, f"the total ${total:,}.00 is not visible"
    for space in SPACES:
        assert f"Subtotal · {space}" in text
    assert "Not in a space" in text
    assert "Atelier <Nord> & Söhne" in text and PROJECT in text and CLIENT in text
    assert page.evaluate("document.scripts.length") == 0
    assert page.evaluate("window.pwned === undefined")
    # The purchase price is the designer's margin: never on the page by default.
    assert "$101.00" not in text and "Unit cost" not in text
    assert page.requests == [], f"the page asked for {page.requests}"
    context.close()


def test_ffe_pictures_load(pages, browser):
    context, page = browser.open(pages.ffe)
    sizes = page.evaluate("""[...document.images].map(i => ({
        alt: i.alt, natural: i.naturalWidth, width: i.getBoundingClientRect().width,
        complete: i.complete}))""")
    with_picture = [item for item in pages.items if item[3]]
    # The logo and one picture per line that has one.
    assert len(sizes) == len(with_picture) + 1, f"{len(sizes)} images for {len(with_picture)}"
    for size in sizes:
        assert size["complete"] and size["natural"] > 0, f"{size['alt']!r} did not load"
        assert size["natural"] <= 400
    placeholders = page.evaluate("document.querySelectorAll('.placeholder').length")
    assert placeholders == len(pages.items) - len(with_picture)
    assert "PDF" in visible_text(page) and "No picture" in visible_text(page)
    context.close()


def test_pages_fit_the_window(pages, browser):
    for path in [pages.ffe, pages.budget, pages.small]:
        for width in WIDTHS:
            context, page = browser.open(path, width)
            assert_fits(page, width)
            assert page.requests == []
            context.close()


def test_phone_layout_keeps_the_item_names(pages, browser):
    context, page = browser.open(pages.ffe, 390)
    text = visible_text(page)
    for name, _, _, _ in pages.items:
        assert name in text
    # The table turns into one block per item: its name's box is most of the width.
    width = page.evaluate("document.querySelector('tr.item .item-name').getBoundingClientRect().width")
    assert width > 200, f"the name is squeezed into {width} px"
    context.close()


def row_is_whole(body, price):
    """Whether the row whose unit price is `price` has its notes (its last line) on the
    same page, below its first line and before the next row's."""
    lines = [line for line in body.splitlines() if line.strip()]
    first = [index for index, line in enumerate(lines) if price in line]
    if not first:
        return False
    for line in lines[first[0] + 1:first[0] + 6]:
        if "natural" in line:
            return True
        if re.search(r"\$1\d\d\.00\s+\$", line):
            return False
    return False


def test_ffe_prints_without_cutting_rows(pages, browser):
    context, page = browser.open(pages.ffe)
    counts = {}
    for paper in ["A4", "Letter"]:
        printed = pdf_pages(page, paper, pages.folder, "ffe")
        counts[paper] = len(printed)
        # 61 lines of about 70 points each: more than one page, fewer than one a line.
        assert 3 <= len(printed) <= 20, f"{paper}: {len(printed)} pages"
        for number, body in enumerate(printed, start=1):
            assert f"Page {number} of {len(printed)}" in body, f"{paper} page {number}: no number"
        for number in range(1, 3 * PER_SPACE + 1):
            # Each item's unit price is its own: $151.00 for the first.
            price = f"${150 + number}.00"
            found = page_of(printed, price + " ")
            assert len(found) == 1, f"{paper}: item {number} ({price}) on pages {found}"
            assert row_is_whole(printed[found[0]], price), \
                f"{paper}: the row of item {number} is cut in two on page {found[0] + 1}"
        # Every page that continues a space repeats its heading.
        for body in printed[1:]:
            if "West & Elm" in body:
                assert any(space in body for space in SPACES + ["Not in a space"]), \
                    "a page of items without its space's heading"
    # Letter is shorter than A4: never fewer pages.
    assert counts["Letter"] >= counts["A4"], counts
    context.close()


def test_small_schedule_prints_on_one_page(pages, browser):
    context, page = browser.open(pages.small)
    text = visible_text(page)
    names = [name for name, _, space, _ in pages.items if space == SPACES[1]]
    for name in names:
        assert name in text
    for paper in ["A4", "Letter"]:
        printed = pdf_pages(page, paper, pages.folder, "small")
        assert len(printed) in (1, 2), f"{paper}: {len(printed)} pages for {len(names)} lines"
        assert "Page 1 of" in printed[0]
    context.close()


def test_budget_page(pages, browser):
    context, page = browser.open(pages.budget)
    text = visible_text(page)
    for figure in ["$7,000.00", "$5,900.00", "$1,100.00", "$2,000.00", "Furnishings", "Lighting",
                   "Design fee", "$600.00"]:
        assert figure in text, f"{figure} is not visible"
    assert "Spending by month" in text
    color = page.evaluate("""getComputedStyle(
        [...document.querySelectorAll('table.budget tr.line')].find(r => r.innerText.includes('Furnishings'))
        .querySelector('td.over')).color""")
    assert color == "rgb(179, 38, 30)", f"over budget shows in {color}"
    assert page.evaluate("document.querySelectorAll('svg').length") >= 3
    assert page.evaluate("document.scripts.length") == 0
    assert page.requests == []
    for paper in ["A4", "Letter"]:
        printed = pdf_pages(page, paper, pages.folder, "budget")
        assert len(printed) == 1, f"{paper}: {len(printed)} pages"
        assert "$5,900.00" in printed[0] and "Page 1 of 1" in printed[0]
    context.close()


def test_csv_has_every_line(pages, browser):
    rows = pages.csv.strip().splitlines()
    assert rows[0].startswith("space,name,vendor,sku,quantity,unit_price,total,notes,picture")
    assert len(rows) == len(pages.items) + 1
    assert "purchase" not in rows[0]


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    binary = os.path.abspath(sys.argv[1])
    wanted = sys.argv[2] if len(sys.argv) > 2 else ""
    tests = [(name, test) for name, test in globals().items()
             if name.startswith("test_") and wanted in name]
    for tool in ["pdftotext", "pdfinfo"]:
        if shutil.which(tool) is None:
            print(f"{tool} is missing: apt-get install poppler-utils (make test does)", file=sys.stderr)
            return 2
    failed = 0
    keep = os.environ.get("LEDGERSH_BROWSER_KEEP")
    with tempfile.TemporaryDirectory(prefix="ledgersh-browser-") as temporary:
        folder = keep or temporary
        os.makedirs(folder, exist_ok=True)
        pages = Pages(binary, folder)
        with sync_playwright() as playwright:
            browser = Browser(playwright)
            for name, test in tests:
                try:
                    test(pages, browser)
                    print(f"ok   {name}")
                except Exception:  # noqa: BLE001 - report every failure, then go on
                    failed += 1
                    print(f"FAIL {name}\n{traceback.format_exc()}")
            browser.browser.close()
    print(f"{len(tests) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
