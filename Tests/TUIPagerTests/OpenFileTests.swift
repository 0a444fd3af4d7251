import Glibc
import Testing

@testable import PagerProgram

/// A file opened by name lets its descriptor go past the budget, and reads open the name again,
/// only while it is the same file.
@Suite struct OpenFileTests {
  @Test func aFileLetGoReadsByNameAndHoldsNoDescriptorBetweenReads() throws {
    let file = try TemporaryFile(named: "kept.txt", "one\ntwo\n")
    let document = try FileDocument(path: file.path)
    #expect(document.file.isOpen)
    document.file.closeForNow()
    #expect(!document.file.isOpen)
    document.prepareLines(through: .max)
    #expect(String(decoding: document.line(1), as: UTF8.self) == "two")
    #expect(document.byteTotal == 8)
    #expect(!document.file.isOpen, "opened for the read, closed after")
    document.file.keepOpen()
    #expect(document.file.size() == 8)
    #expect(document.file.isOpen, "kept from the next read on")
  }

  @Test func aFileReplacedMeanwhileIsNotReadButSaysSo() throws {
    let file = try TemporaryFile(named: "replaced.txt", "old\n")
    let other = try TemporaryFile(named: "new.txt", "new text\n")
    let document = try FileDocument(path: file.path)
    document.file.closeForNow()
    #expect(rename(other.path, file.path) == 0)
    document.prepareLines(through: .max)
    #expect(document.lineCount == 0, "nothing of the other file")
    #expect(
      document.readError?.description
        == "\(file.path): was replaced since it was opened (R reads it anew)")
  }

  @Test func theBudgetKeepsTheFilesReadLast() throws {
    let files = try (0..<5).map { try TemporaryFile(named: "f\($0).txt", "text \($0)\n") }
    let documents = try files.map { try FileDocument(path: $0.path) }
    for document in documents { document.prepareLines(through: 0) }
    DescriptorBudget(limit: 2).trim(documents.map(\.file))
    #expect(documents.map(\.file.isOpen) == [false, false, false, true, true])
    #expect(documents[0].file.size() == 7, "the others read by name")
    #expect(!documents[0].file.isOpen)
    // Read last now, the first is kept from its next read on, and the oldest kept let go.
    DescriptorBudget(limit: 2).trim(documents.map(\.file))
    #expect(documents.map(\.file.isOpen) == [false, false, false, false, true])
    _ = documents[0].file.size()
    #expect(documents.map(\.file.isOpen) == [true, false, false, false, true])
  }
}
