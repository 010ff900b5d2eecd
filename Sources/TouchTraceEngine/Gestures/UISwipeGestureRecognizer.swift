import Foundation

/// UIKit's `UISwipeGestureRecognizer`: discrete. It recognizes when the touches travel far enough
/// (`TouchConstants.swipeDistance`) in an allowed `direction`, quickly enough
/// (`TouchConstants.swipeDuration`), mostly along that direction.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  public struct Direction: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1)
    public static let left = Direction(rawValue: 2)
    public static let up = Direction(rawValue: 4)
    public static let down = Direction(rawValue: 8)
  }

  public var direction: Direction = .right
  public var numberOfTouchesRequired = 1
  public var minimumDistance = TouchConstants.standard.swipeDistance
  public var maximumDuration = TouchConstants.standard.swipeDuration

  private var start: (point: CGPoint, time: Double)?

  open override var className: String { "UISwipeGestureRecognizer" }
  open override var settings: [String: Double] {
    [
      "direction": Double(direction.rawValue),
      "numberOfTouchesRequired": Double(numberOfTouchesRequired),
    ]
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if numberOfTouches > numberOfTouchesRequired { state = .failed }
    start = start ?? (location(in: nil), event.timestamp)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let start, numberOfTouches == numberOfTouchesRequired else { return }
    if event.timestamp - start.time > maximumDuration {
      state = .failed
      return
    }
    let p = location(in: nil)
    let (dx, dy) = (p.x - start.point.x, p.y - start.point.y)
    let along: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
    let distance = max(abs(dx), abs(dy))
    let across = min(abs(dx), abs(dy))
    guard distance >= minimumDistance else { return }
    state = direction.contains(along) && across <= distance / 2 ? .recognized : .failed
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    touchesMoved(touches, with: event)
    if state == .possible { state = .failed }
  }

  open override func reset() { start = nil }
}
