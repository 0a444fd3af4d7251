import PagerKit

@testable import PagerReader

extension DocumentPage {
  /// The page's rows as cells, to compare as arrays.
  var rows: [[Cell]] { (0..<rowCount).map(cells(ofRow:)) }
}
