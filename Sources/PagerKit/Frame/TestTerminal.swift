/// A terminal in memory, for tests: it takes the text a program writes and keeps the cells a
/// terminal would show. It knows what ``FrameWriter`` and ``Frame/ansiText(separator:)`` write:
/// text (wide glyphs take two cells), carriage return and line feed, cursor moves
/// (`ESC [ row ; column H`, a row `ESC [ n d`, a column `ESC [ n G`), clearing (`ESC [ 2 J`),
/// erasing in a row (`ESC [ K`, `ESC [ n X`), SGR styles and OSC 8 links. Any other sequence is
/// skipped.
///
/// An embedder's test writes its output here and compares ``frame`` with the frame it meant.
public struct TestTerminal: Sendable {
  /// What the screen shows.
  public private(set) var frame: Frame
  /// The cursor's column, 0-based.
  public private(set) var column = 0
  /// The cursor's row, 0-based.
  public private(set) var row = 0
  private var style = Style.plain
  private var parameters: [SGRSequence.Parameter] = []

  /// A blank screen of `size`, the cursor at its top left.
  public init(size: Size) {
    frame = Frame(width: size.columns, height: size.rows)
  }

  /// Takes `text` as a terminal would.
  public mutating func write(_ text: String) {
    Array(text.utf8).withUnsafeBufferPointer { bytes in
      var index = 0
      var textStart = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard byte < 0x20 else {
          index += 1
          continue
        }
        show(bytes, textStart..<index)
        index = control(in: bytes, at: index)
        textStart = index
      }
      show(bytes, textStart..<bytes.count)
    }
  }

  /// The printable text in `range`, a glyph a cell (two for a wide one), on from the cursor.
  private mutating func show(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    guard !range.isEmpty else { return }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    for character in text {
      let width = ColumnWidth.of(character)
      guard width > 0 else { continue }
      if column + width > frame.width {
        column = 0
        row += 1
      }
      frame.write(String(character), column: column, row: row, style: style)
      column += width
    }
  }

  /// Carries out the control or sequence at `start`; returns where the text goes on.
  private mutating func control(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
    switch bytes[start] {
    case 0x0D:
      column = 0
      return start + 1
    case 0x0A:
      row = min(row + 1, max(0, frame.height - 1))
      return start + 1
    case 0x1B:
      if let end = SGRSequence.end(in: bytes, escapeAt: start) {
        SGRSequence.parse(bytes[(start + 2)..<(end - 1)], into: &parameters)
        SGRSequence.apply(parameters, to: &style, base: .plain)
        return end
      }
      if let link = HyperlinkSequence.parse(in: bytes, escapeAt: start) {
        style.link = link.link
        return link.end
      }
      return controlSequence(in: bytes, at: start)
    default:
      return start + 1
    }
  }

  /// A CSI sequence: the cursor moves and the clearing it knows, others skipped whole.
  private mutating func controlSequence(in bytes: UnsafeBufferPointer<UInt8>, at start: Int)
    -> Int
  {
    guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else {
      return min(bytes.count, start + 2)
    }
    var index = start + 2
    var numbers: [Int] = [0]
    var isPrivate = false
    while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
      switch bytes[index] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        numbers[numbers.count - 1] = min(
          100_000, numbers[numbers.count - 1] * 10 + Int(bytes[index] - UInt8(ascii: "0")))
      case UInt8(ascii: ";"): numbers.append(0)
      default: isPrivate = true
      }
      index += 1
    }
    while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
    guard index < bytes.count else { return bytes.count }
    guard !isPrivate else { return index + 1 }
    switch bytes[index] {
    case UInt8(ascii: "H"):
      row = min(max(0, numbers[0] - 1), max(0, frame.height - 1))
      column = min(max(0, (numbers.count > 1 ? numbers[1] : 1) - 1), max(0, frame.width - 1))
    case UInt8(ascii: "J") where numbers[0] == 2:
      frame = Frame(width: frame.width, height: frame.height, style: style)
    case UInt8(ascii: "d"):
      row = min(max(0, numbers[0] - 1), max(0, frame.height - 1))
    case UInt8(ascii: "G"):
      column = min(max(0, numbers[0] - 1), max(0, frame.width - 1))
    case UInt8(ascii: "K") where numbers[0] == 0:
      erase(column..<frame.width)
    case UInt8(ascii: "X"):
      erase(column..<min(frame.width, column + max(1, numbers[0])))
    default: break
    }
    return index + 1
  }

  /// Blanks `columns` of the cursor's row in the current style, its link aside (as a terminal
  /// that erases in the current colours shows them); the cursor stays.
  private mutating func erase(_ columns: Range<Int>) {
    var look = style
    look.link = nil
    frame.fill(columns: columns, rows: row..<row + 1, style: look)
  }
}
