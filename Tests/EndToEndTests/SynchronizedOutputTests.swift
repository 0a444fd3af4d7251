import Foundation
import Testing

/// Synchronized output (DEC mode 2026) is never printed blind: tmux 3.3 does not say it supports
/// the mode, so no frame may be wrapped in it.
@Suite("Synchronized output")
struct SynchronizedOutputTests {
  @Test("Under a terminal that does not support mode 2026, frames are not wrapped in it")
  func notPrintedBlind() async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "300"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)
    let recording = try await session.recordOutput()
    defer { recording.remove() }

    try await session.sendKeys("Right")
    try await session.waitUntilSettled(on: 1)
    try await session.sendKeys("4")
    try await session.waitUntilSettled(on: 3)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: recording.file))
    let output = String(decoding: bytes, as: UTF8.self)
    #expect(bytes.count > 1_000, "the slides were recorded: \(bytes.count) bytes")
    #expect(!output.contains("\u{1b}[?2026h"), "a frame was wrapped without the terminal's say-so")
  }
}
