import PagerKit
import Synchronization

/// The ``LongLineLayout``s of the few long lines drawn last, kept from one frame to the next so
/// their checkpoints are learned once: scrolling through a gigabyte line renders each piece about
/// once, not from the line's start every frame.
///
/// Keyed by document (its identity), line, its length, page width, renderer and whether rows end
/// at words; a layout is
/// taken out while in use, so two threads never share one. A line that has grown (the unfinished
/// last line of a text still arriving) keeps its layout, extended, as long as it starts with the
/// same bytes: each growth lays out only what is new.
final class LongLineCache: Sendable {
  /// Layouts kept at most.
  static let capacity = 4

  struct Key: Hashable, Sendable {
    var document: ObjectIdentifier
    var line: Int
    var length: Int
    var width: Int
    var renderer: LineRenderer
    var atWords: Bool
  }

  /// Bytes of a line's start kept to tell a line that grew from one whose start was dropped.
  static let headLength = 32

  /// The document a layout belongs to, held weakly: a document gone may leave its identity to a
  /// new one, whose lines its layouts must not be taken for.
  private struct Owner: @unchecked Sendable {
    weak var document: AnyObject?
  }

  private typealias Entry = (key: Key, owner: Owner, head: [UInt8], layout: LongLineLayout)
  private let entries = Mutex<[Entry]>([])

  /// Runs `body` on the layout of line `line` of `document` (a new one if none is kept), and
  /// keeps it, most recent first.
  func withLayout<Result>(
    of line: Int, in document: some TextDocument, length: Int, width: Int,
    renderer: LineRenderer, atWords: Bool = false, _ body: (inout LongLineLayout) -> Result
  ) -> Result {
    let key = Key(
      document: ObjectIdentifier(document), line: line, length: length, width: max(1, width),
      renderer: renderer, atWords: atWords)
    let found = entries.withLock { entries in
      entries.removeAll { $0.owner.document == nil }
      return entries.firstIndex { $0.key == key && $0.owner.document === document }.map {
        entries.remove(at: $0)
      }
    }
    let head = found?.head ?? document.bytes(ofLine: line, in: 0..<Self.headLength)
    var layout =
      found?.layout ?? grown(key, of: document, head: head)
      ?? LongLineLayout(length: length, width: width, renderer: renderer, atWords: atWords)
    let result = body(&layout)
    entries.withLock { entries in
      entries.insert((key, Owner(document: document), head, layout), at: 0)
      if entries.count > Self.capacity { entries.removeLast() }
    }
    return result
  }

  /// The layout of the same line when it was shorter and started with `head`, extended.
  private func grown(_ key: Key, of document: AnyObject, head: [UInt8]) -> LongLineLayout? {
    entries.withLock { entries in
      let index = entries.firstIndex { entry in
        var shorter = entry.key
        shorter.length = key.length
        return shorter == key && entry.owner.document === document
          && entry.key.length < key.length && entry.head == head
      }
      return index.map { entries.remove(at: $0).layout.extended(to: key.length) }
    }
  }
}
