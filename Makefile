# TUIPager: `make run` starts the demo, `make test` builds and passes every test.

SWIFT ?= swift
PREFIX ?= /usr/local
BINARY := .build/release/TUIPager
# The flags the binary was last built with.
RELEASE_FLAGS := .build/release-flags
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Swift's test tools write temporary folders into $TMPDIR; keep them with the build.
export TMPDIR := $(CURDIR)/.build/tmp
# The version: the latest v* tag as `git describe` says it, else the VERSION file. It reaches
# the binary through .build/version (Sources/CVersion), the installed manual page and the package.
VERSION := $(shell git describe --tags --match 'v[0-9]*' 2>/dev/null | sed 's/^v//')
ifeq ($(VERSION),)
VERSION := $(shell cat VERSION)
endif
DEB := .build/tuipager_$(VERSION)_amd64.deb
COMPLETIONS := .build/completions
# Where `make install` puts the zsh script; the package uses Debian's own place.
ZSH_COMPLETIONS ?= $(PREFIX)/share/zsh/site-functions

.PHONY: run test build bench fuzz lint clean install deps unit-tests end-to-end-tests suite-names \
  version completions deb test-deps example order

run: build
	@$(BINARY) $(ARGS)

# The binary is linked whole, as a static position-independent executable: the Swift runtime,
# libstdc++, glibc and every C library it uses (ncursesw and tinfo, PCRE2, the decoders) are in
# it, from their -dev packages' archives. Nothing is loaded or bound at start, only the code a
# start runs is read in, and a shared library's scattered pages (glibc's resolvers, libm's, a
# whole 64 KiB around each library's first page) are not: the floor of a Swift program goes from
# 4.2 MiB to 2.3 MiB resident (issue 33's closing note). The package says in Built-Using
# which source packages went into it, so that a security fix in one of them is known to need a
# rebuild.
# What a start touches, made small (issue 33's closing note has the figures):
# - each function in a section of its own, and the ones a session runs (scripts/hot-symbols.txt,
#   `make order`) placed side by side by lld: a start's code fills a few hundred kilobytes, not
#   pages scattered over megabytes; the functions without a symbol, which no list can name, are
#   gathered in one place (scripts/private-text.ld);
# - the paths LLVM knows are rarely run (those ending in a trap, or calling a function marked
#   cold) split out of each function (-hot-cold-split): the code a start runs lies closer,
#   2.46 → 2.25 MiB of it resident at the first screen;
# - the data a start writes and reads (.bss, .rodata; the same list) placed first in their
#   sections: its writes dirty a dozen pages of .bss, not one in each of 34; in .data, what a
#   start writes and what the loader relocates first, side by side (23 pages written, not 27);
#   our C objects' data each in a section of its own (-fdata-sections), its big cold arrays
#   apart from the hot;
# - relative relocations packed (DT_RELR, glibc 2.36): the loader reads kilobytes, not 600 KB;
# - each segment from a page's start (-z separate-loadable-segments): the relocated data (42.7
#   pages), which the loader copies whole, lies on 43 pages, not on 44 as the code's end could
#   leave it;
# - a type's metadata got by its accessor, not by demangling its name at run time, which also
#   looked up each generic argument's conformances through the whole binary's list;
# - a value of another module's type (a cell, a style) copied field by field where it is
#   copied, not through its type's value witness table: by the table, every cell a frame copies
#   or compares was an indirect call of ~50 instructions.
RELEASE_LINK := -Xswiftc -static-executable -Xswiftc -Xclang-linker -Xswiftc -static-pie \
  -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
  -Xlinker -z -Xlinker separate-loadable-segments \
  -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections -Xcc -fdata-sections \
  -Xlinker --symbol-ordering-file=$(CURDIR)/scripts/hot-symbols.txt \
  -Xlinker --no-warn-symbol-ordering -Xlinker -T -Xlinker $(CURDIR)/scripts/private-text.ld \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  -Xswiftc -Xfrontend -Xswiftc -disable-type-layout -Xswiftc -Xllvm -Xswiftc -hot-cold-split=true
build: deps version
	@mkdir -p $(TMPDIR)
	@# The package manager does not know the linker reads these: a newer one links anew.
	@for list in scripts/hot-symbols.txt scripts/private-text.ld; do \
	  if [ $$list -nt $(BINARY) ]; then rm -f "$$(readlink -f $(BINARY))"; fi; done
	@# Nor does it compile a module anew for every flag changed (not for an -Xllvm one): with
	@# other flags than the last build's, the program's modules are compiled anew.
	@if [ "$$(cat $(RELEASE_FLAGS) 2>/dev/null)" != '$(RELEASE_LINK)' ]; then \
	  rm -rf .build/release/Pager*.build .build/release/TUIPager.build; fi
	$(SWIFT) build -c release --static-swift-stdlib --disable-local-rpath --product TUIPager \
	  $(RELEASE_LINK)
	@echo '$(RELEASE_LINK)' > $(RELEASE_FLAGS)

# Writes scripts/hot-symbols.txt anew from sessions run under callgrind and lackey, then links
# with it.
order: build
	python3 scripts/order_symbols.py $(BINARY)
	@$(MAKE) --no-print-directory build

# Each group's time is kept in .build/test-times (scripts/timed) and printed at the end.
test: build
	@rm -f .build/test-times
	@$(MAKE) --no-print-directory unit-tests end-to-end-tests
	@echo "make test, by group:" && cat .build/test-times

# Writes .build/version when the version changed, and touches the C file that builds it in.
version:
	@mkdir -p .build
	@if [ "$$(cat .build/version 2>/dev/null)" != "$(VERSION)" ]; then \
	  echo "$(VERSION)" > .build/version; touch Sources/CVersion/version.c; fi

# The library's tests and the program's in-process tests; a suite name used in two targets would
# make --filter run both, so that is refused first. The in-process suites that race a spool
# against its limit on real pipes (megabytes read while the loop drops and decodes again) run
# on their own after the rest: beside a thousand others on two cores, what they wait for comes
# late enough to change the order they check.
SPOOL_SUITES := DecodeAgainAppTests|UnfinishedLineAppTests
unit-tests: deps suite-names version
	@mkdir -p $(TMPDIR)
	@scripts/timed "in-process tests" $(SWIFT) test --filter 'PagerKitTests|TUIPagerTests|ExampleTests' \
	  --skip '$(SPOOL_SUITES)'
	@scripts/timed "in-process: spool limits" $(SWIFT) test --filter '$(SPOOL_SUITES)'

suite-names:
	@dups=$$(grep -rhoE '(struct|class) [A-Za-z]+Tests\b' Tests | awk '{print $$NF}' | sort | uniq -d); \
	if [ -n "$$dups" ]; then echo "Suites named twice: $$dups"; exit 1; fi

# The suites that load the machine (endless input spooled to disk, huge lines laid out) run on
# their own after the rest, so the timing of slides the others watch is not theirs to disturb.
# The suites of how TUIPager fits a system (its package checked by lintian, its completions run
# by the shells, its preferences, the example) come last, for the same reason.
HEAVY_SUITES := BigInputTests|LongLineEndToEndTests
SETUP_SUITES := PackageTests|ShellCompletionTests|PreferencesEndToEndTests|ExampleProgramTests
# Suites that read the frames of slow slides from tmux: beside forty others on two cores, the
# captures come too far apart to see the pages a slide passes, so they run on their own.
MOTION_SUITES := AnimationTests|TabbarPresetEndToEndTests|TabCyclingEndToEndTests
end-to-end-tests: build deb test-deps
	TUIPAGER_BINARY=$(abspath $(BINARY)) scripts/timed "end-to-end tests" \
	  $(SWIFT) test --filter EndToEndTests --skip '$(HEAVY_SUITES)|$(SETUP_SUITES)|$(MOTION_SUITES)'
	TUIPAGER_BINARY=$(abspath $(BINARY)) scripts/timed "end-to-end: motion" \
	  $(SWIFT) test --filter '$(MOTION_SUITES)'
	TUIPAGER_BINARY=$(abspath $(BINARY)) scripts/timed "end-to-end: heavy input" \
	  $(SWIFT) test --filter '$(HEAVY_SUITES)'
	TUIPAGER_BINARY=$(abspath $(BINARY)) TUIPAGER_DEB=$(abspath $(DEB)) \
	  scripts/timed "end-to-end: system setup" $(SWIFT) test --filter '$(SETUP_SUITES)'

bench: build
	$(SWIFT) build -c release --product PagerBench
	.build/release/PagerBench
	python3 scripts/bench_terminal.py $(BINARY)
	python3 scripts/bench_files.py $(BINARY)
	python3 scripts/bench_files.py $(BINARY) --many-files
	python3 scripts/bench_memory.py $(BINARY)
	python3 scripts/bench_long_line.py $(BINARY)
	python3 scripts/bench_wrap.py $(BINARY)
	python3 scripts/bench_follow.py $(BINARY)
	python3 scripts/bench_idle.py $(BINARY)
	python3 scripts/bench_table.py $(BINARY)
	python3 scripts/bench_count.py $(BINARY)
	python3 scripts/bench_search.py $(BINARY)
	python3 scripts/bench_patterns.py $(BINARY)
	python3 scripts/bench_peers.py $(BINARY)
	python3 scripts/bench_start.py $(BINARY)
	python3 scripts/bench_decode.py $(BINARY)
	python3 scripts/bench_split.py $(BINARY)
	python3 scripts/bench_lnav.py $(BINARY)
	python3 scripts/bench_merge.py $(BINARY)

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
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Examples

clean:
	rm -rf .build

# The binary, the manual page (with the version of the binary) and the three completion scripts,
# each where its shell looks under PREFIX.
install: build completions
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(BINARY) $(DESTDIR)$(PREFIX)/bin/TUIPager
	install -d $(DESTDIR)$(PREFIX)/share/man/man1
	sed 's/"TUIPager [^"]*"/"TUIPager $(VERSION)"/' docs/TUIPager.1 > $(COMPLETIONS)/TUIPager.1
	install -m 644 $(COMPLETIONS)/TUIPager.1 $(DESTDIR)$(PREFIX)/share/man/man1/TUIPager.1
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions
	install -m 644 $(COMPLETIONS)/TUIPager.bash \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions/TUIPager
	install -d $(DESTDIR)$(ZSH_COMPLETIONS)
	install -m 644 $(COMPLETIONS)/_TUIPager $(DESTDIR)$(ZSH_COMPLETIONS)/_TUIPager
	install -d $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 644 $(COMPLETIONS)/TUIPager.fish \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/TUIPager.fish

# The completion scripts, printed by the binary from its option table.
completions: build
	@mkdir -p $(COMPLETIONS)
	$(BINARY) --completion bash > $(COMPLETIONS)/TUIPager.bash
	$(BINARY) --completion zsh > $(COMPLETIONS)/_TUIPager
	$(BINARY) --completion fish > $(COMPLETIONS)/TUIPager.fish

# The Debian package: what `make install` puts under /usr, the binary stripped, the manual page
# compressed, the copyright and changelog Debian asks for, and a control file whose Depends come
# from the libraries the binary links (dpkg-shlibdeps) and whose Installed-Size is measured.
DEB_ROOT := .build/deb/root
# The archives the static binary is linked from, whose source packages Built-Using names.
LIBRARIES := /usr/lib/x86_64-linux-gnu
STATIC_ARCHIVES := $(addprefix $(LIBRARIES)/,libc.a libm.a libncursesw.a libtinfo.a libpcre2-8.a \
  libz.a libbz2.a liblzma.a libzstd.a) \
  $(foreach archive,libstdc++.a libgcc.a libgcc_eh.a,$(shell clang -print-file-name=$(archive)))
deb: build completions
	rm -rf .build/deb
	$(MAKE) --no-print-directory install DESTDIR=$(abspath $(DEB_ROOT)) PREFIX=/usr \
	  ZSH_COMPLETIONS=/usr/share/zsh/vendor-completions
	strip --strip-unneeded --remove-section=.comment --remove-section=.note \
	  $(DEB_ROOT)/usr/bin/TUIPager
	gzip -9n $(DEB_ROOT)/usr/share/man/man1/TUIPager.1
	install -d $(DEB_ROOT)/usr/share/doc/tuipager $(DEB_ROOT)/DEBIAN
	install -m 644 packaging/copyright $(DEB_ROOT)/usr/share/doc/tuipager/copyright
	install -d $(DEB_ROOT)/usr/share/lintian/overrides
	install -m 644 packaging/lintian-overrides $(DEB_ROOT)/usr/share/lintian/overrides/tuipager
	sed 's/@VERSION@/$(VERSION)/' packaging/changelog | gzip -9n \
	  > $(DEB_ROOT)/usr/share/doc/tuipager/changelog.gz
	chmod 644 $(DEB_ROOT)/usr/share/doc/tuipager/changelog.gz
	sed -e 's/@VERSION@/$(VERSION)/' \
	  -e "s/@BUILT_USING@/$$(scripts/built_using.sh $(STATIC_ARCHIVES))/" \
	  -e "s/@SIZE@/$$(du -sk --apparent-size $(DEB_ROOT)/usr | cut -f1)/" \
	  packaging/control > $(DEB_ROOT)/DEBIAN/control
	cd $(DEB_ROOT) && find usr -type f -exec md5sum {} + | sort -k2 > DEBIAN/md5sums
	dpkg-deb --root-owner-group -Zxz --build $(DEB_ROOT) $(DEB)
	@size=$$(du -k $(DEB) | cut -f1); installed=$$(dpkg-deb -f $(DEB) Installed-Size); \
	  echo "$(DEB): $$size KiB, Installed-Size $$installed KiB"

# What the tests of the shells, of the package and of the programs that call a pager use: zsh,
# fish, lintian, man-db, bat and git, installed from Debian when missing (each command:package).
# Their tests say why they are skipped when that fails.
# perl's own /usr/bin/perldoc is a stub until perl-doc brings the pages, so that one is asked for
# a page rather than looked for.
TEST_TOOLS := zsh:zsh fish:fish lintian:lintian man:man-db batcat:bat git:git
test-deps:
	@missing=""; \
	for pair in $(TEST_TOOLS); do command -v $${pair%%:*} >/dev/null 2>&1 || missing="$$missing $${pair#*:}"; done; \
	perldoc -l perlfunc >/dev/null 2>&1 || missing="$$missing perl-doc"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing"; \
	  ( $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q $$missing ) >/dev/null 2>&1 \
	    || echo "Could not install$$missing: the tests that need them are skipped"; \
	fi

# Installs the Debian packages the build and the tests need, only when one is missing, so it
# works offline where they are present.
deps:
	@missing=""; \
	[ -f /usr/include/ncursesw/curses.h ] || missing="$$missing libncurses-dev"; \
	[ -f /usr/include/pcre2.h ] || missing="$$missing libpcre2-dev"; \
	[ -f /usr/include/zlib.h ] || missing="$$missing zlib1g-dev"; \
	[ -f /usr/include/bzlib.h ] || missing="$$missing libbz2-dev"; \
	[ -f /usr/include/lzma.h ] || missing="$$missing liblzma-dev"; \
	[ -f /usr/include/zstd.h ] || missing="$$missing libzstd-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing"; \
	  $(SUDO) apt-get update -q && $(SUDO) apt-get install -y -q $$missing; \
	fi
