import PagerKit

/// What `git log` (or `git format-patch`) has said of the commit being read: its hash, then its
/// subject: the first line of its message (indented four spaces after a blank line), or a
/// patch's `Subject:` header, lines that go on from it included, `[PATCH 1/3]` left out.
struct CommitState: Sendable {
  var shortHash = ""
  private var subject: String?
  private var afterHeaders = false
  /// Whether the commit is a patch of `git format-patch`: a mail, whose subject is a header.
  private var isMail = false
  /// A mail's subject as far as it was read: the lines that go on from it (that start with a
  /// blank) may follow.
  private var mailSubject: String?

  init(shortHash: String = "", isMail: Bool = false) {
    self.shortHash = shortHash
    self.isMail = isMail
  }

  /// Whether the commit's lines may still say its subject.
  var wantsLines: Bool { subject == nil && !shortHash.isEmpty }

  var title: String {
    guard let subject, !subject.isEmpty else { return shortHash }
    return shortHash + " " + subject
  }

  /// `commit <hash>` (decorations may follow): the hash.
  static func hash(of line: String) -> Substring? {
    guard line.hasPrefix("commit ") else { return nil }
    let hash = line.dropFirst(7).prefix { $0.isHexDigit }
    return hash.count >= 7 ? hash : nil
  }

  /// The date `git format-patch` writes after the hash on the `From` line that starts each
  /// patch, the same for every patch, so that a line of text is not taken for one.
  private static let mailMarker = " Mon Sep 17 00:00:00 2001"

  /// `From <hash> Mon Sep 17 00:00:00 2001`, as `git format-patch` starts each patch: the hash.
  static func mailHash(of line: String) -> Substring? {
    guard line.hasPrefix("From "), line.hasSuffix(mailMarker) else { return nil }
    let hash = line.dropFirst(5).dropLast(mailMarker.count)
    return hash.count >= 7 && hash.allSatisfy(\.isHexDigit) ? hash : nil
  }

  /// Takes a line of the commit; returns whether it gave the subject.
  mutating func take(_ line: String) -> Bool {
    guard wantsLines else { return false }
    if isMail { return takeMailHeader(line) }
    if line.isEmpty {
      afterHeaders = true
      return false
    }
    guard afterHeaders else { return false }
    subject = SectionSplitter.trimmed(line)
    return true
  }

  /// Takes a line of a mail's headers: a `Subject:` and the lines that go on from it, until
  /// the next header or the blank line after the headers.
  private mutating func takeMailHeader(_ line: String) -> Bool {
    if let gathered = mailSubject {
      if line.hasPrefix(" ") || line.hasPrefix("\t") {
        mailSubject = gathered + " " + SectionSplitter.trimmed(line)
        return false
      }
      subject = Self.withoutPatchTag(gathered)
      return true
    }
    if line.hasPrefix("Subject: ") {
      mailSubject = SectionSplitter.trimmed(String(line.dropFirst("Subject: ".count)))
    } else if line.isEmpty {
      // Headers without a subject: the hash alone.
      subject = ""
    }
    return false
  }

  /// A mail's subject without the `[PATCH v2 1/3]` before it, as `git am` takes it.
  static func withoutPatchTag(_ subject: String) -> String {
    guard subject.hasPrefix("["), let close = subject.firstIndex(of: "]"),
      subject[subject.startIndex..<close].uppercased().containsUTF8("PATCH")
    else { return subject }
    return SectionSplitter.trimmed(String(subject[subject.index(after: close)...]))
  }
}
