extension Style {
  /// Whether the styles at `first` and `second` are one, compared where they are: by their
  /// bytes where it is called, and only where they differ by a call that compares the fields.
  /// Neither style is copied (its link retained), as comparing values would, thousands of times
  /// a frame.
  @inlinable @inline(__always)
  package static func same(_ first: UnsafePointer<Style>, _ second: UnsafePointer<Style>) -> Bool {
    sameBytes(first, second) || sameFields(first, second)
  }

  @usableFromInline
  package static func sameFields(_ first: UnsafePointer<Style>, _ second: UnsafePointer<Style>)
    -> Bool
  {
    guard first.pointee.foreground == second.pointee.foreground,
      first.pointee.background == second.pointee.background,
      first.pointee.attributes == second.pointee.attributes,
      first.pointee.underlineShape == second.pointee.underlineShape,
      first.pointee.underlineColor == second.pointee.underlineColor
    else { return false }
    return first.pointee.link === second.pointee.link || first.pointee == second.pointee
  }

  /// Whether two styles have the same bytes, as copies of one style have (most of a frame's
  /// cells): then they are one style, told in three loads, where comparing them field by field
  /// switches on each colour's case. Different bytes may still be one style (the unused bytes of
  /// a colour's case), which the fields then tell.
  @inlinable @inline(__always)
  package static func sameBytes(_ first: UnsafePointer<Style>, _ second: UnsafePointer<Style>)
    -> Bool
  {
    let size = MemoryLayout<Style>.size
    guard size >= 16, size <= 24 else { return false }
    let one = UnsafeRawPointer(first)
    let other = UnsafeRawPointer(second)
    return one.loadUnaligned(as: UInt64.self) == other.loadUnaligned(as: UInt64.self)
      && one.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        == other.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      && one.loadUnaligned(fromByteOffset: size - 8, as: UInt64.self)
        == other.loadUnaligned(fromByteOffset: size - 8, as: UInt64.self)
  }
}
