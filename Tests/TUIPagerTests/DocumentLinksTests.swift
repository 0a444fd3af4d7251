import Glibc
import Testing

/// The README and the documents under `docs/` link to each other by relative paths and heading
/// anchors; every such link leads somewhere, so moving a section cannot leave one dangling.
@Suite struct DocumentLinksTests {
  static let documents = ["README.md", "docs/guide.md", "docs/ARCHITECTURE.md"]

  /// `path` relative to the folder of `document`, `..` taken back: `docs/guide.md` and
  /// `../README.md` → `README.md`.
  static func resolved(_ path: Substring, from document: String) -> String {
    var parts = document.split(separator: "/").dropLast().map(String.init)
    for part in path.split(separator: "/") {
      if part == ".." {
        parts = parts.dropLast()
      } else if part != "." {
        parts.append(String(part))
      }
    }
    return parts.joined(separator: "/")
  }

  @Test(arguments: documents)
  func everyLinkLeadsToAFileAndAHeadingThere(_ path: String) throws {
    let document = try MarkdownDocument.load(path)
    let targets = document.linkTargets.filter { !$0.contains(":") }
    #expect(!targets.isEmpty, "\(path) links to nothing")
    for target in targets {
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let file = parts[0].isEmpty ? path : Self.resolved(parts[0], from: path)
      var status = stat()
      guard stat(MarkdownDocument.root + "/" + file, &status) == 0 else {
        Issue.record("\(path) links to \(target): no \(file)")
        continue
      }
      guard parts.count > 1 else { continue }
      let anchors = try MarkdownDocument.load(file).anchors
      #expect(
        anchors.contains(String(parts[1])),
        "\(path) links to \(target): \(file) has no such heading")
    }
  }
}
