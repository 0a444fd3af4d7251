/// The last runs of a watched command, oldest first, bounded in number and in bytes: as many as
/// ``capacity`` while their text stays within ``byteLimit``, and always the last two (the one
/// shown and the one it is compared with), whatever their size.
struct RunHistory<Run> {
  /// The runs kept at most.
  let capacity: Int
  /// The bytes of text the runs keep at most, unless only two are left.
  let byteLimit: Int

  /// The runs, oldest first.
  private(set) var runs: [Run] = []
  /// Each run's bytes, in the same order.
  private var sizes: [Int] = []
  /// The runs' bytes together.
  private(set) var byteCount = 0
  /// Runs dropped so far, to number the kept ones as they were numbered when they ran.
  private(set) var droppedCount = 0

  /// An empty history.
  init(capacity: Int = 100, byteLimit: Int = 32 << 20) {
    self.capacity = max(2, capacity)
    self.byteLimit = byteLimit
  }

  /// Adds the newest run, of `bytes` bytes, dropping the oldest as the bounds ask.
  mutating func append(_ run: Run, bytes: Int) {
    runs.append(run)
    sizes.append(bytes)
    byteCount += bytes
    while runs.count > 2 && (runs.count > capacity || byteCount > byteLimit) {
      byteCount -= sizes.removeFirst()
      runs.removeFirst()
      droppedCount += 1
    }
  }

  /// Replaces run `index` with `run` of `bytes` bytes (a run's text kept more cheaply).
  mutating func replace(at index: Int, with run: Run, bytes: Int) {
    byteCount += bytes - sizes[index]
    sizes[index] = bytes
    runs[index] = run
  }
}
