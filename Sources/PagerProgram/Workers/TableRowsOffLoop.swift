import PagerReader

extension FileDocument: ScansTableRowsOffLoop {
  /// Sorts on the workers the rows from the request's first line to the file's end, as far as
  /// it is now; nil without workers.
  func sortTableRows(_ request: TableSortRequest) -> TableSortJob? {
    sortTableRows(request, through: nil)
  }

  /// Measures on the workers the rows from line `firstLine` to the file's end, as far as it is
  /// now; nil without workers.
  func measureTableColumns(reader: TableDocument.Reader, firstLine: Int) -> TableWidthsJob? {
    measureTableColumns(reader: reader, firstLine: firstLine, through: nil)
  }

  /// ``sortTableRows(_:)`` up to byte `end`, where the caller knows the end better.
  func sortTableRows(_ request: TableSortRequest, through end: Int?) -> TableSortJob? {
    guard let workers, let bytes = bytesOffLoop(from: request.firstLine, through: end) else {
      return nil
    }
    return BackgroundTableSort.start(request, bytes: bytes, of: file, with: workers)
  }

  /// ``measureTableColumns(reader:firstLine:)`` up to byte `end`, where the caller knows the
  /// end better.
  func measureTableColumns(reader: TableDocument.Reader, firstLine: Int, through end: Int?)
    -> TableWidthsJob?
  {
    guard let workers, let bytes = bytesOffLoop(from: firstLine, through: end) else { return nil }
    return BackgroundTableWidths.start(
      reader: reader, firstLine: firstLine, bytes: bytes, of: file, with: workers)
  }

  /// The bytes from line `firstLine` to `end`, or to the file's end as far as it is known: a
  /// growing file's last whole line.
  func bytesOffLoop(from firstLine: Int, through end: Int?) -> Range<Int>? {
    guard prepareLines(through: firstLine) >= firstLine, let start = byteOffset(ofLine: firstLine),
      let end = end ?? (isGrowing ? index.terminatedByteCount : byteTotal)
    else { return nil }
    return start..<max(start, end)
  }
}

extension StreamDocument: ScansTableRowsOffLoop {
  /// Sorts on the workers the rows of a stream that has ended whole, its spool read back as a
  /// file; nil while it is still arriving, or where lines were dropped or a last line tells an
  /// error, which would number the rows apart from the spool's.
  func sortTableRows(_ request: TableSortRequest) -> TableSortJob? {
    guard let spooled = wholeSpool else { return nil }
    return spooled.reader.sortTableRows(request, through: spooled.end)
  }

  /// Measures on the workers the rows of a stream that has ended whole, as
  /// ``sortTableRows(_:)`` sorts them.
  func measureTableColumns(reader: TableDocument.Reader, firstLine: Int) -> TableWidthsJob? {
    guard let spooled = wholeSpool else { return nil }
    return spooled.reader.measureTableColumns(
      reader: reader, firstLine: firstLine, through: spooled.end)
  }
}
