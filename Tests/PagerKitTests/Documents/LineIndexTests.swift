import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// The lines of `text` as the index should see them: split at `\n`, a `\r` before it dropped, an
/// unterminated rest kept as it is.
private func expectedLines(_ text: [UInt8]) -> [[UInt8]] {
  var lines: [[UInt8]] = []
  var current: [UInt8] = []
  for byte in text {
    if byte == 0x0A {
      if current.last == 0x0D { current.removeLast() }
      lines.append(current)
      current = []
    } else {
      current.append(byte)
    }
  }
  if !current.isEmpty { lines.append(current) }
  return lines
}

/// The lines a dense index gives for `text` fed in `chunks` (lengths that add up to the text's).
private func denseLines(_ text: [UInt8], chunks: [Int]) -> [[UInt8]] {
  var index = LineIndex()
  feed(text, chunks: chunks, into: &index)
  index.finish()
  return (0..<index.lineCount).map { Array(text[index.contentRange(ofLine: $0)]) }
}

private func feed(_ text: [UInt8], chunks: [Int], into index: inout LineIndex) {
  var start = 0
  for length in chunks {
    text[start..<start + length].withUnsafeBytes { index.append($0) }
    start += length
  }
  #expect(start == text.count)
}

/// Lengths that cut `count` bytes into random pieces, empty ones included.
private func randomChunks(_ count: Int, using random: inout SeededGenerator) -> [Int] {
  var chunks: [Int] = []
  var left = count
  while left > 0 {
    let longest = min(left, Int.random(in: 1...40, using: &random) * 50)
    let length = Int.random(in: 0...longest, using: &random)
    chunks.append(length)
    left -= length
  }
  return chunks
}

/// Random text over an alphabet that includes the bytes a word-at-a-time scan could confuse with
/// `\n` (0x0B, 0x8A, 0x00, 0xFF).
private func randomText(_ count: Int, newlineOdds: Int, using random: inout SeededGenerator)
  -> [UInt8]
{
  let others: [UInt8] = [0x61, 0x62, 0x20, 0x0D, 0x0B, 0x8A, 0x00, 0xFF, 0x09, 0x0C]
  return (0..<count).map { _ in
    Int.random(in: 0..<newlineOdds, using: &random) == 0
      ? 0x0A : others.randomElement(using: &random)!
  }
}

@Suite struct LineIndexTests {
  private let sample = Array("one\r\ntwo\n\nlone\rcr\n\r\nlast\r".utf8)

  @Test func everySplitPointGivesTheSameLines() {
    let expected = expectedLines(sample)
    #expect(expected.count == 6)
    for cut in 0...sample.count {
      #expect(denseLines(sample, chunks: [cut, sample.count - cut]) == expected, "cut at \(cut)")
    }
  }

  @Test func everyPairOfSplitPointsGivesTheSameLines() {
    let expected = expectedLines(sample)
    for first in 0...sample.count {
      for second in first...sample.count {
        let chunks = [first, second - first, sample.count - second]
        #expect(denseLines(sample, chunks: chunks) == expected, "cuts at \(first), \(second)")
      }
    }
  }

  @Test func oneByteAtATime() {
    let chunks = Array(repeating: 1, count: sample.count)
    #expect(denseLines(sample, chunks: chunks) == expectedLines(sample))
  }

  @Test func crlfSplitBetweenChunksIsOneTerminator() {
    var index = LineIndex()
    index.append(Array("ab\r".utf8))
    #expect(index.lineCount == 0)
    index.append(Array("\ncd\r".utf8))
    #expect(index.lineCount == 1)
    #expect(index.contentRange(ofLine: 0) == 0..<2)
    index.append(Array("\n".utf8))
    index.finish()
    #expect(index.lineCount == 2)
    #expect(index.contentRange(ofLine: 1) == 4..<6)
  }

  @Test func loneCarriageReturnStaysInTheLine() {
    #expect(denseLines(Array("a\rb\n\r".utf8), chunks: [5]) == [Array("a\rb".utf8), [0x0D]])
    #expect(denseLines(Array("\r\r\n".utf8), chunks: [1, 2]) == [[0x0D]])
  }

  @Test func lastLineWithoutNewlineCountsOnceFinished() {
    var index = LineIndex()
    index.append(Array("first\nsecond".utf8))
    #expect(index.lineCount == 1)
    #expect(index.terminatedByteCount == 6)
    index.finish()
    #expect(index.lineCount == 2)
    #expect(index.contentRange(ofLine: 1) == 6..<12)
    #expect(index.block(containing: 1) == LineIndex.Block(lines: 1..<2, bytes: 6..<12))
  }

  @Test func emptyInputHasNoLines() {
    var index = LineIndex()
    index.append([UInt8]())
    #expect(index.lineCount == 0)
    index.finish()
    #expect(index.lineCount == 0 && index.isFinished && index.byteCount == 0)
    var sparse = LineIndex(lineStride: 4)
    sparse.finish()
    #expect(sparse.lineCount == 0)
  }

  @Test func onlyNewlinesAreEmptyLines() {
    #expect(denseLines([0x0A], chunks: [1]) == [[]])
    #expect(denseLines(Array("\n\n\n".utf8), chunks: [1, 0, 2]) == [[], [], []])
    #expect(denseLines(Array("\r\n\r\n".utf8), chunks: [1, 1, 1, 1]) == [[], []])
  }

  @Test func nonContiguousCollectionsAreAccepted() {
    var index = LineIndex()
    index.append("a\nbc\n".utf8.lazy.map { $0 })
    #expect(index.lineCount == 2 && index.byteCount == 5)
  }

  @Test func denseIndexMatchesTheReferenceOnRandomTexts() {
    var random = SeededGenerator(seed: 1)
    for round in 0..<200 {
      let text = randomText(
        Int.random(in: 0..<3000, using: &random), newlineOdds: [2, 10, 80][round % 3],
        using: &random)
      let chunks = randomChunks(text.count, using: &random)
      #expect(denseLines(text, chunks: chunks) == expectedLines(text), "round \(round)")
    }
  }

  @Test func sparseBlocksGiveTheSameLinesAsDense() {
    var random = SeededGenerator(seed: 2)
    for round in 0..<300 {
      let text = randomText(
        Int.random(in: 0..<20_000, using: &random), newlineOdds: [3, 30, 300][round % 3],
        using: &random)
      let lineStride = Int.random(in: 2...40, using: &random)
      let byteStride = round % 2 == 0 ? Int.max : Int.random(in: 1...2000, using: &random)
      var sparse = LineIndex(lineStride: lineStride, byteStride: byteStride)
      var dense = LineIndex()
      feed(text, chunks: randomChunks(text.count, using: &random), into: &sparse)
      feed(text, chunks: randomChunks(text.count, using: &random), into: &dense)
      if round % 5 != 0 {
        sparse.finish()
        dense.finish()
      }
      checkSparse(sparse, against: dense, text: text, label: "round \(round)")
    }
  }

  @Test func sparseIndexKeepsFewCheckpoints() {
    let line = Array("some log line of moderate length 0123456789\n".utf8)
    let text = Array((0..<10_000).map { _ in line }.joined())
    var index = LineIndex(lineStride: 1024, byteStride: 1 << 20)
    index.append(text)
    index.finish()
    #expect(index.lineCount == 10_000)
    // A checkpoint every 1024 lines: ten blocks.
    for first in stride(from: 0, to: 10_000, by: 1024) {
      #expect(index.block(containing: first).lines == first..<min(first + 1024, 10_000))
    }
    let block = LineIndex.Block(lines: 4096..<5120, bytes: 4096 * line.count..<5120 * line.count)
    #expect(index.block(containing: 5000) == block)
  }

  @Test func bigChunksOfNewlinesAreCountedExactly() {
    var random = SeededGenerator(seed: 3)
    for newlineOdds in [1, 2, 50] {
      let text = randomText(50_000, newlineOdds: newlineOdds, using: &random)
      for lineStride in [2, 1000, 1 << 20] {
        var sparse = LineIndex(lineStride: lineStride)
        var dense = LineIndex()
        sparse.append(text)
        dense.append(text)
        sparse.finish()
        dense.finish()
        checkSparse(sparse, against: dense, text: text, label: "odds \(newlineOdds)")
      }
    }
  }

  @Test func byteStrideBoundsBlocksOfLongLines() {
    let long = Array(repeating: UInt8(0x78), count: 999) + [0x0A]
    var index = LineIndex(lineStride: 1024, byteStride: 4096)
    for _ in 0..<100 { index.append(long) }
    index.finish()
    #expect(index.lineCount == 100)
    for line in 0..<100 {
      let block = index.block(containing: line)
      #expect(block.bytes.count <= 4096 + long.count)
      #expect(block.lines.contains(line))
    }
  }

  @Test func droppingAPrefixForgetsWholeBlocksAndKeepsLineNumbers() {
    var index = LineIndex(lineStride: 4, byteStride: .max)
    let text = Array((0..<20).map { "line \($0)\n" }.joined().utf8)
    text.withUnsafeBytes { index.append($0) }
    let fifth = index.block(containing: 4)
    #expect(index.dropPrefix(before: fifth.bytes.lowerBound + 3) == fifth.bytes.lowerBound)
    #expect(index.firstLine == 4 && index.firstByte == fifth.bytes.lowerBound)
    #expect(index.lineCount == 20)
    #expect(index.block(containing: 5) == fifth)
    #expect(index.block(containing: 19) == LineIndex.Block(lines: 16..<20, bytes: 118..<text.count))
    #expect(index.dropPrefix(before: 0) == fifth.bytes.lowerBound, "it never moves back")
  }

  @Test func droppingInsideAnEndlessLastLineKeepsItsRest() {
    var index = LineIndex(lineStride: 1024, byteStride: 1 << 20)
    let text = Array(("one\ntwo\n" + String(repeating: "z", count: 5000)).utf8)
    text.withUnsafeBytes { index.append($0) }
    #expect(index.dropPrefix(before: 3000) == 3000)
    #expect(index.firstLine == 2 && index.firstByte == 3000)
    index.finish()
    #expect(index.lineCount == 3)
    #expect(index.block(containing: 2) == LineIndex.Block(lines: 2..<3, bytes: 3000..<text.count))
  }

  @Test(arguments: [1, 1024])
  func anUnfinishedLastLineCountsBeforeTheEnd(lineStride: Int) {
    var index = LineIndex(lineStride: lineStride)
    #expect(index.lineCountWithPartialLine == 0 && index.partialLineBytes == nil)
    feed(Array("one\ntw".utf8), chunks: [4, 2], into: &index)
    #expect(index.lineCount == 1)
    #expect(index.lineCountWithPartialLine == 2)
    #expect(index.partialLineBytes == 4..<6)
    feed(Array("o\r".utf8), chunks: [2], into: &index)
    #expect(index.partialLineBytes == 4..<8, "a lone \\r so far is text")
    feed(Array("\n".utf8), chunks: [1], into: &index)
    #expect(index.lineCount == 2 && index.lineCountWithPartialLine == 2)
    #expect(index.partialLineBytes == nil)
    feed(Array("three".utf8), chunks: [5], into: &index)
    index.finish()
    #expect(index.lineCount == 3 && index.lineCountWithPartialLine == 3)
    #expect(index.partialLineBytes == nil, "finished, it is an ordinary line")
  }

  @Test func anUnfinishedLineKeepsItsRestWhenItsStartIsDropped() {
    var index = LineIndex(lineStride: 4, byteStride: 8)
    feed(
      Array("a\nb\n".utf8) + [UInt8](repeating: 0x7A, count: 100), chunks: [4, 100], into: &index)
    #expect(index.partialLineBytes == 4..<104)
    index.dropPrefix(before: 50)
    #expect(index.partialLineBytes == 50..<104)
    #expect(index.lineCountWithPartialLine == 3 && index.firstLine == 2)
  }

  private func checkSparse(
    _ sparse: LineIndex, against dense: LineIndex, text: [UInt8], label: String
  ) {
    #expect(sparse.lineCount == dense.lineCount, "\(label)")
    #expect(sparse.terminatedByteCount == dense.terminatedByteCount, "\(label)")
    var expectedStart = 0
    var line = 0
    while line < sparse.lineCount {
      let block = sparse.block(containing: line)
      #expect(block.lines.lowerBound == line && block.bytes.lowerBound == expectedStart, "\(label)")
      #expect(block.lines.count <= sparse.lineStride, "\(label)")
      var local = LineIndex()
      local.append(text[block.bytes])
      local.finish()
      #expect(local.lineCount == block.lines.count, "\(label)")
      for offset in 0..<min(local.lineCount, block.lines.count) {
        let range = local.contentRange(ofLine: offset)
        let base = block.bytes.lowerBound
        let shifted = range.lowerBound + base..<range.upperBound + base
        #expect(shifted == dense.contentRange(ofLine: line + offset), "\(label) line \(line)")
        #expect(sparse.block(containing: line + offset) == block, "\(label)")
      }
      expectedStart = block.bytes.upperBound
      line = block.lines.upperBound
    }
    let hasTail = sparse.lineCount > sparse.terminatedLineCount
    let end = hasTail ? text.count : sparse.terminatedByteCount
    #expect(expectedStart == end, "\(label)")
  }
}
