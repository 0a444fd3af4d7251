import Testing

/// The libraries' layers, as `docs/ARCHITECTURE.md` draws them: PagerKit imports nothing, not
/// even the C library, so an embedder links nothing but the Swift runtime; PagerReader adds
/// PCRE2 and nothing else that is not Swift's own.
@Suite struct LibraryLayersTests {
  /// The modules `path`'s files import, and a file importing each.
  static func imports(under path: String) throws -> [String: String] {
    var found: [String: String] = [:]
    for file in SystemLayerLayoutTests.swiftFiles(under: path) {
      let text = try #require(readFile(CodeLayoutTests.root + "/" + file), "\(file) unreadable")
      for line in text.split(separator: "\n") where line.hasPrefix("import ") {
        found[String(line.dropFirst("import ".count))] = file
      }
    }
    return found
  }

  @Test func pagerKitImportsNothing() throws {
    #expect(SystemLayerLayoutTests.swiftFiles(under: "Sources/PagerKit").count > 30)
    #expect(try Self.imports(under: "Sources/PagerKit").isEmpty)
  }

  @Test func pagerReaderAddsOnlyPCRE2() throws {
    let modules = Set(try Self.imports(under: "Sources/PagerReader").keys)
    #expect(modules.isSubset(of: ["PagerKit", "CPCRE2", "Synchronization"]), "\(modules)")
    #expect(modules.contains("CPCRE2"))
  }

  @Test func thePackageGivesPagerKitNoDependencies() throws {
    let manifest = try #require(readFile(CodeLayoutTests.root + "/Package.swift"))
    let target = try #require(
      manifest.split(separator: "name: \"PagerKit\",", maxSplits: 1).dropFirst().first?
        .split(separator: ")", maxSplits: 1).first, "no PagerKit target in Package.swift")
    #expect(!target.contains("dependencies"), "\(target)")
    let example = try #require(
      manifest.split(separator: "name: \"Dashboard\"", maxSplits: 1).dropFirst().first?
        .split(separator: ")", maxSplits: 1).first)
    #expect(example.contains("dependencies: [\"PagerKit\"]"), "the example embeds PagerKit alone")
  }
}
