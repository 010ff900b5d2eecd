import TouchTraceTrace

/// The steps that change the scene while it plays (`set`, `add`, `remove`): what the app's code
/// does between touches or during one.
public struct ChangeStep: Sendable, Equatable {
  public enum Action: Sendable, Equatable {
    /// `set: {id, <property>: value…}`: properties of a view, or a recognizer's `isEnabled`.
    case set(id: String, [Setting])
    /// `add: {to, index, view}`: `addSubview`, or `insertSubview(_:at:)` with an index.
    case add(to: String, index: Int?, view: ViewSpec)
    /// `remove: id`: `removeFromSuperview`.
    case remove(id: String)
  }
  public var action: Action
  /// Seconds from the start of the last step before it that takes time; nil: when the steps
  /// before it are done.
  public var at: Double?
  public var location: SourceLocation?
  public init(_ action: Action, at: Double? = nil, location: SourceLocation? = nil) {
    self.action = action
    self.at = at
    self.location = location
  }
}

/// One property a `set` step assigns, by UIKit's name.
public enum Setting: Sendable, Equatable {
  /// isHidden, isUserInteractionEnabled, isEnabled, isMultipleTouchEnabled, isExclusiveTouch,
  /// clipsToBounds.
  case flag(String, Bool)
  case alpha(Double)
  /// nil: `backgroundColor: null`, no colour.
  case backgroundColor(Color?)
  case frame(Rect)
  case center(Point)
  case transform(TransformSpec)

  public var name: String {
    switch self {
    case .flag(let name, _): name
    case .alpha: "alpha"
    case .backgroundColor: "backgroundColor"
    case .frame: "frame"
    case .center: "center"
    case .transform: "transform"
    }
  }
}
