import Foundation

/// A tap UIKit installs for itself (a dimming view's, a sheet grabber's): its class is private,
/// so it is reported as the public `UITapGestureRecognizer` and behaves as a single tap. When it
/// recognizes, its owner's `whenTapped` runs at the end of the run-loop turn, as an action would
/// (after the recognizer's own lines). The owner captures itself weakly in `whenTapped`.
final class UIKitTapGestureRecognizer: UITapGestureRecognizer {
  /// What the tap does, given the event it ended in.
  var whenTapped: ((UIEvent) -> Void)?

  override var className: String { "UITapGestureRecognizer" }

  override func stateChanged(from old: State) {
    guard currentState == .ended, let whenTapped, let event = arbiter?.event else { return }
    event.recorder.clock.atEndOfTurn { whenTapped(event) }
  }
}
