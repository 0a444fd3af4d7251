/// Where the pages of compressed files stand, by feed: a search that read past a page's lines
/// and had them dropped from the spool leaves the page where it was, by decoding the file again
/// up to them.
struct DecodedPlaces {
  /// Each page's top line, numbered from 1 in the whole text, as it was when nothing looked
  /// through the text.
  var shown: [ObjectIdentifier: Int] = [:]
  /// The line each file decoded again brings its page back to once that line has come; kept
  /// while a search, a filter or a page following the end reads on, and brought back after.
  var awaited: [ObjectIdentifier: Int] = [:]
}
