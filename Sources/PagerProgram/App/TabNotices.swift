import PagerKit
import PagerReader

/// What the desktop is told of tabs the user is not reading (`--notify`): a command that ended,
/// and a followed file that grew and then stayed still for ``quietPeriod``. A followed file is
/// told of once until its tab is shown again, so a log that grows in bursts is not a notice a
/// burst.
struct TabNotices {
  /// How long a followed file stays still after growing before it counts as stopped.
  static let quietPeriod = 3_000.0
  /// The form notices go in; nil sends none.
  let form: DesktopNotice.Form?
  /// When each followed file last grew while its tab was not shown, until it is told of.
  private var grown: [TabID: Instant] = [:]
  /// The tabs told of since they were last shown.
  private var told: Set<TabID> = []

  init(form: DesktopNotice.Form?) {
    self.form = form
  }

  /// Notes that the followed file of tab `tab` grew at `now`, while `shown` or not.
  mutating func grew(_ tab: TabID, shown: Bool, at now: Instant) {
    guard form != nil, !shown, !told.contains(tab) else { return }
    grown[tab] = now
  }

  /// Notes that tab `tab` is shown: what grew there is seen, and it may be told of again.
  mutating func seen(_ tab: TabID?) {
    guard let tab, !grown.isEmpty || !told.isEmpty else { return }
    grown[tab] = nil
    told.remove(tab)
  }

  /// The tabs whose followed file has stayed still for ``quietPeriod`` since it grew unseen,
  /// in the order of `order`; each is told of once.
  mutating func takeStilled(at now: Instant, in order: TabList) -> [TabID] {
    let stilled = grown.filter { now.milliseconds - $0.value.milliseconds >= Self.quietPeriod }
    guard !stilled.isEmpty else { return [] }
    for tab in stilled.keys {
      grown[tab] = nil
      told.insert(tab)
    }
    return stilled.keys.sorted { (order.position(of: $0) ?? 0) < (order.position(of: $1) ?? 0) }
  }

  /// Milliseconds until a followed file will have been still for ``quietPeriod``; nil when none
  /// grew unseen.
  func millisecondsToNextStill(at now: Instant) -> Double? {
    grown.values.map { max(0, Self.quietPeriod - (now.milliseconds - $0.milliseconds)) }.min()
  }

  /// The notice of tab `title`, whose command went from running to `status`; nil for a status
  /// that is no end.
  static func ended(_ title: String, status: DocumentStatus) -> DesktopNotice? {
    let body: String
    switch status {
    case .exited(let code): body = code == 0 ? "finished" : "failed: exit status \(code)"
    case .killed(let signal): body = "killed by signal \(signal)"
    case .failed(let reason): body = "failed: \(reason)"
    case .loading, .running, .waitingForWriter, .waitingForFile, .finished: return nil
    }
    return DesktopNotice(title: "TUIPager: \(title)", body: body)
  }

  /// The notice of tab `title`, whose followed file stopped growing.
  static func stilled(_ title: String) -> DesktopNotice {
    DesktopNotice(title: "TUIPager: \(title)", body: "stopped growing")
  }
}
