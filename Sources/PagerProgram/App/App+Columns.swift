import PagerKit
import PagerReader

extension App {
  /// How each tab's text is cut into columns: as `--columns` says, else by its name, a stream
  /// (standard input, a command) being `auto`.
  static func columnFormats(_ options: Options, tabs feeds: TabFeeds) -> [TabID: ColumnFormat] {
    var formats: [TabID: ColumnFormat] = [:]
    for (tab, feed) in feeds.held {
      if let format = options.columns {
        formats[tab] = format
        continue
      }
      switch feed.source {
      case .file(let path): formats[tab] = .defaultFormat(forName: path.description)
      case .standardInput, .command: formats[tab] = .defaultFormat(forName: nil)
      }
    }
    return formats
  }
}
