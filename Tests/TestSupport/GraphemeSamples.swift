/// Grapheme clusters of several code points, and the columns each takes in a frame: the table the
/// width, rendering, terminal-output and tmux tests all go through.
public struct GraphemeSample: Sendable, CustomStringConvertible {
  /// What it is, for test names.
  public let name: String
  /// The cluster.
  public let text: String
  /// Columns it takes in a frame.
  public let columns: Int

  public var description: String { name }

  public static let all: [GraphemeSample] = [
    GraphemeSample(name: "ZWJ family of three", text: "👨\u{200D}👩\u{200D}👧", columns: 2),
    GraphemeSample(
      name: "ZWJ family of four", text: "👨\u{200D}👩\u{200D}👧\u{200D}👦", columns: 2),
    GraphemeSample(name: "flag (regional-indicator pair)", text: "🇫🇷", columns: 2),
    GraphemeSample(name: "lone regional indicator", text: "🇫", columns: 1),
    GraphemeSample(name: "skin tone modifier", text: "👍🏽", columns: 2),
    GraphemeSample(name: "text-default emoji with VS16", text: "❤\u{FE0F}", columns: 2),
    GraphemeSample(name: "text-default emoji alone", text: "❤", columns: 1),
    GraphemeSample(name: "keycap", text: "1\u{FE0F}\u{20E3}", columns: 2),
    GraphemeSample(name: "rainbow flag (VS16 and ZWJ)", text: "🏳\u{FE0F}\u{200D}🌈", columns: 2),
    GraphemeSample(name: "woman technologist with tone", text: "👩🏽\u{200D}💻", columns: 2),
    GraphemeSample(
      name: "tag sequence (Scotland)",
      text: "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", columns: 2),
    GraphemeSample(name: "wide emoji with VS15", text: "⌚\u{FE0E}", columns: 2),
    GraphemeSample(name: "combining acute", text: "e\u{301}", columns: 1),
    GraphemeSample(name: "stray ZWJ after a letter", text: "é\u{200D}", columns: 1),
    GraphemeSample(name: "stray ZWJ after an emoji", text: "😀\u{200D}", columns: 2),
    GraphemeSample(name: "Hangul jamo syllable", text: "\u{1100}\u{1161}\u{11A8}", columns: 2),
    GraphemeSample(name: "Devanagari conjunct", text: "\u{915}\u{94D}\u{937}", columns: 2),
    GraphemeSample(name: "Thai with SARA AM", text: "\u{E01}\u{E33}", columns: 2),
  ]
}
