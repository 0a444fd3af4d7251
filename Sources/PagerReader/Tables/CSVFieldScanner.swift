/// RFC 4180's state machine over the bytes of one record, fed a line at a time: it splits the
/// fields, unquotes them, and says whether a line end falls inside quotes (the record goes on)
/// or ends the record.
///
/// The hot loops skip plain bytes and copy them in runs into one buffer for the record, so a
/// field costs an append a run rather than a byte, and no allocation of its own.
package struct CSVFieldScanner: Sendable {
  /// Where the scan stands between two bytes.
  package enum State: UInt8, Sendable {
    /// At the start of a field: after a comma or at the record's start.
    case fieldStart
    /// Inside a field that did not open with a quote.
    case unquoted
    /// Inside a quoted field.
    case quoted
    /// Just after a quote inside a quoted field: it closes the field, or escapes a second one.
    case afterQuote
    /// The quoting is broken: a quote inside an unquoted field, or text after a closing quote.
    case malformed
  }

  private static let quote: UInt8 = 0x22
  private static let comma: UInt8 = 0x2C

  /// Where the scan stands now.
  package private(set) var state = State.fieldStart
  /// How many fields have ended, kept whether or not their bytes are.
  package private(set) var fieldCount = 0
  /// The bytes of every field ended so far and of the one being read, one after another: one
  /// buffer for the record, reused from record to record, rather than an array a field.
  private var buffer: [UInt8] = []
  /// Where each ended field's bytes end in `buffer`.
  private var ends: [Int] = []
  /// Whether the fields' bytes are kept: finding where records start needs only the states.
  private let collectsFields: Bool

  /// A scanner at the start of a record, keeping the fields' bytes when `collectsFields`.
  package init(collectsFields: Bool = true) { self.collectsFields = collectsFields }

  /// The fields ended so far, each as an array of its own.
  package var fields: [[UInt8]] { (0..<ends.count).map { Array(field($0)) } }

  /// The bytes of ended field `index`, where they lie in the scanner's buffer.
  package func field(_ index: Int) -> ArraySlice<UInt8> {
    buffer[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
  }

  /// Starts a new record, keeping the memory of the last.
  package mutating func reset() {
    state = .fieldStart
    fieldCount = 0
    buffer.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
  }

  /// Whether the scan is inside a quoted field, so a line end here belongs to the field.
  package var isInsideQuotes: Bool { state == .quoted }

  /// Reads the bytes of one line, without its terminator.
  package mutating func scan(_ line: [UInt8]) {
    line.withUnsafeBufferPointer { scan($0) }
  }

  /// Reads the bytes of one line, without its terminator, where they lie.
  package mutating func scan(_ line: UnsafeBufferPointer<UInt8>) {
    let count = line.count
    var index = 0
    while index < count {
      switch state {
      case .fieldStart:
        let byte = line[index]
        if byte == Self.quote {
          state = .quoted
          index += 1
        } else if byte == Self.comma {
          endField()
          index += 1
        } else {
          state = .unquoted
        }
      case .unquoted:
        let start = index
        while index < count, line[index] != Self.comma, line[index] != Self.quote { index += 1 }
        keep(line, start..<index)
        if index == count { return }
        if line[index] == Self.quote {
          state = .malformed
          return
        }
        endField()
        index += 1
      case .quoted:
        let start = index
        while index < count, line[index] != Self.quote { index += 1 }
        keep(line, start..<index)
        if index < count {
          state = .afterQuote
          index += 1
        }
      case .afterQuote:
        let byte = line[index]
        if byte == Self.quote {
          if collectsFields { buffer.append(Self.quote) }
          state = .quoted
        } else if byte == Self.comma {
          endField()
        } else {
          state = .malformed
          return
        }
        index += 1
      case .malformed:
        return
      }
    }
  }

  /// Ends the line: inside quotes, its terminator (`\r\n` when `endsWithReturn`, else `\n`)
  /// joins the field and the record goes on (false); anywhere else the record ends with its last
  /// field (true). A malformed scan ends too.
  package mutating func endLine(endsWithReturn: Bool) -> Bool {
    switch state {
    case .quoted:
      if collectsFields {
        if endsWithReturn { buffer.append(13) }
        buffer.append(10)
      }
      return false
    case .malformed:
      return true
    case .fieldStart, .unquoted, .afterQuote:
      endField()
      return true
    }
  }

  /// Whether the record read so far is broken.
  package var isMalformed: Bool { state == .malformed }

  private mutating func keep(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    if collectsFields { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: line[range])) }
  }

  private mutating func endField() {
    fieldCount += 1
    if collectsFields { ends.append(buffer.count) }
    state = .fieldStart
  }
}
