import Foundation
import TouchTraceTrace

/// UIKit's `UIAlertAction`: a button of an alert (Apple, UIAlertAction.Style: `default`, `cancel`
/// "indicates the action cancels the operation and leaves things unchanged", `destructive`
/// "indicates the action might change or delete data"). Its handler is the app's closure: it is
/// logged as `ALERT handler TITLE`.
public struct UIAlertAction: Sendable, Equatable {
  public enum Style: String, Sendable, CaseIterable {
    case `default`, cancel, destructive
  }
  public var title: String
  public var style: Style

  public init(title: String, style: Style = .default) {
    self.title = title
    self.style = style
  }
}

/// UIKit's `UIAlertController`, presented by `present(_:animated:)` like any controller, on an
/// iPhone (compact width). Its views in the window (a Cycript `recursiveDescription` of an alert,
/// `UITransitionView` › `_UIAlertControllerView` › … `_UIDimmingKnockoutBackdropView`, in a public
/// iOS reverse-engineering note; the class names of today's UIKit, iOS 17 runtime headers):
///
///     UITransitionView                               ID.transitionView, filling the window
///       UIDimmingView                                ID.dimmingView
///       _UIAlertControllerView                       ID.view: the rounded panel, title, message
///         _UIAlertControllerInterfaceActionGroupView ID.actionGroupView
///           _UIInterfaceActionCustomViewRepresentationView   ID.action0, ID.action1…
///
/// The presenter's view stays in the window behind it (Apple: an alert is presented over the
/// current content). A tap on a button calls its handler and dismisses the alert. A tap outside an
/// alert does nothing: the dimming view covers the screen and no view of the app gets the touch.
/// An action sheet's dimming view has a tap recognizer (ID.dimmingView.tap): with a cancel action
/// it dismisses the sheet and calls that action's handler (see EngineRules, "Where Apple is
/// silent"). On an iPad an action sheet is a popover (UIAlertController+Popover.swift).
open class UIAlertController: UIViewController {
  public enum Style: String, Sendable, CaseIterable {
    case actionSheet, alert
  }
  public let preferredStyle: Style
  public var message: String?
  public private(set) var actions: [UIAlertAction] = []
  public let dimmingView: UIView
  let actionGroupView: UIView
  private(set) var actionViews: [AlertActionView] = []
  let dimmingTap: UIKitTapGestureRecognizer

  public init(id: String, title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    self.message = message
    dimmingView = GeneratedView(id: id + ".dimmingView", className: "UIDimmingView")
    actionGroupView = GeneratedView(
      id: id + ".actionGroupView", className: "_UIAlertControllerInterfaceActionGroupView")
    dimmingTap = UIKitTapGestureRecognizer(id: id + ".dimmingView.tap")
    super.init(id: id)
    self.title = title
    dimmingView.backgroundColor = "#00000066"
    // An action sheet's dimming tap: with a cancel action, a tap outside the sheet is that action.
    dimmingTap.whenTapped = { [weak self] event in
      guard let self, let cancel = self.cancelIndex else { return }
      self.choose(cancel, event.recorder)
    }
    if preferredStyle == .actionSheet { dimmingView.addGestureRecognizer(dimmingTap) }
    // In the transition view from the start, so a trace lists them before the alert shows.
    fullScreenTransitionView.addSubview(dimmingView)
    fullScreenTransitionView.addSubview(view)
  }

  open override var className: String { "UIAlertController" }

  open override func loadView() -> UIView {
    let panel = AlertControllerView(id: id + ".view")
    panel.alert = self
    panel.addSubview(actionGroupView)
    return panel
  }

  /// UIKit's `addAction(_:)`: a button, in the order added (a cancel action goes last, below).
  public func addAction(_ action: UIAlertAction) {
    let row = AlertActionView(id: id + ".action\(actions.count)")
    row.index = actions.count
    row.onChoose = { [weak self] in self?.choose($0, $1) }
    row.title = action.title
    row.actionStyle = action.style.rawValue
    actions.append(action)
    actionViews.append(row)
    actionGroupView.addSubview(row)
  }

  /// The index of the cancel action (Apple: "You can add only one action with this style").
  var cancelIndex: Int? { actions.firstIndex { $0.style == .cancel } }

  /// Puts the alert in `window` over its presenter.
  func install(in window: UIWindow) {
    let transition = fullScreenTransitionView
    transition.frame = window.bounds
    dimmingView.frame = CGRect(origin: .zero, size: window.bounds.size)
    layOut(in: window.bounds.size)
    window.addSubview(transition)
  }

  /// A button was tapped, or (an action sheet) the dimming view with a cancel action: the alert
  /// is dismissed, then the action's handler runs (`ALERT dismiss`, then `ALERT handler TITLE`).
  func choose(_ index: Int, _ recorder: TraceRecorder) {
    guard presentingViewController != nil, actions.indices.contains(index) else { return }
    dismiss(recorder)
    recorder.change("handler", id, objects: []) { $0.action = actions[index].title }
  }
}

/// UIKit's private `_UIAlertControllerView`: the panel (its title and message are recorded as
/// its `title` and `text`).
final class AlertControllerView: UIView {
  weak var alert: UIAlertController?
  override var className: String { "_UIAlertControllerView" }
  init(id: String) {
    super.init(id: id)
    isGenerated = true
    logs = false
  }
}

/// UIKit's private `_UIInterfaceActionCustomViewRepresentationView`: one button.
final class AlertActionView: ActionRowView {
  override var className: String { "_UIInterfaceActionCustomViewRepresentationView" }
}

extension UIAlertController {
  /// The panel and its buttons in a window of `size`. An alert sits in the middle, its buttons
  /// side by side when there are two (the cancel one on the left) and stacked otherwise (the
  /// cancel one last); an action sheet sits at the bottom, its cancel button apart below the
  /// others (device reports: enebin.medium.com, "SwiftUI: brief informations about Apple's alert
  /// window policy": "When there are 2 buttons, it's always located at the left side … If there're
  /// more than 2 buttons, it always goes to the bottommost part"; Apple's Human Interface
  /// Guidelines, Action sheets: "A Cancel button should appear at the bottom").
  func layOut(in size: CGSize) {
    let c = view.constants
    let header = (title ?? message) == nil ? 0 : c.alertHeaderHeight
    let others = actions.indices.filter { $0 != cancelIndex }
    let ordered = others + (cancelIndex.map { [$0] } ?? [])
    let width: Double
    var rows: [(index: Int, frame: CGRect)] = []
    if preferredStyle == .alert {
      width = min(c.alertWidth, Double(size.width))
      let h = c.alertActionHeight
      if actions.count == 2 {
        let pair = (cancelIndex.map { [$0] } ?? []) + others
        for (slot, index) in pair.enumerated() {
          rows.append(
            (index, CGRect(x: width / 2 * Double(slot), y: 0, width: width / 2, height: h)))
        }
      } else {
        for (slot, index) in ordered.enumerated() {
          rows.append((index, CGRect(x: 0, y: h * Double(slot), width: width, height: h)))
        }
      }
    } else {
      width = max(Double(size.width) - 2 * c.actionSheetMargin, 1)
      let h = c.actionSheetRowHeight
      for (slot, index) in others.enumerated() {
        rows.append((index, CGRect(x: 0, y: h * Double(slot), width: width, height: h)))
      }
      if let cancel = cancelIndex {
        let y = h * Double(others.count) + c.actionSheetMargin
        rows.append((cancel, CGRect(x: 0, y: y, width: width, height: h)))
      }
    }
    let groupHeight = rows.map { Double($0.frame.maxY) }.max() ?? 0
    let height = header + groupHeight
    let x = (Double(size.width) - width) / 2
    let y =
      preferredStyle == .alert
      ? (Double(size.height) - height) / 2
      : Double(size.height) - c.actionSheetMargin - height
    view.frame = CGRect(x: x, y: y, width: width, height: height)
    actionGroupView.frame = CGRect(x: 0, y: header, width: width, height: groupHeight)
    for row in rows { actionViews[row.index].frame = row.frame }
  }
}
