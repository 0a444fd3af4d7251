import PagerKit
import PagerReader

/// What `--split` asks: no cutting, or cutting a stream in a mode (`diff`, `commit`, `auto`: a
/// commit a tab for a log with patches, a file a tab for a diff, or any other word as a regular
/// expression whose matching lines start sections).
enum SplitRequest: Equatable {
  case none
  case sections(SectionSplitter.Mode)

  /// The request `value` makes; a pattern that does not compile is a usage error naming
  /// `option`.
  init(_ value: String, option: String) throws(UsageError) {
    switch value {
    case "none": self = .none
    case "diff": self = .sections(.diff)
    case "commit": self = .sections(.commit)
    case "auto": self = .sections(.patches)
    default:
      guard !value.isEmpty else { throw UsageError(message: "\(option): the pattern is empty") }
      do {
        _ = try SectionSplitter(mode: .pattern(value))
      } catch {
        throw UsageError(message: "\(option): bad pattern: \(error)")
      }
      self = .sections(.pattern(value))
    }
  }
}
