/// One text of a merge: its lines, its name, and how a line's time is read from its first
/// bytes.
package struct MergeSource {
  /// The text.
  package let document: any TextDocument
  /// What the legend calls it: its file's name.
  package let name: String
  /// The time a line's first bytes tell, in milliseconds since the epoch; nil for a line that
  /// tells none (a stack trace's, a message's second line).
  package let time: (UnsafeBufferPointer<UInt8>) -> Int64?
  /// How the workers read the lines' times, where they can (``ReadsLogTimesOffLoop``): the
  /// loop then only compares them.
  package let parser: LogTimestampParser?

  /// `document`, named `name`, its lines' times read by `time`, on the loop.
  package init(
    document: any TextDocument, name: String = "",
    time: @escaping (UnsafeBufferPointer<UInt8>) -> Int64?
  ) {
    self.document = document
    self.name = name
    self.time = time
    parser = nil
  }

  /// `document`, named `name`, its lines' times read by `parser`, on the workers where the
  /// text lets them.
  package init(document: any TextDocument, name: String = "", parser: LogTimestampParser) {
    self.document = document
    self.name = name
    time = { parser.milliseconds(in: $0) }
    self.parser = parser
  }

  /// This source over `document`, another reading of the same text (a followed file begun
  /// again).
  package func over(_ document: any TextDocument) -> MergeSource {
    if let parser { return MergeSource(document: document, name: name, parser: parser) }
    return MergeSource(document: document, name: name, time: time)
  }
}
