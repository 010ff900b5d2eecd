import Foundation
import TouchTraceTrace

/// The trace fields of UIKit's everyday classes: each declared key records itself (`ViewKeys`),
/// then the views UIKit makes record what they show.
extension TraceSnapshot {
  static func classProperties(of v: UIView, into o: inout TraceObject) {
    for record in ViewKeys.records(for: v) { record(v, &o) }
    switch v {
    case let b as UITabBarButton:
      // Apple (UIViewController.title): the tab bar item shows the tab's controller's title.
      o.title = b.controller.flatMap {
        $0.viewControllers.indices.contains(b.index) ? $0.viewControllers[b.index].title : nil
      }
    // A large title shows under the bar's row instead of in it (UINavigationBar.swift).
    case let bar as UINavigationBar: o.title = bar.showsLargeTitle ? nil : bar.title
    case let large as UINavigationBarLargeTitleView: o.title = large.title
    // A menu's rows and an alert's buttons: their action's title and style (UIMenu.swift,
    // UIAlertController.swift); an alert's panel: its title and message.
    case let row as ActionRowView: (o.title, o.actionStyle) = (row.title, row.actionStyle)
    // A popover's chrome: where its arrow is (UIKit's arrowDirection and arrowOffset).
    case let chrome as PopoverChromeView:
      (o.arrowDirection, o.arrowOffset) = (chrome.arrowDirection.rawValue, chrome.arrowOffset)
    case let panel as AlertControllerView:
      (o.title, o.text) = (panel.alert?.title, panel.alert?.message)
    // A row's editing control draws as its style (TableEditing.swift).
    case let control as UITableViewCellEditControl: o.editingStyle = control.style.rawValue
    default: break
    }
    // Scroll views made by the issue-9 classes record their content size; a plain UIScrollView's
    // trace stays as it was.
    if let list = v as? UIScrollView, !(type(of: list) == UIScrollView.self) {
      o.contentSize = Size(list.contentSize.width, list.contentSize.height)
    }
  }
}
