import Glibc

/// Memory mapped for itself (`mmap`), whole pages from its first byte, for a big buffer of which
/// a little is used at a time: a read of 16 KiB into its start touches 4 pages, where in a
/// buffer from malloc (mapped too, at that size) the header before it made 5.
enum PageBuffer {
  /// `count` bytes, zero until written.
  static func allocate(byteCount count: Int) -> UnsafeMutableRawBufferPointer {
    let start = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let start, start != MAP_FAILED else {
      fatalError("\(count) bytes of memory could not be mapped")
    }
    return UnsafeMutableRawBufferPointer(start: start, count: count)
  }

  /// Hands back `buffer`, which ``allocate(byteCount:)`` made.
  static func deallocate(_ buffer: UnsafeMutableRawBufferPointer) {
    munmap(buffer.baseAddress, buffer.count)
  }
}
