import CLinuxCalls

/// Gives the heap's free pages back to the system as the program starts to wait with nothing
/// to do: once after the start, whose transient blocks (lines laid out, a frame before the
/// last) stay resident otherwise, 0.16 MiB of a pager that may sit idle for hours; after that
/// only where much is free (a search, a big file's index), so that keys at a steady pace do not
/// each give back a frame's pages that the next frame takes again.
struct IdleHeapTrim {
  /// Free bytes worth a trim after the first: several frames'.
  static let worthwhile = 1 << 20

  private var hasTrimmed = false

  /// Whether a wait with nothing to do, with `free` bytes free in the heap, trims it.
  static func trims(free: Int, hasTrimmed: Bool) -> Bool {
    !hasTrimmed || free >= worthwhile
  }

  /// The program waits with nothing to do: trims the heap where it is worth it.
  mutating func waitingWithNothingToDo() {
    guard Self.trims(free: Int(linux_calls_free_heap_bytes()), hasTrimmed: hasTrimmed) else {
      return
    }
    hasTrimmed = true
    linux_calls_give_back_free_memory()
  }
}
