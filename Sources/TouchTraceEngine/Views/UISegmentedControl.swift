import Foundation

/// UIKit's `UISegmentedControl`: equal-width segments side by side (`segments`, their titles);
/// `selectedSegmentIndex` -1 (Apple's `noSegment`) until one is chosen. A touch that ends inside
/// on a segment other than the selected one selects it and sends `valueChanged` (since iOS 13 the
/// finger may slide along the control; the segment under it when it lifts is chosen).
open class UISegmentedControl: UIControl {
  public var segments: [String] = []
  public var selectedSegmentIndex = -1
  /// Apple, UISegmentedControl.isMomentary (default false): "If set to true, segments in the
  /// control do not show selected state and do not update the value of selectedSegmentIndex after
  /// tracking ends." Here the touched segment is selected while `valueChanged`'s actions run (so
  /// an action can read it), then the index goes back to -1 (`noSegment`; a second
  /// `valueChange` in the trace) so nothing shows selected — and every tap sends `valueChanged`,
  /// the same segment again too.
  public var isMomentary = false

  open override var className: String { "UISegmentedControl" }
  open override var primaryEvent: Event? { .valueChanged }

  /// The segment under a point, or nil when there are none.
  func segment(at p: CGPoint) -> Int? {
    guard !segments.isEmpty, bounds.width > 0 else { return nil }
    let i = Int(
      saturating: ((p.x - bounds.minX) / bounds.width * Double(segments.count)).rounded(.down))
    return min(max(i, 0), segments.count - 1)
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, case let p = touch.location(in: self), bounds.contains(p),
      let i = segment(at: p)
    else { return }
    changeValue(
      "selectedSegmentIndex", from: Double(selectedSegmentIndex), to: Double(i), with: event
    ) {
      selectedSegmentIndex = Int($0)
    }
    if isMomentary {
      selectedSegmentIndex = -1
      event?.recorder.valueChange(self, "selectedSegmentIndex", -1)
    }
  }

  /// Apple, "Interacting with other user interface controls" (UISegmentedControl is in the list).
  open override func gestureRecognizerShouldBegin(_ r: UIGestureRecognizer) -> Bool {
    !isAncestorsSingleTap(r)
  }
}

/// UIKit's `UIPageControl`: `numberOfPages` dots centred in a row, `currentPage` 0. Apple: "When
/// a user taps a page control to move to the next or previous page, the control sends the
/// valueChanged event" — a tap right of the current dot moves one page on, left of it one back.
open class UIPageControl: UIControl {
  public var numberOfPages = 0
  public var currentPage = 0

  open override var className: String { "UIPageControl" }
  open override var primaryEvent: Event? { .valueChanged }

  /// The centre of dot `page`, in the control's coordinates.
  public func dotCenter(_ page: Int) -> CGPoint {
    let offset = Double(page) - Double(numberOfPages - 1) / 2
    return CGPoint(x: bounds.midX + offset * constants.pageControlDotSpacing, y: bounds.midY)
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, numberOfPages > 1, case let p = touch.location(in: self), bounds.contains(p)
    else { return }
    let step = p.x > dotCenter(currentPage).x ? 1 : -1
    let page = min(max(currentPage + step, 0), numberOfPages - 1)
    changeValue("currentPage", from: Double(currentPage), to: Double(page), with: event) {
      currentPage = Int($0)
    }
  }

  /// Apple, "Interacting with other user interface controls" (UIPageControl is in the list).
  open override func gestureRecognizerShouldBegin(_ r: UIGestureRecognizer) -> Bool {
    !isAncestorsSingleTap(r)
  }
}
