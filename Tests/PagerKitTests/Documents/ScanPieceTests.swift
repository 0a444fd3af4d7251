import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// A text shared out in pieces, scanned in any order and put back in order, against one scan of
/// the whole: the same lines found, the same lines counted, the same index.
@Suite struct ScanPieceTests {
  /// Piece reports of `text` cut every `pieceSize` bytes, read through a buffer of
  /// `bufferSize`, in the order `order` gives the piece numbers.
  static func reports(
    _ text: [UInt8], search: TextSearch?, pieceSize: Int, bufferSize: Int,
    order: ([Int]) -> [Int] = { $0 }
  ) -> [PieceReport] {
    let count = (text.count + pieceSize - 1) / pieceSize
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bufferSize, alignment: 16)
    defer { buffer.deallocate() }
    return order(Array(0..<count)).compactMap { number in
      let piece = ScanPiece(
        number: number,
        bytes: number * pieceSize..<min(text.count, (number + 1) * pieceSize),
        startsAtLine: number == 0)
      return piece.scan(
        limit: text.count, matching: search.map { ChunkScan(search: $0, renderer: LineRenderer()) },
        strides: (4, 64), buffer: buffer,
        read: { offset, into in
          let count = min(into.count, text.count - offset)
          guard count > 0 else { return 0 }
          text.withUnsafeBytes {
            into.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count]))
          }
          return count
        }, isCancelled: { false })
    }
  }

  /// The hits of the pieces, numbered in the whole text, and the index they join into.
  static func joined(_ reports: [PieceReport]) -> (hits: [PieceHit], index: LineIndex) {
    var order = PieceOrder(firstLine: 0, firstByte: 0)
    for report in reports { order.receive(report) }
    var index = LineIndex(lineStride: 4, byteStride: 64)
    var hits: [PieceHit] = []
    while let (report, first) = order.takeNext() {
      #expect(report.start == index.terminatedByteCount, "pieces meet where lines meet")
      index.append(lines: report.lines)
      hits += report.hits.map { PieceHit(line: first + $0.line, verdict: $0.verdict) }
    }
    index.finish()
    return (hits, index)
  }

  /// Where every line starts, read from a sparse index a block at a time.
  static func lineStarts(_ index: LineIndex) -> [Int] {
    guard index.lineCount > 0 else { return [] }
    var starts: [Int] = []
    var line = 0
    while line < index.lineCount {
      let block = index.block(containing: line)
      #expect(block.lines.lowerBound == line)
      starts.append(block.bytes.lowerBound)
      line = block.lines.upperBound
    }
    return starts
  }

  static func wholeScan(_ text: [UInt8], _ search: TextSearch) -> [PieceHit] {
    var hits: [PieceHit] = []
    text.withUnsafeBufferPointer { buffer in
      _ = ChunkScan(search: search, renderer: LineRenderer()).scan(buffer) { line, _, verdict in
        hits.append(PieceHit(line: line, verdict: verdict))
        return true
      }
    }
    return hits
  }

  static func wholeIndex(_ text: [UInt8]) -> LineIndex {
    var index = LineIndex(lineStride: 4, byteStride: 64)
    text.withUnsafeBytes { index.append($0) }
    index.finish()
    return index
  }

  @Test func piecesFindWhatOneScanFindsInAnyOrder() {
    var generator = SeededGenerator(seed: 18)
    let words = ["error", "ok", "ERROR 42", "", "x\r", "a\u{1B}[1mb\u{1B}[m", "é", "_\u{8}e"]
    for round in 0..<300 {
      var text: [UInt8] = []
      for _ in 0..<Int.random(in: 0..<60, using: &generator) {
        let length = Int.random(in: 0..<6, using: &generator)
        let line = (0..<length).map { _ in words.randomElement(using: &generator)! }.joined(
          separator: " ")
        // Now and then a line longer than a piece, or than the buffer.
        let long =
          Int.random(in: 0..<20, using: &generator) == 0
          ? String(repeating: "y", count: Int.random(in: 20..<200, using: &generator)) : ""
        text += Array((line + long).utf8) + [0x0A]
      }
      if Bool.random(using: &generator) { text += Array("tail error".utf8) }
      let search = TextSearch(pattern: ["error", "^ok", "[0-9]+$", "é"][round % 4])
      let pieceSize = Int.random(in: 1..<80, using: &generator)
      let bufferSize = Int.random(in: 16..<120, using: &generator)
      var shuffler = SeededGenerator(seed: UInt64(round))
      let reports = Self.reports(
        text, search: search, pieceSize: pieceSize, bufferSize: bufferSize,
        order: { $0.shuffled(using: &shuffler) })
      let (hits, index) = Self.joined(reports)
      let whole = Self.wholeScan(text, search)
      // A line longer than the buffer is handed over as long, where one scan matches it whole.
      let longLines = Set(hits.filter { $0.verdict == .longLine }.map(\.line))
      #expect(
        hits.filter { !longLines.contains($0.line) }
          == whole.filter { !longLines.contains($0.line) },
        "round \(round): pieces of \(pieceSize), a buffer of \(bufferSize)")
      let wholeIndex = Self.wholeIndex(text)
      #expect(index.lineCount == wholeIndex.lineCount, "round \(round)")
      #expect(index.byteCount == text.count)
      #expect(
        Self.lineStarts(index).allSatisfy { start in
          start == 0 || text[start - 1] == 0x0A
        }, "every block starts a line")
    }
  }

  @Test func aLineLongerThanTheBufferIsHandedOverAsLong() {
    let text = Array(
      ("short error\n" + String(repeating: "z", count: 500) + " error\nlast error\n").utf8)
    let reports = Self.reports(
      text, search: TextSearch(pattern: "error"), pieceSize: 1000, bufferSize: 100)
    #expect(
      Self.joined(reports).hits == [
        PieceHit(line: 0, verdict: .match), PieceHit(line: 1, verdict: .longLine),
        PieceHit(line: 2, verdict: .match),
      ])
  }

  @Test func aLineTooComplexStopsThePiece() {
    let text = Array((String(repeating: "a", count: 30) + "b\nmore\n").utf8)
    let reports = Self.reports(
      text, search: TextSearch(pattern: "(a+)+$"), pieceSize: 1000, bufferSize: 1000)
    #expect(reports.count == 1)
    #expect(reports[0].hits == [PieceHit(line: 0, verdict: .tooComplex)])
    #expect(!reports[0].isWhole)
  }

  @Test func aWorkersOwnCopyOfTheScanFindsTheSameLines() {
    let text = Array("Error 1\nerror two\n\tERROR\nnone\n_\u{8}error\n".utf8)
    for pattern in ["error", "^Error [0-9]", "[eE]rror$", "e(r)+o"] {
      let scan = ChunkScan(
        search: TextSearch(pattern: pattern), renderer: LineRenderer(tabWidth: 4))
      let copy = scan.ownCopy()
      #expect(copy.search == scan.search)
      #expect(copy.search.isCompiled == scan.search.isCompiled)
      #expect(copy.renderer == scan.renderer)
      var lines: [[Int]] = []
      for chunkScan in [scan, copy] {
        var found: [Int] = []
        text.withUnsafeBufferPointer { buffer in
          _ = chunkScan.scan(buffer) { line, _, _ in
            found.append(line)
            return true
          }
        }
        lines.append(found)
      }
      #expect(lines[0] == lines[1], "\(pattern)")
      #expect(!lines[0].isEmpty, "\(pattern)")
    }
  }

  @Test func countingOnlyIndexesTheLines() {
    let text = Array("one\ntwo\r\nthree\n\nfour".utf8)
    let reports = Self.reports(text, search: nil, pieceSize: 5, bufferSize: 8)
    let (hits, index) = Self.joined(reports)
    #expect(hits.isEmpty)
    #expect(index.lineCount == 5)
    #expect(index.byteCount == text.count)
  }

  @Test func aCancelledPieceReportsNothing() {
    let text = Array(String(repeating: "line\n", count: 100).utf8)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64, alignment: 16)
    defer { buffer.deallocate() }
    let report = ScanPiece(number: 0, bytes: 0..<text.count, startsAtLine: true).scan(
      limit: text.count, matching: nil, strides: (4, 64), buffer: buffer,
      read: { _, _ in
        Issue.record("read after cancelling")
        return 0
      }, isCancelled: { true })
    #expect(report == nil)
  }

  @Test func piecesInWhichNoLineStartsArePassedOver() {
    var order = PieceOrder(firstLine: 10, firstByte: 100)
    let empty = PieceReport(number: 1, start: nil, lines: LineIndex(lineStride: 4), hits: [])
    var lines = LineIndex(lineStride: 4)
    "a\nb\n".utf8.withContiguousStorageIfAvailable { lines.append(UnsafeRawBufferPointer($0)) }
    order.receive(
      PieceReport(number: 2, start: 104, lines: lines, hits: [PieceHit(line: 1, verdict: .match)]))
    order.receive(empty)
    #expect(order.takeNext() == nil, "piece 0 has not come")
    order.receive(PieceReport(number: 0, start: 100, lines: lines, hits: []))
    #expect(order.takeNext()?.firstLine == 10)
    let third = order.takeNext()
    #expect(third?.firstLine == 12)
    #expect(third?.report.number == 2, "piece 1 had no line of its own")
    #expect(order.nextLine == 14)
    #expect(order.nextByte == 108)
  }
}
