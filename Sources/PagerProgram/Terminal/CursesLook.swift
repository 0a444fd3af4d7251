import CNcursesw

/// A style in ncurses' terms, worked out once for a run of cells in it.
struct CursesLook {
  var attributes: attr_t
  var pair: Int32
  /// A blank in the style, whose character a cell of it replaces.
  var cell: cchar_t
  /// Whether the style goes past ncurses (``OverlayLooks``): its cells are blanks to ncurses.
  var isOverlaid: Bool
}
