import PagerKit

@testable import PagerReader

extension DocumentPage {
  /// The page's rows copied out of their lines, to compare as arrays.
  var rows: [[Cell]] { rowCells.map { Array($0) } }
}
