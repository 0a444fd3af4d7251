import Synchronization

/// The ``LongLineLayout``s of the few long lines drawn last, kept from one frame to the next so
/// their checkpoints are learned once: scrolling through a gigabyte line renders each piece about
/// once, not from the line's start every frame.
///
/// Keyed by document (its identity), line, its length, page width and renderer; a layout is
/// taken out while in use, so two threads never share one.
final class LongLineCache: Sendable {
  /// The one cache: documents are drawn from one thread, tests from several.
  static let shared = LongLineCache()
  /// Layouts kept at most.
  static let capacity = 4

  struct Key: Hashable, Sendable {
    var document: ObjectIdentifier
    var line: Int
    var length: Int
    var width: Int
    var renderer: LineRenderer
  }

  private let entries = Mutex<[(key: Key, layout: LongLineLayout)]>([])

  /// Runs `body` on the layout of line `line` of `document` (a new one if none is kept), and
  /// keeps it, most recent first.
  func withLayout<Result>(
    of line: Int, in document: some TextDocument, length: Int, width: Int,
    renderer: LineRenderer, _ body: (inout LongLineLayout) -> Result
  ) -> Result {
    let key = Key(
      document: ObjectIdentifier(document), line: line, length: length, width: max(1, width),
      renderer: renderer)
    var layout =
      entries.withLock { entries in
        entries.firstIndex { $0.key == key }.map { entries.remove(at: $0).layout }
      } ?? LongLineLayout(length: length, width: width, renderer: renderer)
    let result = body(&layout)
    entries.withLock { entries in
      entries.insert((key, layout), at: 0)
      if entries.count > Self.capacity { entries.removeLast() }
    }
    return result
  }
}
