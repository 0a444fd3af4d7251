import Testing

@testable import PagerReader

/// Text found and replaced by its bytes, as the standard library's grapheme-wise search would
/// where no combining mark touches the needle, and by the bytes where one does.
@Suite struct UTF8SearchTests {
  @Test func bytesAreFoundWhereTheyAre() throws {
    let haystack: [UInt8] = Array("abcabd".utf8)
    func place(of needle: String, from start: Int = 0, in bytes: [UInt8] = haystack) throws -> Int?
    {
      try #require(LiteralFinder(pattern: Array(needle.utf8), foldsCase: false))
        .firstPlace(in: bytes, from: start)
    }
    #expect(try place(of: "abd") == 3)
    #expect(try place(of: "ab") == 0)
    #expect(try place(of: "d") == 5)
    #expect(try place(of: "abcabd") == 0)
    #expect(try place(of: "abcabdx") == nil, "longer than the text")
    #expect(try place(of: "xa") == nil)
    #expect(LiteralFinder(pattern: [], foldsCase: false) == nil, "nothing is not looked for")
    #expect(try place(of: "a", in: []) == nil)
    #expect(try place(of: "ab", from: 2) == 3, "from a place on")
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
