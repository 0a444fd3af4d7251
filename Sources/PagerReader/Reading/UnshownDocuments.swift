import PagerKit

/// Where the documents of tabs not shown yet come from: a stream cut into 100,000 sections is as
/// many tabs, each only a key (its section's first line) until its page is first needed (shown,
/// searched, marked), when ``document(forKey:)`` makes its text.
public protocol UnshownDocuments: AnyObject {
  /// The text of the tab inserted with `key` (``PagerScreen/insertUnshownTabs(_:before:from:at:)``).
  func document(forKey key: Int) -> any TextDocument
}
