import Testing

@testable import PagerReader

/// Text found and replaced by its bytes, as the standard library's grapheme-wise search would
/// where no combining mark touches the needle, and by the bytes where one does.
@Suite struct UTF8SearchTests {
  @Test func bytesAreFoundWhereTheyAre() {
    let haystack: [UInt8] = Array("abcabd".utf8)
    #expect(haystack.firstRange(ofBytes: Array("abd".utf8)) == 3..<6)
    #expect(haystack.firstRange(ofBytes: Array("ab".utf8)) == 0..<2)
    #expect(haystack.firstRange(ofBytes: Array("d".utf8)) == 5..<6)
    #expect(haystack.firstRange(ofBytes: Array("abcabd".utf8)) == 0..<6)
    #expect(haystack.firstRange(ofBytes: Array("abcabdx".utf8)) == nil, "longer than the text")
    #expect(haystack.firstRange(ofBytes: Array("xa".utf8)) == nil)
    #expect(haystack.firstRange(ofBytes: []) == nil, "nothing is not looked for")
    #expect([UInt8]().firstRange(ofBytes: [1]) == nil)
    let slice = haystack[2...]
    #expect(slice.firstRange(ofBytes: Array("ab".utf8)) == 3..<5, "a slice's own indices")
  }

  @Test func theSameAsTheStandardLibrarysWithoutMarks() {
    var generator = SystemRandomNumberGenerator()
    let letters: [Character] = ["a", "b", "é", "ß", "(", "?", "%", "s", "日", "😀"]
    for _ in 0..<2_000 {
      let text = String(
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in
          letters.randomElement(using: &generator)!
        })
      let needle = String(
        (0..<Int.random(in: 1...3, using: &generator)).map { _ in
          letters.randomElement(using: &generator)!
        })
      #expect(text.containsUTF8(needle) == text.contains(needle), "\(text) \(needle)")
      #expect(
        text.replacingUTF8(needle, with: "<>") == text.replacing(needle, with: "<>"),
        "\(text) \(needle)")
    }
  }

  @Test func aMarkAfterTheNeedleLeavesItFound() {
    // To PCRE2, `(?` with a mark after it still opens a group; to a terminal, `;` still ends
    // an OSC field.
    #expect("(?\u{301}x)".containsUTF8("(?"))
    #expect("a;\u{301}b".replacingUTF8(";", with: ",") == "a,\u{301}b")
  }

  @Test func replacingTakesEachOccurrenceOnce() {
    #expect("%s and %s".replacingUTF8("%s", with: "uri") == "uri and uri")
    #expect("aaa".replacingUTF8("aa", with: "b") == "ba", "no overlap, the first first")
    #expect("abc".replacingUTF8("", with: "x") == "abc")
    #expect("abc".replacingUTF8("x", with: "y") == "abc")
  }
}
