import Foundation
import TouchTraceTrace

/// The sheet's pan on its `UIDropShadowView` (UIKit's class is private): a vertical drag moves the
/// sheet; let go, it rests at the nearest detent, or is dismissed when let go far enough below its
/// smallest one (`TouchConstants.sheetDismissFraction`), judged where the finger's speed at lift
/// would carry it (`TouchConstants.releaseProjectionRate`): a flick down dismisses from higher up,
/// a flick up reaches the larger detent. A form sheet centred on an iPad follows a drag down
/// the same way and, let go, is dismissed or goes back to the middle (device reports:
/// codemia.io, "In iOS, how to drag down to dismiss a modal?": "If you present a view controller
/// with .pageSheet or .formSheet, iOS typically handles the drag-down dismissal gesture for you";
/// the Iconfactory, "The Swipe Stuff", 2019: "swipe down and easily dismiss from anywhere in the
/// panel"; how far is EngineRules' choice, as for a bottom sheet).
final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
  weak var sheet: UISheetPresentationController?
  private var startTop = 0.0

  override var className: String { "UIPanGestureRecognizer" }

  /// Only a drag that is more vertical than horizontal moves a sheet.
  override func canBegin() -> Bool { abs(movement.y) >= abs(movement.x) }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard isActive, let sheet else { return }
    // It goes no higher than its largest detent, or a centred one than the middle.
    let highest = sheet.restingTop(of: sheet.largestDetent)
    sheet.moveSheet(toTop: max(startTop + Double(translation.y), highest))
  }

  override func stateChanged(from old: State) {
    guard let sheet, let recorder = arbiter?.event?.recorder else { return }
    switch currentState {
    case .began: startTop = Double(sheet.dropShadowView.frame.minY)
    // It rests once the pan has ended, at the next turn of the run loop, as its action would,
    // where the finger's speed at lift would carry it.
    case .ended:
      let speed = Double(velocity(in: nil).y)
      recorder.clock.atEndOfTurn { sheet.settle(recorder, movingAt: speed) }
    case .cancelled: sheet.place(at: sheet.currentDetent)
    default: break
    }
  }
}

extension UISheetPresentationController {
  /// The finger left the sheet at its current height, moving `speed` points per second down:
  /// dismiss, or rest at the detent nearest where that speed would carry it (Apple, WWDC 2018
  /// "Designing Fluid Interfaces": pick the target nearest the projected position).
  func settle(_ recorder: TraceRecorder, movingAt speed: Double = 0) {
    let sheetTop =
      Double(dropShadowView.frame.minY)
      + projectedDistance(speed, rate: constants.releaseProjectionRate)
    let smallestTop = restingTop(of: smallestDetent)
    let height = Double(containerView.bounds.height)
    if sheetTop > smallestTop + (height - smallestTop) * constants.sheetDismissFraction {
      if !attemptDismissal(recorder) { place(at: currentDetent) }
      return
    }
    // A centred sheet has no detents to choose among: back to the middle.
    if isCentred { return placeCentred() }
    let nearest = detents.min { abs(top(of: $0) - sheetTop) < abs(top(of: $1) - sheetTop) }
    select(nearest ?? currentDetent, recorder)
  }

  /// Rests at `detent`; a new one is recorded as the change it is, and the delegate hears of it
  /// (UISheetPresentationControllerDelegate).
  func select(_ detent: Detent, _ recorder: TraceRecorder) {
    let changed = detent != currentDetent
    selectedDetentIdentifier = detent.identifier
    place(at: detent)
    guard changed else { return }
    recorder.change(
      "set", presentedViewController.id,
      objects: TraceSnapshot.objects(of: views, recognizers: [])
    ) {
      $0.property = "selectedDetentIdentifier"
      $0.assigned = detent.rawValue
    }
    delegateCall("sheetPresentationControllerDidChangeSelectedDetentIdentifier", recorder)
  }

  /// The detent a tap on the grabber moves the sheet to: the next larger one, or from the
  /// largest the smallest.
  var detentAfterGrabberTap: Detent {
    let ordered = detentsByHeight
    guard let index = ordered.firstIndex(of: currentDetent), index + 1 < ordered.count else {
      return ordered.first ?? currentDetent
    }
    return ordered[index + 1]
  }

  /// Whether a drag that `scrollView` (in this sheet) would scroll moves the sheet instead: a
  /// vertical drag on content scrolled to its top, down (the sheet follows the finger), or up
  /// while the sheet can grow (Apple, prefersScrollingExpandsWhenScrolledToEdge: "scrolling up in
  /// the sheet increases its detent instead of scrolling the sheet's content").
  func takesDrag(from scrollView: UIScrollView, _ movement: CGPoint) -> Bool {
    guard abs(movement.y) > abs(movement.x), scrollView.contentOffset.y <= 0 else { return false }
    if movement.y > 0 { return true }
    return !isCentred && prefersScrollingExpandsWhenScrolledToEdge
      && height(of: currentDetent) < height(of: largestDetent)
  }
}

extension UIScrollView {
  /// The sheet this scroll view is in, when its drag `movement` belongs to the sheet's pan.
  func sheetTakesDrag(_ movement: CGPoint) -> Bool {
    var view = superview
    while let v = view {
      for case let pan as SheetPanGestureRecognizer in v.gestureRecognizers {
        return pan.isEnabled && pan.sheet?.takesDrag(from: self, movement) == true
      }
      view = v.superview
    }
    return false
  }
}
