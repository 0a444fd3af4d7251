import Testing

@testable import PagerReader

/// The order `S` sorts a table's column in: numbers with their units, natural text, empty cells
/// last, stable, either way.
@Suite struct CellOrderTests {
  static func sorted(_ cells: [String], numeric: Bool, descending: Bool = false) -> [String] {
    let order = CellOrder(isNumeric: numeric, isDescending: descending)
    return order.sorted(cells.map { Array($0.utf8) }).map { cells[$0] }
  }

  @Test func valuesOfNumbersAsCommandsWriteThem() {
    let values: [(String, Double)] = [
      ("0", 0), ("42", 42), ("-7", -7), ("+3", 3), ("3.14", 3.14), ("-0.5", -0.5), (".5", 0.5),
      ("1,234", 1234), ("-12,345,678.90", -12_345_678.9), ("1e9", 1e9), ("6.02E+23", 6.02e23),
      ("2.5e-3", 0.0025), ("0.1", 0.1), ("123456.789", 123_456.789), ("1.", 1),
      ("1.5G", 1.5 * 1024 * 1024 * 1024), ("512M", 512 * 1024 * 1024),
      ("4KiB", 4096), ("4.0K", 4096), ("10kB", 10_000), ("2MB", 2_000_000), ("0B", 0),
      ("12%", 12), ("45s", 45), ("150ms", 0.15), ("3h12m", 3 * 3600 + 12 * 60),
      ("1d2h", 86_400 + 7200), (" 7 ", 7), ("123456789012345678", 123_456_789_012_345_678),
    ]
    for (text, value) in values {
      #expect(NumericCell.value(Array(text.utf8)) == value, "\(text)")
    }
  }

  @Test func whatIsNoNumberHasNoValue() {
    for text in ["", " ", "-", ".", "abc", "1,23", "12,3456", "1.2.3", "10:02", "v1", "3x", "1e"] {
      #expect(NumericCell.value(Array(text.utf8)) == nil, "\(text)")
    }
  }

  /// Every cell `isNumber` takes has a value, and the reverse.
  @Test func valuesAgreeWithWhatAlignsRight() {
    let cells = [
      "1", "-1", "1,000", "1,00", "1.5", "1e5", "1E", "5%", "3GiB", "7kB", "12h", "3h12m30s", "x",
      "1.5.5", "ms", "2w", "1y", "+.5", "-.", "4,567.8K",
    ]
    for cell in cells {
      let bytes = Array(cell.utf8)
      #expect(NumericCell.isNumber(bytes) == (NumericCell.value(bytes) != nil), "\(cell)")
    }
  }

  @Test func numbersSortByValueWithUnitsAndSigns() {
    let cells = ["10", "-3", "2.5", "1,000", "1e2", "-10", "0", "+4"]
    #expect(
      Self.sorted(cells, numeric: true) == ["-10", "-3", "0", "2.5", "+4", "10", "1e2", "1,000"])
    let sizes = ["1.5G", "512M", "4KiB", "900", "2T", "1K"]
    #expect(Self.sorted(sizes, numeric: true) == ["900", "1K", "4KiB", "512M", "1.5G", "2T"])
    let times = ["2m", "90s", "1h", "150ms", "1h30m"]
    #expect(Self.sorted(times, numeric: true) == ["150ms", "90s", "2m", "1h", "1h30m"])
  }

  @Test func textSortsInNaturalOrderCaseAfterwards() {
    let cells = ["file10", "file2", "File1", "file1", "a", "B", "file02", "Zed", "zed"]
    #expect(
      Self.sorted(cells, numeric: false) == [
        "a", "B", "File1", "file1", "file02", "file2", "file10", "Zed", "zed",
      ])
    #expect(NaturalOrder.precedes(Array("x9".utf8), Array("x10".utf8)))
    #expect(NaturalOrder.precedes(Array("x".utf8), Array("x0".utf8)))
    #expect(NaturalOrder.precedes(Array("v1.9".utf8), Array("v1.10".utf8)))
    #expect(!NaturalOrder.precedes(Array("b".utf8), Array("A".utf8)))
  }

  @Test func emptyCellsComeLastEitherWay() {
    let cells = ["3", "", "1", "  ", "2"]
    #expect(Self.sorted(cells, numeric: true) == ["1", "2", "3", "", "  "])
    #expect(Self.sorted(cells, numeric: true, descending: true) == ["3", "2", "1", "", "  "])
    let words = ["b", "", "a"]
    #expect(Self.sorted(words, numeric: false) == ["a", "b", ""])
    #expect(Self.sorted(words, numeric: false, descending: true) == ["b", "a", ""])
    // In a column of numbers, what is no number goes with the empty cells.
    #expect(Self.sorted(["n/a", "5", "1"], numeric: true) == ["1", "5", "n/a"])
  }

  @Test func equalCellsKeepTheirOrderEitherWay() {
    let order = CellOrder(isNumeric: true, isDescending: false)
    let cells = ["2", "1", "2.0", "1", "2"].map { Array($0.utf8) }
    #expect(order.sorted(cells) == [1, 3, 0, 2, 4])
    let descending = CellOrder(isNumeric: true, isDescending: true)
    #expect(descending.sorted(cells) == [0, 2, 4, 1, 3])
    let text = CellOrder(isNumeric: false, isDescending: true)
    #expect(text.sorted(["b", "a", "b", "a"].map { Array($0.utf8) }) == [0, 2, 1, 3])
  }

  @Test func descendingIsAscendingReversedButForTies() {
    var generator = SystemRandomNumberGenerator()
    let cells = (0..<300).map { _ in String(Int.random(in: -50...50, using: &generator)) }
    let up = Self.sorted(cells, numeric: true)
    let down = Self.sorted(cells, numeric: true, descending: true)
    #expect(up.map { Int($0)! } == down.map { Int($0)! }.reversed())
  }

  /// The words a big table's sort compares agree with the keys, a word at a time.
  @Test func wordsOrderAsKeysDo() {
    let numbers = [-1e300, -5, -0.0, 0, 1e-9, 3, 1e300].map(CellOrder.orderedBits)
    #expect(numbers == numbers.sorted())
    #expect(numbers[2] == numbers[3])
    let cells = ["file10", "file2", "a", "alphabet soup", "alphabet", "Alphabet", "x0001", "x1"]
    let keys = cells.map { NaturalOrder.key(Array($0.utf8)) }
    for a in keys {
      for b in keys where a != b {
        let words = (0..<4).map { (NaturalOrder.word(a, at: $0), NaturalOrder.word(b, at: $0)) }
        let byWords = words.first { $0.0 != $0.1 }.map { $0.0 < $0.1 } ?? false
        #expect(byWords == a.lexicographicallyPrecedes(b))
      }
    }
    // Made from the cell without the key, the words are the key's.
    for cell in cells {
      let key = NaturalOrder.key(Array(cell.utf8))
      for word in 0..<4 {
        let made = Array(cell.utf8).withUnsafeBufferPointer { NaturalOrder.word(of: $0, at: word) }
        #expect(made.word == NaturalOrder.word(key, at: word) && made.keyLength == key.count)
      }
    }
  }
}
