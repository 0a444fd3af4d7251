import Foundation
import Testing

/// Every public declaration of PagerKit and PagerReader has a `///` comment: what the libraries
/// show embedding programs. The test lists the ones without, by file and line, and fails on any.
@Suite struct PublicDocumentationTests {
  /// `<root>/Sources`: this file is `<root>/Tests/PagerKitTests/…`.
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
  /// The embeddable libraries, each a folder of `sources`.
  static let libraries = ["PagerKit", "PagerReader"]

  /// A scope the scanner is in: the members of a public enum (its cases) and of a public
  /// protocol (its requirements) are public without saying so.
  enum Scope {
    case publicEnum, publicProtocol, other
  }

  /// The line without string literals and `//` comments, so that braces in them do not count.
  static func code(_ line: Substring) -> String {
    var result = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      if character == "\"" && previous != "\\" { inString.toggle() }
      if !inString && character == "/" && previous == "/" {
        result.removeLast()
        break
      }
      if !inString || character == "\"" { result.append(character) }
      previous = character
    }
    return result
  }

  /// The public declarations of `source` with no `///` comment above them (attributes between
  /// are allowed): each as `line: text`.
  static func undocumented(in source: String) -> [String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var scopes: [Scope] = []
    var missing: [String] = []
    var pending: Scope = .other
    for (index, raw) in lines.enumerated() {
      let line = raw.drop { $0 == " " }
      let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
      let scope = scopes.last ?? .other
      let isDeclaration =
        words.first == "public" || words.first == "open"
        || (scope == .publicEnum && words.first == "case")
        || (scope == .publicProtocol
          && ["var", "func", "init", "init?", "associatedtype", "static", "mutating", "subscript"]
            .contains(words.first ?? ""))
      if isDeclaration {
        let above = lines[..<index].reversed().first {
          !$0.drop { $0 == " " }.hasPrefix("@")
        }
        if above?.drop(while: { $0 == " " }).hasPrefix("///") != true {
          missing.append("\(index + 1): \(line)")
        }
      }
      if words.starts(with: ["public", "enum"]) || words.starts(with: ["public", "indirect"]) {
        pending = .publicEnum
      } else if words.starts(with: ["public", "protocol"]) {
        pending = .publicProtocol
      }
      for character in code(line) {
        if character == "{" {
          scopes.append(pending)
          pending = .other
        } else if character == "}" {
          _ = scopes.popLast()
        }
      }
    }
    return missing
  }

  @Test func theScannerFindsWhatHasNoDocs() {
    let source = """
      /// A documented type.
      public enum Documented {
        /// A case.
        case one
        case two
        func helper() { switch self { case .one: break; case .two: break } }
      }
      public struct Bare {
        /// Its value.
        @inlinable
        public var value: Int { 1 }
        public init() {}
        let hidden = "{"
      }
      /// A protocol.
      public protocol Readable {
        var count: Int { get }
      }
      """
    #expect(
      Self.undocumented(in: source) == [
        "5: case two", "8: public struct Bare {", "12: public init() {}",
        "17: var count: Int { get }",
      ])
  }

  @Test func everyPublicDeclarationOfPagerKitIsDocumented() throws {
    let files = try Self.libraries.flatMap { library in
      try #require(
        FileManager.default.enumerator(atPath: Self.sources.appendingPathComponent(library).path)
      )
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "\(library)/\($0)" }
    }.sorted()
    #expect(files.count > 30, "found only \(files)")
    var missing: [String] = []
    for file in files {
      let source = try String(
        contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
      missing += Self.undocumented(in: source).map { "\(file):\($0)" }
    }
    #expect(missing.isEmpty, "public declarations without ///:\n\(missing.joined(separator: "\n"))")
  }
}
