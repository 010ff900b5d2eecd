import TouchTraceEngine
import Yams

/// A scroll view's knobs, by UIKit's names (Apple, UIScrollView); nil leaves UIKit's default.
public struct ScrollViewKnobs: Sendable, Equatable {
  public var isScrollEnabled: Bool?
  public var bounces: Bool?
  public var alwaysBounceVertical: Bool?
  public var alwaysBounceHorizontal: Bool?
  public var isPagingEnabled: Bool?
  public var isDirectionalLockEnabled: Bool?
  /// `normal` or `fast` (Apple, UIScrollView.decelerationRate).
  public var decelerationRate: UIScrollView.DecelerationRate?
  public init() {}

  // Key paths are immutable values; Swift 6 does not yet see them as Sendable.
  nonisolated(unsafe) static let keys: [(String, WritableKeyPath<ScrollViewKnobs, Bool?>)] = [
    ("isScrollEnabled", \.isScrollEnabled), ("bounces", \.bounces),
    ("alwaysBounceVertical", \.alwaysBounceVertical),
    ("alwaysBounceHorizontal", \.alwaysBounceHorizontal),
    ("isPagingEnabled", \.isPagingEnabled),
    ("isDirectionalLockEnabled", \.isDirectionalLockEnabled),
  ]

  func apply(to scroll: UIScrollView, touchesShouldCancel: Bool?) {
    if let v = isScrollEnabled { scroll.isScrollEnabled = v }
    if let v = bounces { scroll.bounces = v }
    if let v = alwaysBounceVertical { scroll.alwaysBounceVertical = v }
    if let v = alwaysBounceHorizontal { scroll.alwaysBounceHorizontal = v }
    if let v = isPagingEnabled { scroll.isPagingEnabled = v }
    if let v = isDirectionalLockEnabled { scroll.isDirectionalLockEnabled = v }
    if let v = decelerationRate { scroll.decelerationRate = v }
    scroll.touchesShouldCancelAnswer = touchesShouldCancel
  }
}

extension SceneReader {
  /// The scroll view's knobs the view gives (`allowed`: the class has them; others were reported).
  func scrollKnobs(_ f: Fields, allowed: Set<String>) -> ScrollViewKnobs {
    var knobs = ScrollViewKnobs()
    for (key, path) in ScrollViewKnobs.keys where allowed.contains(key) {
      if let n = f[key] { knobs[keyPath: path] = r.bool(n, key) }
    }
    if allowed.contains("decelerationRate"), let n = f["decelerationRate"] {
      knobs.decelerationRate = r.choice(n, "decelerationRate", UIScrollView.DecelerationRate.self)
    }
    return knobs
  }
}
