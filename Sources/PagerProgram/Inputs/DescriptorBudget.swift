import Glibc

/// How many files opened by name keep a descriptor open at once: an eighth of the process's
/// limit, 2 to 64. Past it, the ones read longest ago let theirs go (``OpenFile/closeForNow()``)
/// and open their names for each read, so a hundred files under `ulimit -n 16` all open. The
/// budget is kept as files open; a file past it stays so until the next opens, however often it
/// is read meanwhile.
struct DescriptorBudget {
  /// Files kept open at most.
  let limit: Int

  /// The budget under this process's soft limit on open files.
  static func forThisProcess() -> DescriptorBudget {
    var limits = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits) == 0 else {
      return DescriptorBudget(limit: 64)
    }
    let soft = Int(min(limits.rlim_cur, 1 << 20))
    return DescriptorBudget(limit: min(64, max(2, soft / 8)))
  }

  /// Keeps the descriptors of the ``limit`` files of `files` read last, of those that can be
  /// opened again by name, and lets the others' go: those open a descriptor for each read.
  func trim(_ files: [OpenFile]) {
    let reopenable = files.filter(\.isReopenable)
    guard reopenable.count > limit else {
      for file in reopenable { file.keepOpen() }
      return
    }
    let latestFirst = reopenable.sorted { $0.lastUse > $1.lastUse }
    for (place, file) in latestFirst.enumerated() {
      if place < limit { file.keepOpen() } else { file.closeForNow() }
    }
  }

  /// Keeps the descriptors of the ``limit`` files read last of `held` and `file`, which joins
  /// them, and lets the others' go; `held` is left with those kept. For files opened one after
  /// another (the tabs at start): each costs a look at ``limit`` others, not a sort of all.
  func trim(adding file: OpenFile?, to held: inout [OpenFile]) {
    if let file, file.isReopenable { held.append(file) }
    while held.count > limit,
      let oldest = held.indices.min(by: { held[$0].lastUse < held[$1].lastUse })
    {
      held[oldest].closeForNow()
      held.remove(at: oldest)
    }
  }
}
