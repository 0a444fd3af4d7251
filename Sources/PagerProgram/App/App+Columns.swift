import PagerKit
import PagerReader

extension App {
  /// How each tab's text is cut into columns: as `--columns` says, else by its name, a stream
  /// (standard input, a command) being `auto`.
  static func columnFormats(_ options: Options, tabs feeds: TabFeeds) -> [TabID: ColumnFormat] {
    var formats: [TabID: ColumnFormat] = [:]
    for (tab, feed) in feeds.held { formats[tab] = columnFormat(options, source: feed.source) }
    return formats
  }

  /// How the text of `source` is cut into columns: as `--columns` says, else by its name, a
  /// stream being `auto`.
  static func columnFormat(_ options: Options, source: DocumentSource) -> ColumnFormat {
    if let format = options.columns { return format }
    switch source {
    case .file(let path): return .defaultFormat(forName: path.description)
    case .standardInput, .command: return .defaultFormat(forName: nil)
    }
  }
}
