# ledgersh — build, run, test, benchmark, install.
PREFIX ?= /usr/local
SWIFT ?= swift
MANPAGES := $(wildcard man/*.1)
export LC_ALL ?= C.UTF-8

.PHONY: all bootstrap build release run test unit-test pty-test lint man-lint format bench install uninstall clean

all: build

bootstrap:
	@scripts/bootstrap.sh

build: bootstrap
	$(SWIFT) build

release: bootstrap
	$(SWIFT) build -c release --product ledgersh

## Start ledgersh on its default database ($$XDG_DATA_HOME/ledgersh/ledger.db).
run: bootstrap
	$(SWIFT) build --product ledgersh
	.build/debug/ledgersh

## Every test, the formatter's lint and the man page lint.
test:
	@scripts/bootstrap.sh test
	$(SWIFT) build
	scripts/pg-cluster.sh run $(MAKE) unit-test pty-test lint man-lint

unit-test:
	$(SWIFT) test

pty-test:
	python3 Tests/EndToEndTests/PTY/run_pty_tests.py .build/debug/ledgersh

lint:
	$(SWIFT) format lint --strict --recursive Sources plugins Tests Package.swift

man-lint:
	@out=$$(mandoc -T lint -W warning $(MANPAGES) 2>&1); \
	if [ -n "$$out" ]; then echo "$$out"; exit 1; fi; echo "mandoc: $(MANPAGES) clean"

format:
	$(SWIFT) format --in-place --recursive Sources plugins Tests Package.swift

bench: bootstrap
	scripts/bench.sh

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 .build/release/ledgersh $(DESTDIR)$(PREFIX)/bin/ledgersh
	install -m 644 $(MANPAGES) $(DESTDIR)$(PREFIX)/share/man/man1/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/ledgersh $(DESTDIR)$(PREFIX)/share/man/man1/ledgersh.1

clean:
	rm -rf .build
