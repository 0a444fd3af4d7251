import PagerKit

/// Turns one line's raw bytes into display cells, as `less -R` shows them.
///
/// - Tabs expand to the next of the ``tabStops``, counted from the line's start.
/// - Valid UTF-8 shows as its characters, wide ones on 2 columns and zero-width ones (combining
///   marks, joiners, variation selectors) joined to the glyph before them, all measured by
///   ``ColumnWidth``. Each invalid sequence shows as one `�` (U+FFFD), as Swift's decoder repairs
///   it.
/// - SGR sequences (`ESC [ … m`) show nothing and restyle the text after them: reset, bold, dim,
///   italic, underline (and its shapes, `4:3` curly…), blink, reverse, strike-through, overline
///   and their "off" codes, the 8/16 basic colours, `38;5;n` / `48;5;n` and `38;2;r;g;b` /
///   `48;2;r;g;b` (also in the `:` form), and the underline's colour (`58`). Unknown codes and
///   malformed colours are ignored.
/// - OSC 8 hyperlinks (``HyperlinkSequence``) show nothing and link the text after them, up to
///   the sequence that ends the link or the end of the line. Every line starts in ``base``: styles never carry over from one line to the next,
///   so a line looks the same wherever the pager starts drawing.
/// - Overstrike, as `nroff` writes man pages and `less` shows them: a glyph, a backspace and the
///   same glyph again is bold (`b\bb`, `日\b日`); `_`, a backspace and a glyph, or a glyph, a
///   backspace and `_`, is the glyph underlined (`_\b_` is an underlined `_`, or a bold one when
///   the line's last overstrike made bold); any other glyph after the backspace replaces the one
///   before it. Strikes chain (`_\bb\bb` is bold and underlined). A backspace with no glyph of
///   the text before it or none after it shows as `^H`.
/// - Nothing else reaches the terminal as a control: C0 controls and DEL show as `^@`…`^_` and
///   `^?` (a lone `\r` as `^M`; with ``overstrikes`` off every backspace as `^H`, with
///   ``expandsTabs`` off every tab as `^I`), any escape other than SGR as `^[` followed by the rest of the
///   sequence as ordinary text, and C1 controls and bidi overrides as `<U+XXXX>`, all in reverse
///   video on the base style (``standIns`` says otherwise).
public struct LineRenderer: Hashable, Sendable {
  /// The page's own style: the colours and attributes of text before any SGR sequence, and what
  /// SGR resets (and the "default colour" codes 39 and 49) return to.
  package var base: Style
  /// Where tabs stop (`less -x`).
  package var tabStops: TabStops
  /// Whether SGR colours in the text are shown; without them only bold, dim, underline and
  /// reverse are (`--color never`).
  package var showsColors = true
  /// Whether a backspace between two glyphs overstrikes (bold, underline); otherwise every
  /// backspace shows as `^H` (less `-u`, `-U`: a grid of cells cannot send it to the terminal).
  package var overstrikes = true
  /// Whether tabs expand to the next tab stop; otherwise each shows as `^I` (less `-U`).
  package var expandsTabs = true
  /// Whether the carriage return of a `\r\n` line end, which is not among a line's bytes, shows
  /// as `^M` after them (less `-u`, `-U`): ``render(line:of:)`` adds it.
  package var showsLineEndReturns = false
  /// The user's looks for overstruck bold and underline and for search matches (less's
  /// `LESS_TERMCAP_md`, `_us` and `_so`).
  package var looks = TermcapLooks()
  /// How the stand-ins of controls look (less's `LESSBINFMT` and `LESSUTFBINFMT`).
  package var standIns = StandInLooks()
  /// Whether text the SGR sequences make black, or nearly, on the page's own background is
  /// shown in grey instead (colour 8): set where that background is dark, so that black text
  /// never sits on near-black.
  package var lightensDarkText = false

  /// A renderer for a page in `base` with tab stops every `tabWidth` columns (below 1 counts
  /// as 1).
  package init(base: Style = .plain, tabWidth: Int = 8) {
    self.init(base: base, tabStops: TabStops(every: tabWidth))
  }

  /// A renderer for a page in `base` with tabs stopping at `tabStops`.
  package init(base: Style = .plain, tabStops: TabStops) {
    self.base = base
    self.tabStops = tabStops
  }

  /// The cells of the line whose bytes (without terminator) are `bytes`.
  package func render(_ bytes: [UInt8]) -> DisplayLine {
    render(bytes, from: startState).line
  }

  /// The state a line starts in: the base style, column 0.
  package var startState: RenderState { RenderState(style: base, column: 0) }

  /// Black, the cube's darkest and the four darkest greys, or a direct colour as dark.
  static func isNearlyBlack(_ color: TerminalColor) -> Bool {
    switch color {
    case .standard: false
    case .indexed(let index): index == 0 || index == 16 || (232...235).contains(index)
    case .rgb(let rgb): rgb.luminance < 0.15
    }
  }

  /// Whether `byte` begins a glyph a backspace before it may overstrike: printable ASCII or the
  /// start of UTF-8 (checked again once decoded).
  private static func startsGlyph(_ byte: UInt8) -> Bool {
    (0x20..<0x7F).contains(byte) || byte >= 0x80
  }

  /// Renders one piece of a line read in pieces: `bytes` start where `state` was left (its
  /// style, and its column for tab stops). Pieces cut where ``LinePiece/end(of:isLineEnd:)``
  /// says render, one after another, as the whole line does.
  package func render(_ bytes: [UInt8], from state: RenderState) -> (
    line: DisplayLine, state: RenderState
  ) {
    var builder = DisplayLineBuilder(
      base: base, capacity: bytes.count + 8, style: state.style, column: state.column,
      lastOverstrike: state.lastOverstrike, continuesGlyph: state.endsInGlyph,
      standIns: standIns)
    builder.looks = looks
    bytes.withUnsafeBufferPointer { bytes in
      var parameters: [SGRSequence.Parameter] = []
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= 0x20, byte < 0x7F {
          builder.appendASCII(byte)
          index += 1
        } else if byte == 0x09, expandsTabs {
          builder.appendTab(stops: tabStops)
          index += 1
        } else if byte == 0x1B, let link = HyperlinkSequence.parse(in: bytes, escapeAt: index) {
          builder.style.link = link.link
          index = link.end
        } else if byte == 0x1B, let end = SGRSequence.end(in: bytes, escapeAt: index) {
          SGRSequence.parse(bytes[(index + 2)..<(end - 1)], into: &parameters)
          SGRSequence.apply(parameters, to: &builder.style, base: base)
          if !showsColors {
            builder.style.foreground = base.foreground
            builder.style.background = base.background
          } else if lightensDarkText, builder.style.background == base.background,
            !builder.style.attributes.contains(.reverse),
            Self.isNearlyBlack(builder.style.foreground)
          {
            builder.style.foreground = .indexed(8)
          }
          index = end
        } else if byte == 0x08, overstrikes, index + 1 < bytes.count,
          Self.startsGlyph(bytes[index + 1]), builder.canOverstrike
        {
          builder.overstrikeNext()
          index += 1
        } else if byte < 0x80 {
          builder.appendCaret(byte)
          index += 1
        } else {
          // UTF-8 sequences never contain ASCII bytes, so cutting the text at them decodes (and
          // repairs) exactly as decoding the whole line would.
          var end = index + 1
          while end < bytes.count, bytes[end] >= 0x80 { end += 1 }
          let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
          for character in text { builder.appendCharacter(character) }
          index = end
        }
      }
    }
    var after = RenderState(style: builder.style, column: state.column + builder.cells.count)
    after.lastOverstrike = builder.lastOverstrike
    after.endsInGlyph = builder.endsInGlyph || (builder.cells.isEmpty && state.endsInGlyph)
    return (builder.line, after)
  }
}

/// Where rendering a line in pieces stands between two pieces: the style the SGR sequences so far
/// have made, and the column reached (tabs expand to stops counted from the line's start).
package struct RenderState: Hashable, Sendable {
  /// The style of the text that follows.
  package var style: Style
  /// Columns taken so far on the line.
  package var column: Int
  /// What the line's last overstrike made (bold or underline; none yet when empty), which
  /// decides what `_` struck over `_` means.
  package var lastOverstrike: TextAttributes = []
  /// Whether the line so far ends in a glyph that zero-width characters after it would join: a
  /// piece that begins with some (a cut in a long run of marks) drops them.
  package var endsInGlyph = false

  /// A state of `style` at `column`.
  package init(style: Style, column: Int) {
    self.style = style
    self.column = column
  }
}
