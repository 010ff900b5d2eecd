import Foundation
import SnapshotTesting
import TouchTraceTrace

/// Text snapshots whose failure message starts with what changed, in the words `touchtrace check`
/// uses (``TraceDiff`` and ``HitMapDiff``: "touch 1: hit-test view was btn, is now rootView"),
/// then the line diff swift-snapshot-testing prints (issue 36).
extension Snapshotting where Value == String, Format == String {
  /// `lines`, with `explain(reference, new)`'s sentences first in a failure's message.
  static func explainedLines(
    pathExtension: String, explain: @escaping (String, String) -> [String]
  ) -> Self {
    var strategy = Snapshotting<String, String>.lines
    strategy.pathExtension = pathExtension
    let lines = strategy.diffing
    strategy.diffing = .diff(toData: lines.toData, fromData: lines.fromData) { old, new in
      guard let (diff, attachments) = lines.diffV2(old, new) else { return nil }
      return (ExplainedDiff.message(explain(old, new), diff: diff), attachments)
    }
    return strategy
  }
}

/// Advice every failing TouchTrace snapshot ends with.
package enum SnapshotAdvice {
  /// How to accept an intended change: record the reference again.
  package static let accept =
    "If the change is intended, record it again: run the test once with record: .failed "
    + "(or SNAPSHOT_TESTING_RECORD=failed) and commit the new reference."
}

enum ExplainedDiff {
  /// At most this many sentences before the diff; the rest are counted.
  static let maximumSentences = 8

  static func message(_ sentences: [String], diff: String) -> String {
    guard !sentences.isEmpty else { return diff + "\n\n" + SnapshotAdvice.accept }
    var shown = sentences.prefix(maximumSentences).map { "- " + $0 }
    if sentences.count > maximumSentences {
      shown.append("- and \(sentences.count - maximumSentences) more differences")
    }
    return "What changed (as touchtrace check says it):\n" + shown.joined(separator: "\n")
      + "\n\n" + diff + "\n\n" + SnapshotAdvice.accept
  }

  /// Two traces' JSON, by what they mean; nothing when either cannot be read as a trace.
  static func traces(_ old: String, _ new: String) -> [String] {
    guard let a = try? TraceReader.read(Data(old.utf8), file: "reference"),
      let b = try? TraceReader.read(Data(new.utf8), file: "new")
    else { return [] }
    return TraceDiff.differences(from: a, to: b)
  }

  /// Two hit maps' JSON, by what they mean.
  static func hitMaps(_ old: String, _ new: String) -> [String] {
    guard let a = try? HitMapReader.read(Data(old.utf8), file: "reference"),
      let b = try? HitMapReader.read(Data(new.utf8), file: "new")
    else { return [] }
    return HitMapDiff.differences(from: a, to: b)
  }

  /// Two event logs: the first line that differs, which is where the behaviour parted (the log
  /// holds no trace to compare by meaning).
  static func logs(_ old: String, _ new: String) -> [String] {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false)
    let common = min(a.count, b.count)
    guard
      let at = (0..<common).first(where: { a[$0] != b[$0] }) ?? (a.count == b.count ? nil : common)
    else { return [] }
    let was = at < a.count ? "`\(a[at])`" : "the end of the log"
    let now = at < b.count ? "`\(b[at])`" : "the end of the log"
    return ["the log parts at line \(at + 1): it was \(was), is now \(now)"]
  }
}
