// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "TUIPager",
  products: [
    .library(name: "PagerKit", targets: ["PagerKit"]),
    .library(name: "PagerReader", targets: ["PagerReader"]),
    .executable(name: "TUIPager", targets: ["TUIPager"]),
  ],
  targets: [
    .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
    // Debian's PCRE2 (libpcre2-dev): every pattern is compiled by it, with its JIT.
    .systemLibrary(name: "CPCRE2", path: "Sources/CPCRE2"),
    // Debian's decoders (zlib1g-dev, libbz2-dev, liblzma-dev, libzstd-dev): compressed files and
    // streams are decoded into the spool as they are read.
    .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
    .systemLibrary(name: "CBzip2", path: "Sources/CBzip2"),
    .systemLibrary(name: "CLzma", path: "Sources/CLzma"),
    .systemLibrary(name: "CZstd", path: "Sources/CZstd"),
    // The embeddable tab pager: motion, the tab bar, frames and their text, themes, key decoding.
    // No C library: an embedder links nothing but the Swift runtime.
    .target(
      name: "PagerKit",
      // Float rounding lowers to libm calls; PagerKit imports no Glibc, so it names libm itself.
      linkerSettings: [.linkedLibrary("m")]),
    // The less-like reading session over PagerKit: text (bytes to lines to cells), matching
    // (the one PCRE2 matcher, scans, filters, sections) and the reading screen that holds tabs.
    .target(name: "PagerReader", dependencies: ["PagerKit", "CPCRE2"]),
    // The crash handler's state, one copy for the whole program.
    .target(name: "CCrashGuard"),
    // The flags the signal handlers set, one copy for the whole program too.
    .target(name: "CSignalFlags"),
    // Linux calls and flags glibc declares only under _GNU_SOURCE (spool files, new sessions).
    .target(name: "CLinuxCalls"),
    // The version, built in from the one file that holds it (see the Makefile).
    .target(name: "CVersion"),
    // The program's core as a library: run loop, input, terminal, inputs, processes, workers,
    // follow, watch, command line. Tested in-process without an executable in the way.
    .target(
      name: "PagerProgram",
      dependencies: [
        "PagerKit", "PagerReader", "CNcursesw", "CCrashGuard", "CSignalFlags", "CLinuxCalls",
        "CVersion", "CZlib",
        "CBzip2", "CLzma", "CZstd",
      ]),
    // main.swift alone: it starts the program.
    .executableTarget(name: "TUIPager", dependencies: ["PagerProgram"]),
    .executableTarget(name: "PagerBench", dependencies: ["PagerKit", "PagerReader"]),
    // A program that is not TUIPager embedding PagerKit: three tabs it draws itself, its own
    // loop and terminal code, frames written as ANSI text.
    .executableTarget(
      name: "Dashboard", dependencies: ["PagerKit"], path: "Examples/Dashboard"),
    // Helpers more than one test target needs: frames as text, a seeded generator.
    .target(name: "TestSupport", dependencies: ["PagerKit"], path: "Tests/TestSupport"),
    .testTarget(name: "PagerKitTests", dependencies: ["PagerKit", "PagerReader", "TestSupport"]),
    // The program in-process: options, keys, the run loop on a fake terminal.
    .testTarget(
      name: "TUIPagerTests",
      dependencies: ["PagerProgram", "PagerReader", "CNcursesw", "TestSupport"]),
    .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
    // The example's frames.
    .testTarget(name: "ExampleTests", dependencies: ["Dashboard", "TestSupport"]),
  ]
)
