import TouchTraceEngine
import TouchTraceTrace

/// A UIMenu as a scene gives it (a view's `contextMenu`, a button's `menu`).
public struct MenuSpec: Sendable, Equatable {
  public var title = ""
  public var children: [UIAction] = []
  public var location: SourceLocation?
  public init() {}

  /// The engine's menu.
  var menu: UIMenu { UIMenu(title: title, children: children) }
}

/// A UIAlertController as a scene gives it: `class: UIAlertController` with `preferredStyle`,
/// `title`, `message` and `actions`.
public struct AlertSpec: Sendable, Equatable {
  public var preferredStyle = UIAlertController.Style.alert
  public var message: String?
  public var actions: [UIAlertAction] = []
  public var location: SourceLocation?
  public init() {}
}
