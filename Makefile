# TUIPager: `make run` starts the demo, `make test` builds and passes every test.

SWIFT ?= swift
PREFIX ?= /usr/local
BINARY := .build/release/TUIPager
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Swift's test tools write temporary folders into $TMPDIR; keep them with the build.
export TMPDIR := $(CURDIR)/.build/tmp

.PHONY: run test build bench fuzz lint clean install deps unit-tests end-to-end-tests suite-names

run: build
	@$(BINARY) $(ARGS)

build: deps
	@mkdir -p $(TMPDIR)
	$(SWIFT) build -c release --static-swift-stdlib --product TUIPager

test: build unit-tests end-to-end-tests

# The library's tests and the program's in-process tests; a suite name used in two targets would
# make --filter run both, so that is refused first.
unit-tests: deps suite-names
	@mkdir -p $(TMPDIR)
	$(SWIFT) test --filter 'PagerKitTests|TUIPagerTests'

suite-names:
	@dups=$$(grep -rhoE '(struct|class) [A-Za-z]+Tests\b' Tests | awk '{print $$NF}' | sort | uniq -d); \
	if [ -n "$$dups" ]; then echo "Suites named twice: $$dups"; exit 1; fi

# The suites that load the machine (endless input spooled to disk, huge lines laid out) run on
# their own after the rest, so the timing of slides the others watch is not theirs to disturb.
HEAVY_SUITES := BigInputTests|LongLineEndToEndTests
end-to-end-tests: build
	TUIPAGER_BINARY=$(abspath $(BINARY)) $(SWIFT) test --filter EndToEndTests --skip '$(HEAVY_SUITES)'
	TUIPAGER_BINARY=$(abspath $(BINARY)) $(SWIFT) test --filter '$(HEAVY_SUITES)'

bench: build
	$(SWIFT) build -c release --product PagerBench
	.build/release/PagerBench
	python3 scripts/bench_terminal.py $(BINARY)
	python3 scripts/bench_files.py $(BINARY)
	python3 scripts/bench_memory.py $(BINARY)
	python3 scripts/bench_long_line.py $(BINARY)
	python3 scripts/bench_follow.py $(BINARY)
	python3 scripts/bench_count.py $(BINARY)

# A long random walk through every event of the state machine (at least a million events), and
# random long lines (escapes, bad UTF-8, wide glyphs) rendered, wrapped, cut and searched in
# pieces and spooled with a small limit; it prints the count and, on a failure, the seed that
# replays it.
FUZZ_EVENTS ?= 1000000
FUZZ_LINES ?= 4000
FUZZ_SEED ?= $(shell date +%s)
fuzz: deps
	@mkdir -p $(TMPDIR)
	PAGER_FUZZ_EVENTS=$(FUZZ_EVENTS) PAGER_FUZZ_LINES=$(FUZZ_LINES) PAGER_FUZZ_SEED=$(FUZZ_SEED) \
	  $(SWIFT) test -c release -Xswiftc -enable-testing \
	  --filter 'StateMachinePropertyTests|LongLineFuzzTests|SpoolFuzzTests'

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

clean:
	rm -rf .build

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(BINARY) $(DESTDIR)$(PREFIX)/bin/TUIPager
	install -d $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 644 docs/TUIPager.1 $(DESTDIR)$(PREFIX)/share/man/man1/TUIPager.1

# Installs the Debian packages the build and the tests need, only when one is missing, so it
# works offline where they are present.
deps:
	@missing=""; \
	[ -f /usr/include/ncursesw/curses.h ] || missing="$$missing libncurses-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing"; \
	  $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q $$missing; \
	fi
