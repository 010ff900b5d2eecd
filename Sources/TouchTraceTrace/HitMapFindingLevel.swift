/// How suspicious a hit map's finding is, said first in its sentence ("likely bug: button62: …"):
/// the map lists the likely bugs first, then what to check, then what is expected (content
/// scrolled under an opaque bar), so on a real screen the overlay nobody sees comes before the
/// rows under the navigation bar (issue 36).
public enum HitMapFindingLevel: String, Sendable, CaseIterable, Comparable {
  /// A near-invisible or clear view takes the touches, a part lies outside a superview that does
  /// not clip, or an ancestor has no size or user interaction off.
  case likelyBug = "likely bug"
  /// Covered by a view that is seen (a control partly under another), or smaller than Apple's
  /// minimum target.
  case check
  /// Content inside a scroll view, covered by an opaque view outside it: a bar it scrolled under.
  case expected

  public static func < (a: Self, b: Self) -> Bool { a.order < b.order }

  private var order: Int {
    switch self {
    case .likelyBug: 0
    case .check: 1
    case .expected: 2
    }
  }

  /// The level a finding's sentence starts with; nil for a sentence without one (an older map).
  public static func of(_ finding: String) -> HitMapFindingLevel? {
    allCases.first { finding.hasPrefix($0.rawValue + ": ") }
  }

  /// The sentence with this level first.
  public func said(_ sentence: String) -> String { rawValue + ": " + sentence }
}
