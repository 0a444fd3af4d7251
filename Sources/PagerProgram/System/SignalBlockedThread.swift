import Glibc

/// The one way the program starts a thread: detached, with every signal blocked. The signals are
/// the run loop's (a thread that took one would leave the loop's wait unbroken), and a write to a
/// pipe whose reader has gone fails with EPIPE instead of raising SIGPIPE.
enum SignalBlockedThread {
  /// Runs `body` once on a new thread; returns the error number when it cannot be started.
  @discardableResult
  static func start(_ body: @escaping @Sendable () -> Void) -> Int32? {
    var all = sigset_t()
    var old = sigset_t()
    sigfillset(&all)
    // The new thread inherits the mask of the one that starts it.
    pthread_sigmask(SIG_SETMASK, &all, &old)
    defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(
      &thread, nil,
      { context in
        Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
        return nil
      }, context)
    guard result == 0 else {
      Unmanaged<Body>.fromOpaque(context).release()
      return result
    }
    pthread_detach(thread)
    return nil
  }

  /// The closure, boxed to pass through `pthread_create`'s one pointer.
  private final class Body: Sendable {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
      self.run = run
    }
  }
}
