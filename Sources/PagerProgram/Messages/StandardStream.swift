import Glibc

/// Where the program's messages go: standard output or error, or a test's capture.
protocol MessageStream {
  func write(_ text: String)
}

/// A descriptor written with plain `write(2)`: standard output, standard error, or the terminal's
/// own (frames and control sequences).
struct StandardStream: MessageStream {
  let descriptor: Int32

  static let output = StandardStream(descriptor: STDOUT_FILENO)
  static let error = StandardStream(descriptor: STDERR_FILENO)

  func write(_ text: String) {
    writeAll(text)
  }

  /// Writes all of `text`, going on where a signal interrupted; false when the descriptor fails
  /// (closed, or the other end gone), which leaves the rest unwritten.
  @discardableResult
  func writeAll(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { writeAll($0) }
  }

  /// Writes all of `bytes`, as ``writeAll(_:)-(String)`` writes text.
  @discardableResult
  func writeAll(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { writeAll($0) }
  }

  private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    SystemCall.writeAll(descriptor, UnsafeRawBufferPointer(bytes)).error == nil
  }
}
