import Glibc
import Testing

/// The "Code layout" of `docs/ARCHITECTURE.md` names every folder of `Sources` and `Tests`, and no
/// other.
@Suite struct CodeLayoutTests {
  /// `<root>`: this file is `<root>/Tests/TUIPagerTests/CodeLayoutTests.swift`.
  static let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
    .joined(separator: "/")

  /// The folders the layout block lists, as paths from the root (`Sources/PagerKit/Pager`): each
  /// `NAME/` line, indented two spaces a level below its parent.
  static func documentedFolders() throws -> Set<String> {
    let document = try #require(
      readFile(root + "/docs/ARCHITECTURE.md"), "no docs/ARCHITECTURE.md under \(root)")
    let section = try #require(
      document.split(separator: "## Code layout\n", maxSplits: 1).last?
        .split(separator: "```", omittingEmptySubsequences: false).dropFirst().first,
      "docs/ARCHITECTURE.md has no Code layout block")
    var parents: [String] = []
    var folders: Set<String> = []
    for line in section.split(separator: "\n") {
      let indent = line.prefix { $0 == " " }.count
      guard let name = line.dropFirst(indent).split(separator: " ").first, name.hasSuffix("/"),
        indent % 2 == 0, indent / 2 <= parents.count
      else { continue }
      parents = Array(parents.prefix(indent / 2)) + [String(name.dropLast())]
      folders.insert(parents.joined(separator: "/"))
    }
    return folders
  }

  /// Every folder under `path` (from the root), `path` itself included, hidden ones left out.
  static func folders(under path: String) -> Set<String> {
    var found: Set<String> = [path]
    guard let directory = opendir(root + "/" + path) else { return found }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !name.hasPrefix("."), entry.pointee.d_type == UInt8(DT_DIR) else { continue }
      found.formUnion(folders(under: path + "/" + name))
    }
    return found
  }

  @Test func theArchitectureNamesEveryFolderAndNoOther() throws {
    let documented = try Self.documentedFolders()
    let real = Self.folders(under: "Sources").union(Self.folders(under: "Tests"))
    #expect(real.count > 10, "found only \(real.sorted())")
    #expect(
      real.subtracting(documented).isEmpty,
      "not in docs/ARCHITECTURE.md: \(real.subtracting(documented).sorted())")
    #expect(
      documented.subtracting(real).isEmpty,
      "no such folder: \(documented.subtracting(real).sorted())")
  }
}

/// The system layer (`Sources/PagerProgram/System`) is the one place that retries a call a signal cut
/// short, and the one place that starts a thread: a new hand-written loop elsewhere fails here.
@Suite struct SystemLayerLayoutTests {
  /// Every Swift file under `path` (from the root), as paths from the root.
  static func swiftFiles(under path: String) -> [String] {
    CodeLayoutTests.folders(under: path).flatMap { folder -> [String] in
      guard let directory = opendir(CodeLayoutTests.root + "/" + folder) else { return [] }
      defer { closedir(directory) }
      var files: [String] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name.hasSuffix(".swift") && entry.pointee.d_type == UInt8(DT_REG) {
          files.append(folder + "/" + name)
        }
      }
      return files
    }
  }

  /// The files outside the system layer that name `word`.
  static func filesOutsideTheLayer(naming word: String) throws -> [String] {
    let files = swiftFiles(under: "Sources")
    #expect(files.count > 50, "found only \(files.count) Swift files")
    return try files.filter { !$0.hasPrefix("Sources/PagerProgram/System/") }.filter { file in
      try #require(readFile(CodeLayoutTests.root + "/" + file)).contains(word)
    }.sorted()
  }

  @Test func onlyTheSystemLayerHandlesEINTR() throws {
    #expect(try Self.filesOutsideTheLayer(naming: "EINTR") == [])
  }

  @Test func onlyTheSystemLayerStartsThreads() throws {
    #expect(try Self.filesOutsideTheLayer(naming: "pthread_create") == [])
  }

  @Test func theLayerItselfIsFound() throws {
    // The checks above can fail: the layer's own files do name both.
    let layer = Self.swiftFiles(under: "Sources/PagerProgram/System")
    let text = try layer.map { try #require(readFile(CodeLayoutTests.root + "/" + $0)) }.joined()
    #expect(text.contains("EINTR") && text.contains("pthread_create"))
  }
}

/// terminfo is read in one place (`Terminal/Terminfo.swift`), so that what "a capability the
/// entry lacks" means is said once.
@Suite struct TerminfoLookupLayoutTests {
  static let lookup = "Sources/PagerProgram/Terminal/Terminfo.swift"

  @Test(arguments: ["tigetstr", "tigetflag", "tigetnum"])
  func onlyTheLookupReadsTerminfo(_ call: String) throws {
    let readers = try SystemLayerLayoutTests.swiftFiles(under: "Sources").filter { file in
      try #require(readFile(CodeLayoutTests.root + "/" + file)).contains(call + "(")
    }
    #expect(readers.allSatisfy { $0 == Self.lookup }, "\(call) outside the lookup: \(readers)")
    if call != "tigetnum" { #expect(readers == [Self.lookup], "the lookup is not found") }
  }
}
