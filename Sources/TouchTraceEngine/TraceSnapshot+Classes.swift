import Foundation
import TouchTraceTrace

/// The trace fields of UIKit's everyday classes (the issue-9 contract), each set only on the
/// classes that have it.
extension TraceSnapshot {
  static func classProperties(of v: UIView, into o: inout TraceObject) {
    switch v {
    case let b as UIButton: o.title = b.title
    case let s as UISwitch: o.isOn = s.isOn
    // isContinuous, wraps, isMomentary only when not UIKit's default, so older traces stay as
    // they were.
    case let s as UISlider:
      (o.value, o.minimumValue, o.maximumValue) = (s.value, s.minimumValue, s.maximumValue)
      o.isContinuous = s.isContinuous ? nil : false
    case let s as UIStepper:
      (o.value, o.minimumValue, o.maximumValue) = (s.value, s.minimumValue, s.maximumValue)
      o.stepValue = s.stepValue
      o.isContinuous = s.isContinuous ? nil : false
      o.wraps = s.wraps ? true : nil
    case let s as UISegmentedControl:
      o.segments = s.segments
      o.selectedSegmentIndex = s.selectedSegmentIndex
      o.isMomentary = s.isMomentary ? true : nil
    case let c as UIPageControl:
      o.numberOfPages = c.numberOfPages
      o.currentPage = c.currentPage
    case let t as UITextField:
      o.text = t.text
      o.placeholder = t.placeholder
    case let l as UILabel: o.text = l.text
    case let c as UICell: o.indexPath = c.indexPath
    case let s as UIStackView:
      o.axis = s.axis.rawValue
      o.spacing = s.spacing
      o.distribution = s.distribution.rawValue
      o.alignment = s.alignment.rawValue
    case let b as UITabBarButton:
      // Apple (UIViewController.title): the tab bar item shows the tab's controller's title.
      o.title = b.controller.flatMap {
        $0.viewControllers.indices.contains(b.index) ? $0.viewControllers[b.index].title : nil
      }
    case let bar as UINavigationBarView: o.title = bar.title
    default: break
    }
    if let t = v as? UITextView { o.text = t.text }
    // Scroll views made by the issue-9 classes record their content size; a plain UIScrollView's
    // trace stays as it was.
    if let list = v as? UIScrollView, !(type(of: list) == UIScrollView.self) {
      o.contentSize = Size(list.contentSize.width, list.contentSize.height)
    }
  }
}
