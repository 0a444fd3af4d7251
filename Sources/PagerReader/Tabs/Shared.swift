import PagerKit

/// An object an event carries (a tab's document, the store of a stream's sections), equal to
/// another only when it is the same object.
///
/// Events are values the run loop makes and applies on its own thread; they are `Sendable` so
/// that tables of them can be constants. An event that carries an object is made and applied on
/// that one thread, never sent to another, which is what makes the unchecked conformance hold.
///
/// `Object` is a class or a protocol only classes adopt (`any TextDocument`): a protocol's
/// existential cannot be named as `AnyObject` in a generic constraint, so the identity is taken
/// once here.
public struct Shared<Object>: Hashable, @unchecked Sendable {
  /// The object itself.
  package let object: Object
  private let identity: ObjectIdentifier

  /// Carries `object`, an instance of a class.
  package init(_ object: Object) {
    self.object = object
    identity = ObjectIdentifier(object as AnyObject)
  }

  /// Whether the two carry the same object.
  public static func == (left: Self, right: Self) -> Bool { left.identity == right.identity }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
