import Foundation

/// UIKit's `UIRectEdge`: the edges of a rectangle (here, of the screen), by UIKit's raw values.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1)
  public static let left = UIRectEdge(rawValue: 2)
  public static let bottom = UIRectEdge(rawValue: 4)
  public static let right = UIRectEdge(rawValue: 8)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]

  /// The edges by name, in UIKit's order, for messages and traces.
  public static let named: [(name: String, edge: UIRectEdge)] = [
    ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
  ]
}

/// UIKit's `UIScreenEdgePanGestureRecognizer`: a pan that "only recognizes if the user slides
/// their finger in from the bezel on the specified edge" (UIKit's header), "panning gestures that
/// start near an edge of the screen" (Apple, UIScreenEdgePanGestureRecognizer).
///
/// How near, and in which directions, Apple does not say. UIKit's own defaults
/// (`_UIScreenEdgePanRecognizerEdgeSettings -setDefaultValues`, in decompiled UIKitCore published
/// in public repositories) are the engine's: a touch counts when it begins within
/// `TouchConstants.screenEdgeRegionSize` (13 pt) of one of `edges`, the pan begins after
/// `screenEdgePanHysteresis` (15 pt), and only while the finger moves within
/// `screenEdgePanAngleWindow` (155°) around the direction away from that edge. A touch that
/// begins anywhere else never reaches the recognizer (UIKit asks `_shouldTryToBeginWithEvent:`
/// before it hands the event over), so it neither logs nor holds anything back there.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// Apple: "the edges where the gesture can start"; UIKit's default is none (it never begins).
  public var edges: UIRectEdge = []
  /// How far from the screen's edge a touch may begin (points); nil: the app's
  /// `screenEdgeRegionSize`, or a part of the screen's width on an iPhone with rounded corners
  /// (`UIDevice.screenEdgeRegionSize(screen:constants:)`).
  public var edgeRegionSize: Double?
  /// The widest angle (radians) around the direction away from the edge the drag may go in; nil:
  /// the app's `screenEdgePanAngleWindow`.
  public var angleWindow: Double?
  /// The edge the tracked touch began at.
  public private(set) var touchedEdge: UIRectEdge = []

  public override init(id: String, target: UIResponder? = nil, action: String? = nil) {
    super.init(id: id, target: target, action: action)
    hysteresis = TouchConstants.standard.screenEdgePanHysteresis
  }

  open override var className: String { "UIScreenEdgePanGestureRecognizer" }
  open override var settings: [String: Double] {
    var out = super.settings
    out["edges"] = Double(edges.rawValue)
    return out
  }

  /// Only a touch that begins near one of `edges` of the screen; further touches once it tracks
  /// one are ignored (Apple: "This gesture recognizer ignores any touches beyond the first
  /// touch").
  override func shouldTryToBegin(with touch: UITouch) -> Bool {
    guard super.shouldTryToBegin(with: touch), trackedTouches.isEmpty else { return false }
    let edge = edge(of: touch)
    guard !edge.isEmpty else { return false }
    touchedEdge = edge
    return true
  }

  /// The edges of `edges` the touch began near, in screen coordinates.
  func edge(of touch: UITouch) -> UIRectEdge {
    guard let window = touch.window else { return [] }
    let p = window.convertToScreen(touch.location(in: nil))
    let screen = window.application?.screen ?? window.bounds.size
    let device = window.application?.device ?? .standard
    let d = edgeRegionSize ?? device.screenEdgeRegionSize(screen: screen, constants: constants)
    var out: UIRectEdge = []
    if p.y <= d { out.insert(.top) }
    if p.x <= d { out.insert(.left) }
    if p.y >= Double(screen.height) - d { out.insert(.bottom) }
    if p.x >= Double(screen.width) - d { out.insert(.right) }
    return out.intersection(edges)
  }

  /// The drag must go away from the edge it began at, within the angle window.
  open override func canBegin() -> Bool {
    let m = movement
    let length = hypot(m.x, m.y)
    guard length > 0 else { return false }
    return UIRectEdge.named.contains { named in
      guard touchedEdge.contains(named.edge) else { return false }
      let inward = Self.inward(named.edge)
      let cosine = (m.x * inward.x + m.y * inward.y) / length
      return cosine >= cos((angleWindow ?? constants.screenEdgePanAngleWindow) / 2)
    }
  }

  override var cannotBeginReason: String? {
    "the drag does not move away from the edge it began at"
  }

  /// The direction away from an edge, into the screen.
  static func inward(_ edge: UIRectEdge) -> CGPoint {
    switch edge {
    case .top: CGPoint(x: 0, y: 1)
    case .bottom: CGPoint(x: 0, y: -1)
    case .left: CGPoint(x: 1, y: 0)
    default: CGPoint(x: -1, y: 0)
    }
  }

  open override func reset() {
    super.reset()
    touchedEdge = []
  }
}
