import Foundation
import Testing

/// Processes as `/proc` lists them, for tests that check what the program leaves running.
///
/// A `-c` command is the leader of its own process group, so the group's id (the shell's pid)
/// names everything the command started that did not move to a group of its own.
enum ProcessTable {
  /// The live processes (zombies left out) whose process group is `group`.
  static func liveMembers(ofGroup group: pid_t) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { pid_t($0) }.filter { pid in
      guard let fields = statFields(pid), fields.count > 2 else { return false }
      return fields[0] != "Z" && pid_t(fields[2]) == group
    }
  }

  /// Whether `pid` names a process that has not ended (a zombie has ended).
  static func isAlive(_ pid: pid_t) -> Bool {
    guard let fields = statFields(pid) else { return false }
    return fields.first != "Z"
  }

  /// Polls every 20 ms until `group` has no live member or `timeout` passes; returns the members
  /// still alive.
  static func waitUntilGroupEnds(
    _ group: pid_t, timeout: Duration = .seconds(5)
  ) async -> [pid_t] {
    let deadline = ContinuousClock.now + timeout
    while true {
      let members = liveMembers(ofGroup: group)
      if members.isEmpty || ContinuousClock.now >= deadline { return members }
      try? await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Expects the command whose process group is `group` to end, all of it, within `timeout`.
  static func expectEnds(
    group: pid_t, timeout: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let left = await waitUntilGroupEnds(group, timeout: timeout)
    #expect(
      left.isEmpty, "the command outlived the pager: \(left)", sourceLocation: sourceLocation)
  }

  /// Polls every 20 ms until `pid` has ended or `timeout` passes; returns whether it ended.
  static func waitUntilGone(_ pid: pid_t, timeout: Duration = .seconds(5)) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while isAlive(pid) {
      if ContinuousClock.now >= deadline { return false }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return true
  }

  /// The parent of `pid`, while it exists (a zombie included).
  static func parent(of pid: pid_t) -> pid_t? {
    guard let fields = statFields(pid), fields.count > 1 else { return nil }
    return pid_t(fields[1])
  }

  /// Polls every 20 ms until `pid` is not even a zombie (its parent reaped it) or `timeout`
  /// passes; returns whether it went.
  static func waitUntilReaped(_ pid: pid_t, timeout: Duration = .seconds(5)) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while statFields(pid) != nil {
      if ContinuousClock.now >= deadline { return false }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return true
  }

  /// The process groups of the live processes whose command line is `command`.
  static func groups(ofCommand command: String) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    let groups = entries.compactMap { pid_t($0) }.compactMap { pid -> pid_t? in
      guard
        let line = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
        line.split(separator: "\0").joined(separator: " ") == command,
        let fields = statFields(pid), fields.count > 2, fields[0] != "Z"
      else { return nil }
      return pid_t(fields[2])
    }
    return Array(Set(groups))
  }

  /// The live processes whose command line holds `marker`.
  static func live(withCommandLineHolding marker: String) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { pid_t($0) }.filter { pid in
      guard
        let line = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
        line.contains(marker)
      else { return false }
      return isAlive(pid)
    }
  }

  /// Polls every 20 ms until no live process's command line holds `marker` or `timeout`
  /// passes; returns those still alive.
  static func waitUntilNone(
    holding marker: String, timeout: Duration = .seconds(5)
  ) async -> [pid_t] {
    let deadline = ContinuousClock.now + timeout
    while true {
      let left = live(withCommandLineHolding: marker)
      if left.isEmpty || ContinuousClock.now >= deadline { return left }
      try? await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Kills what a failed test left behind: every member of `group`.
  static func killGroup(_ group: pid_t) {
    for pid in liveMembers(ofGroup: group) { kill(pid, SIGKILL) }
  }

  /// The fields of `/proc/PID/stat` after the command name: state, parent, group, session…
  private static func statFields(_ pid: pid_t) -> [Substring]? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let nameEnd = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: nameEnd)...].split(separator: " ")
  }
}
