import Foundation
import Testing

/// The Debian package `make deb` builds (`TUIPAGER_DEB`, which `make test` sets): unpacked into a
/// root of its own, its binary runs, everything the package promises is inside, the version is
/// the same everywhere, and lintian finds no error in it.
@Suite(
  "Debian package",
  .enabled(
    if: BuiltPackage.path != nil,
    "TUIPAGER_DEB is not set: run `make deb` and set it (make test does)"))
struct PackageTests {
  static let deb = BuiltPackage.path

  /// The package unpacked with `dpkg-deb -x` into a fresh folder.
  static func unpacked() async throws -> ScratchFolder {
    let deb = try #require(Self.deb)
    let root = try ScratchFolder()
    let result = try await ProcessRunner.run("/usr/bin/dpkg-deb", ["-x", deb, root.path])
    #expect(result.status == 0, "\(result.standardError)")
    return root
  }

  static func field(_ name: String) async throws -> String {
    let result = try await ProcessRunner.run("/usr/bin/dpkg-deb", ["-f", try #require(deb), name])
    #expect(result.status == 0, "\(result.standardError)")
    return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test("The unpacked binary answers --version and --help with the package's version")
  func theBinaryRuns() async throws {
    let root = try await Self.unpacked()
    let binary = root.path + "/usr/bin/TUIPager"
    let version = try await ProcessRunner.run(binary, ["--version"])
    #expect(version.status == 0)
    let packageVersion = try await Self.field("Version")
    #expect(version.standardOutput == "TUIPager \(packageVersion)\n")
    let help = try await ProcessRunner.run(binary, ["--help"])
    #expect(help.status == 0 && help.standardOutput.hasPrefix("Usage: TUIPager"))
    // The deb is named after the same version.
    #expect(Self.deb?.hasSuffix("/tuipager_\(packageVersion)_amd64.deb") == true)
  }

  @Test("It holds the manual page of the same version and the three completion scripts")
  func contents() async throws {
    let root = try await Self.unpacked()
    let manual = try await ProcessRunner.run(
      "/bin/sh", ["-c", "gzip -dc \(root.path)/usr/share/man/man1/TUIPager.1.gz | head -1"])
    let version = try await Self.field("Version")
    #expect(manual.standardOutput.hasPrefix(".TH TUIPAGER 1 "))
    #expect(manual.standardOutput.contains("\"TUIPager \(version)\""), "\(manual.standardOutput)")
    let binary = root.path + "/usr/bin/TUIPager"
    for (shell, path) in [
      ("bash", "usr/share/bash-completion/completions/TUIPager"),
      ("zsh", "usr/share/zsh/vendor-completions/_TUIPager"),
      ("fish", "usr/share/fish/vendor_completions.d/TUIPager.fish"),
    ] {
      let installed = try String(contentsOfFile: root.path + "/" + path, encoding: .utf8)
      let printed = try await ProcessRunner.run(binary, ["--completion", shell])
      #expect(installed == printed.standardOutput, "\(path)")
    }
    #expect(FileManager.default.fileExists(atPath: root.path + "/usr/share/doc/tuipager/copyright"))
  }

  @Test(
    "The binary loads no library; Built-Using names the source of each one linked in; Installed-Size is its size"
  )
  func controlFields() async throws {
    let root = try await Self.unpacked()
    let binary = root.path + "/usr/bin/TUIPager"
    let dynamic = try await ProcessRunner.run("/usr/bin/readelf", ["--dynamic", binary])
    #expect(!dynamic.standardOutput.contains("(NEEDED)"), "\(dynamic.standardOutput)")
    let ldd = try await ProcessRunner.run("/usr/bin/ldd", [binary])
    #expect(
      (ldd.standardOutput + ldd.standardError).contains("statically linked"),
      "\(ldd.standardOutput)")
    // Each source named once, with the version its archive came from.
    let builtUsing = try await Self.field("Built-Using")
    let sources = builtUsing.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let names = sources.map { String($0.prefix { $0 != " " }) }
    #expect(
      Set(names).isSuperset(of: [
        "glibc", "ncurses", "pcre2", "zlib", "bzip2", "xz-utils", "libzstd",
      ]),
      "\(builtUsing)")
    #expect(names.count == Set(names).count, "\(builtUsing)")
    #expect(sources.allSatisfy { $0.contains(" (= ") && $0.hasSuffix(")") }, "\(builtUsing)")
    let installed = try await ProcessRunner.run(
      "/usr/bin/dpkg-query", ["-W", "-f=${source:Version}", "libncurses-dev"])
    #expect(sources.contains("ncurses (= \(installed.standardOutput))"), "\(builtUsing)")
    let size = try #require(Int(try await Self.field("Installed-Size")))
    let measured = try await ProcessRunner.run(
      "/usr/bin/du", ["-sk", "--apparent-size", root.path + "/usr"])
    let kibibytes = try #require(Int(measured.standardOutput.prefix { $0.isNumber }))
    #expect(size == kibibytes)
  }

  @Test(
    "lintian reports no error",
    .enabled(if: InstalledTools.has("lintian"), "lintian is not installed (make test-deps)"))
  func lintian() async throws {
    let result = try await ProcessRunner.run(
      try #require(InstalledTools.path(of: "lintian")), [try #require(Self.deb)],
      timeout: .seconds(120))
    let errors = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("E:") }
    #expect(errors.isEmpty, "\(result.standardOutput)")
    #expect(!result.timedOut)
  }
}

/// Where `make deb` put the package, from `TUIPAGER_DEB`.
enum BuiltPackage {
  static let path = ProcessInfo.processInfo.environment["TUIPAGER_DEB"].flatMap {
    $0.isEmpty ? nil : $0
  }
}
