# ledgersh — build, run, test, benchmark, install.
PREFIX ?= /usr/local
SWIFT ?= swift
MANPAGES := $(wildcard man/*.1)
MANPAGES7 := $(wildcard man/*.7)
export LC_ALL ?= C.UTF-8
# make release: the Swift standard library and Foundation linked in, stripped, so the
# installed binary runs without a Swift toolchain (its own scratch path keeps the debug
# build's cache). --no-export-dynamic: the executable's 42,000 public Swift symbols stay out
# of its dynamic symbol table, which the loader and the runtime's start-up (dladdr) search.
RELEASE_DIR := .build-release
RELEASE_BIN := $(RELEASE_DIR)/ledgersh

.PHONY: all bootstrap build release run test unit-test pty-test lint man man-lint format bench install uninstall clean static-test deb deb-test
.PHONY: test-faults browser-test

all: build

bootstrap:
	@scripts/bootstrap.sh

build: bootstrap
	$(SWIFT) build

## The installed binary: Swift's libraries linked in, stripped, and a position-dependent
## executable (-no-pie): a PIE's 125,000 relocations of Swift metadata, applied at every
## start, cost about 1 ms of a 3 ms `ledgersh -c version` (see scripts/bench-startup.sh).
release: bootstrap
	$(SWIFT) build -c release --static-swift-stdlib --disable-local-rpath --scratch-path $(RELEASE_DIR) --product ledgersh \
	  -Xlinker --no-export-dynamic -Xswiftc -Xclang-linker -Xswiftc -no-pie
	strip -o $(RELEASE_BIN) $(RELEASE_DIR)/release/ledgersh

## Start ledgersh on its default database ($$XDG_DATA_HOME/ledgersh/ledger.db).
run: bootstrap
	$(SWIFT) build --product ledgersh
	.build/debug/ledgersh

## Every test, the formatter's lint and the man page lint.
test:
	@scripts/bootstrap.sh test
	$(SWIFT) build
	scripts/pg-cluster.sh run $(MAKE) unit-test pty-test lint man-lint
	$(MAKE) test-faults browser-test
	$(MAKE) release static-test deb-test
	$(MAKE) fuzz-smoke

## Every unit test; with a PostgreSQL test server (LEDGERSH_PG_TEST_URL, which `make test`
## sets), the store contract runs on it too, and the plugin tests run again on it.
unit-test:
	$(SWIFT) test
	@if [ -n "$${LEDGERSH_PG_TEST_URL:-}" ]; then \
	  echo "LEDGERSH_TEST_BACKEND=postgres $(SWIFT) test --skip-build --filter PluginTests"; \
	  LEDGERSH_TEST_BACKEND=postgres $(SWIFT) test --skip-build --filter PluginTests; \
	else echo "unit-test: LEDGERSH_PG_TEST_URL is not set, so PluginTests did not run on PostgreSQL"; fi

pty-test:
	python3 Tests/EndToEndTests/PTY/run_pty_tests.py .build/debug/ledgersh

## The pages of report ffe and report budget opened in Debian's chromium through Playwright
## (both installed by scripts/bootstrap.sh test): visible text, pictures, widths, printing.
BROWSER_PYTHON ?= .build/browser-venv/bin/python
browser-test:
	$(SWIFT) build --product ledgersh
	$(BROWSER_PYTHON) Tests/EndToEndTests/Browser/run_browser_tests.py .build/debug/ledgersh

## kill -9 mid-script, a full disk, concurrent writers, damaged ledgers, hostile paths.
test-faults:
	$(SWIFT) build --product ledgersh
	python3 Tests/EndToEndTests/Faults/run_fault_tests.py .build/debug/ledgersh

lint:
	$(SWIFT) format lint --strict --recursive Sources plugins Tests Package.swift
	scripts/check-string-search.sh

## The man page's command lists, from the command specs (between the GENERATED COMMANDS
## markers of man/ledgersh.1; the text around them is written by hand).
man:
	$(SWIFT) build --product ledgersh
	scripts/man-commands.py .build/debug/ledgersh man/ledgersh.1
	$(MAKE) man-lint

man-lint:
	@out=$$(mandoc -T lint -W warning $(MANPAGES) $(MANPAGES7) 2>&1); \
	if [ -n "$$out" ]; then echo "$$out"; exit 1; fi; echo "mandoc: $(MANPAGES) $(MANPAGES7) clean"

format:
	$(SWIFT) format --in-place --recursive Sources plugins Tests Package.swift

bench: bootstrap
	scripts/bench.sh

## libFuzzer targets under Tests/Fuzz (sanitizer build in .build-fuzz), FUZZ_TIME s each,
## on FUZZ_WORKERS processes (default 1; the check before a change: FUZZ_TIME=600
## FUZZ_WORKERS=2 TARGET=FuzzCommandLine).
.PHONY: fuzz fuzz-smoke
FUZZ_TIME ?= 60
fuzz:
	FUZZ_TIME=$(FUZZ_TIME) scripts/fuzz.sh $(TARGET)

## Every fuzz target for 20 s with a fixed seed: what make test (and so CI) runs.
fuzz-smoke:
	FUZZ_TIME=20 FUZZ_SEED=1 scripts/fuzz.sh

## Grows the seed corpora by what the last runs found that adds coverage, minimized
## (libFuzzer -merge=1): commit Tests/Fuzz/corpus afterwards.
.PHONY: fuzz-merge
fuzz-merge:
	scripts/fuzz.sh --merge $(TARGET)

## The quick targets (tokenizer, amount, width, plugin protocol), 20 s each: a quick check.
.PHONY: fuzz-smoke-light
fuzz-smoke-light:
	FUZZ_TIME=20 scripts/fuzz.sh FuzzTokenizer FuzzAmount FuzzWidth FuzzPluginProtocol

## The binary, every man page and the bash, zsh and fish completions under PREFIX.
install: release
	PREFIX=$(PREFIX) DESTDIR=$(DESTDIR) scripts/install.sh install $(RELEASE_BIN)

## Removes every file 'make install' put under PREFIX.
uninstall:
	PREFIX=$(PREFIX) DESTDIR=$(DESTDIR) scripts/install.sh uninstall

## The release binary needs no Swift toolchain at run time.
static-test:
	scripts/check-static.sh $(RELEASE_BIN)

## .build-release/ledgersh_VERSION_ARCH.deb, from the release binary (dpkg-deb).
deb: release
	scripts/deb.sh $(RELEASE_BIN) $(RELEASE_DIR)

## Installs the package with dpkg -i, runs it, removes it with dpkg -r (needs root or sudo).
deb-test:
	scripts/deb-test.sh "$$(scripts/deb.sh $(RELEASE_BIN) $(RELEASE_DIR))"

clean:
	rm -rf .build $(RELEASE_DIR)
