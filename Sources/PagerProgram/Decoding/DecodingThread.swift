import Glibc
import Synchronization

/// A thread that reads compressed bytes from a descriptor (a file, a pipe), decodes them and
/// writes the text into a pipe, whose read end a ``StreamDocument`` reads as it reads any pipe.
///
/// So the run loop never decodes: it polls the pipe as it polls standard input, and a second core
/// decodes while the loop spools and indexes. The pipe is the backpressure: when the document
/// stops reading (its text far enough ahead of the screen), the thread waits on the full pipe,
/// and memory stays two buffers. When the document closes the pipe (the tab closed, the program
/// quits), the thread's next write or wait sees it and the thread ends, closing its input.
///
/// Data that is corrupt or cut short before any text came out of it is not of the format after
/// all (plain text that happens to start with `1f 8b`): the bytes read pass through as they
/// are, and the rest with them.
final class DecodingThread: Sendable {
  /// Bytes read and written at a time.
  static let bufferSize = 256 * 1024
  /// Bytes of input held while nothing has been decoded from them, to pass through as they are
  /// should the data turn out not to be of the format: a real header decodes long before.
  static let passThroughLimit = 1 << 20

  /// The read end of the pipe the text comes out of (close-on-exec); the reader closes it.
  let descriptor: Int32
  /// The format decoded.
  let format: CompressionFormat
  private let error = Mutex<DocumentError?>(nil)

  /// Why decoding stopped before the end of the data (cut short, corrupt, unreadable), once the
  /// pipe has said end-of-file; nil when the data ended whole.
  var failure: DocumentError? { error.withLock { $0 } }

  /// Starts decoding `format` from `input`, which the thread takes over and closes; `prefix` is
  /// what was read from it already (the magic bytes a pipe was told by). `name` names the input
  /// in messages.
  ///
  /// - Throws: ``DocumentError`` when no pipe or thread can be had; `input` is closed then.
  init(
    format: CompressionFormat, input: Int32, prefix: [UInt8] = [], name: String
  ) throws(DocumentError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      let code = errno
      close(input)
      throw .system(code, subject: name)
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // A bigger pipe: fewer wakeups of the loop per megabyte (the limit may refuse; 64 KiB then).
    // 1031 is F_SETPIPE_SZ, which glibc declares only under _GNU_SOURCE.
    _ = fcntl(ends[1], 1031, Int32(1 << 20))
    descriptor = ends[0]
    self.format = format
    let writeEnd = ends[1]
    let code = SignalBlockedThread.start { [self] in
      defer {
        close(input)
        close(writeEnd)
      }
      let outcome = DecodingThread.run(format, input: input, prefix: prefix, output: writeEnd)
      if case .failure(let reason) = outcome {
        let failure: DocumentError =
          switch reason {
          case .decoding(let decoding):
            DocumentError(subject: name, reason: decoding.reason(format: format))
          case .reading(let code): .system(code, subject: name)
          }
        error.withLock { $0 = failure }
      }
    }
    if let code {
      close(input)
      close(writeEnd)
      close(ends[0])
      throw .system(code, subject: name)
    }
  }

  /// Why a run ended early.
  private enum Stop: Error {
    case decoding(DecodingError)
    case reading(Int32)
  }

  /// Decodes `input` into `output` until the input ends, the data is bad or the reader has gone.
  private static func run(
    _ format: CompressionFormat, input: Int32, prefix: [UInt8], output: Int32
  ) -> Result<Void, Stop> {
    let decoder: any StreamDecoder
    do throws(DecodingError) {
      decoder = try format.makeDecoder()
    } catch {
      return .failure(.decoding(error))
    }
    let inBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bufferSize, alignment: 64)
    let outBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bufferSize, alignment: 64)
    defer {
      inBuffer.deallocate()
      outBuffer.deallocate()
    }
    var start = 0
    var end = min(prefix.count, bufferSize)
    inBuffer.copyBytes(from: prefix.prefix(end))
    var inputEnded = false
    // Every byte read while nothing has come out, to pass through should decoding fail.
    var held: [UInt8]? = Array(prefix.prefix(end))
    while true {
      let step: DecodingStep
      do throws(DecodingError) {
        step = try decoder.decode(
          UnsafeRawBufferPointer(rebasing: inBuffer[start..<end]), into: outBuffer,
          inputEnds: inputEnded)
      } catch {
        // Data the library could decode but will not (a window too large) is of the format.
        guard let held, case .corrupt = error else { return .failure(.decoding(error)) }
        return passThrough(held, then: inputEnded ? nil : input, to: output)
      }
      start += step.consumed
      if step.produced > 0 {
        held = nil
        guard writeAll(UnsafeRawBufferPointer(rebasing: outBuffer[..<step.produced]), to: output)
        else { return .success(()) }
      }
      if step.madeProgress && start < end { continue }
      if inputEnded {
        if step.madeProgress { continue }
        if decoder.isAtEnd { return .success(()) }
        guard let held else { return .failure(.decoding(.cutShort)) }
        return passThrough(held, then: nil, to: output)
      }
      // More input: what is left moves to the front, and the rest of the buffer is filled.
      if start > 0 {
        inBuffer.baseAddress!.copyMemory(
          from: inBuffer.baseAddress! + start, byteCount: end - start)
        end -= start
        start = 0
      }
      switch read(
        input, into: UnsafeMutableRawBufferPointer(rebasing: inBuffer[end...]), watching: output)
      {
      case .bytes(let count):
        if held != nil {
          held! += UnsafeRawBufferPointer(rebasing: inBuffer[end..<(end + count)])
          if held!.count > passThroughLimit { held = nil }
        }
        end += count
      case .end: inputEnded = true
      case .readerGone: return .success(())
      case .failed(let code): return .failure(.reading(code))
      }
    }
  }

  /// Writes `bytes` as they are, then copies `input` (when given) to its end: data that was
  /// not of the format after all.
  private static func passThrough(_ bytes: [UInt8], then input: Int32?, to output: Int32)
    -> Result<Void, Stop>
  {
    guard bytes.withUnsafeBytes({ writeAll($0, to: output) }) else { return .success(()) }
    guard let input else { return .success(()) }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bufferSize, alignment: 64)
    defer { buffer.deallocate() }
    while true {
      switch read(input, into: buffer, watching: output) {
      case .bytes(let count):
        guard writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<count]), to: output) else {
          return .success(())
        }
      case .end, .readerGone: return .success(())
      case .failed(let code): return .failure(.reading(code))
      }
    }
  }

  private enum ReadOutcome {
    case bytes(Int)
    case end
    case readerGone
    case failed(Int32)
  }

  /// Reads what `input` has into `buffer`, waiting for it; a pipe's reader that goes meanwhile
  /// (`output` reports an error) ends the wait, so a stalled producer cannot keep the thread.
  private static func read(
    _ input: Int32, into buffer: UnsafeMutableRawBufferPointer, watching output: Int32
  ) -> ReadOutcome {
    while true {
      var entries = [
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: output, events: 0, revents: 0),
      ]
      if SystemCall.poll(&entries, timeoutMilliseconds: -1) < 0 { return .failed(errno) }
      if entries[1].revents != 0 { return .readerGone }
      guard entries[0].revents != 0 else { continue }
      let count = SystemCall.read(input, into: buffer)
      if count > 0 { return .bytes(count) }
      if count == 0 { return .end }
      if errno == EAGAIN || errno == EWOULDBLOCK { continue }
      return .failed(errno)
    }
  }

  /// Writes all of `bytes`; false when the reader has gone.
  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to output: Int32) -> Bool {
    SystemCall.writeAll(output, bytes).error == nil
  }
}
