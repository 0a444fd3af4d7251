/// A part of the screen's state kept on the heap, copied when it is changed while shared, as a
/// value is: a copy of the screen shares it, so that the screen a frame reads, and the copies
/// the update and the render make of it, are a few hundred bytes each, not kilobytes (each
/// copy of a struct is stack that the deepest path keeps resident, and its references retained).
@propertyWrapper
struct OutOfLineState<Value> {
  private final class Box {
    // Reached only through `wrappedValue`, which makes a box of its own before any change: no
    // two accesses can overlap, and checking each at run time costs a call per read.
    @exclusivity(unchecked) var value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  init(wrappedValue: Value) {
    box = Box(wrappedValue)
  }

  /// The value, read where it lies, and changed in place once this copy has a box of its own.
  var wrappedValue: Value {
    _read { yield box.value }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }
}
