/// Bytes that only grow, kept in segments of ``segmentSize``, so growing never copies what is
/// already there (a single array would double and copy, briefly holding three times the text).
struct SegmentedBytes {
  /// Bytes in one segment.
  static let segmentSize = 1 << 20

  /// Bytes held.
  private(set) var count = 0
  private var segments: [[UInt8]] = []

  /// Adds `bytes` at the end.
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    var rest = bytes[...]
    while !rest.isEmpty {
      if segments.isEmpty || segments[segments.count - 1].count == Self.segmentSize {
        segments.append([])
        segments[segments.count - 1].reserveCapacity(Self.segmentSize)
      }
      let room = Self.segmentSize - segments[segments.count - 1].count
      let part = rest.prefix(room)
      segments[segments.count - 1].append(contentsOf: UnsafeRawBufferPointer(rebasing: part))
      rest = rest.dropFirst(part.count)
    }
    count += bytes.count
  }

  /// Calls `body` with the bytes in `range`, in order, one contiguous piece at a time.
  func forEachPiece(in range: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Void) {
    var offset = range.lowerBound
    while offset < range.upperBound {
      let segment = offset / Self.segmentSize
      let start = offset % Self.segmentSize
      let length = min(Self.segmentSize - start, range.upperBound - offset)
      segments[segment].withUnsafeBytes { all in
        body(UnsafeRawBufferPointer(rebasing: all[start..<start + length]))
      }
      offset += length
    }
  }

  /// A copy of the bytes in `range`.
  func copy(_ range: Range<Int>) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(range.count)
    forEachPiece(in: range) { result.append(contentsOf: $0) }
    return result
  }
}
