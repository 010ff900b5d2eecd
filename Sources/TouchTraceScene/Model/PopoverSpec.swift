import TouchTraceEngine
import TouchTraceTrace

/// A presented controller's `popoverPresentationController:` (UIPopoverPresentationController's
/// properties by their Swift names; views by id) and its delegate's fixed answers.
public struct PopoverSpec: Sendable, Equatable {
  /// The id of the view the popover points at, and the rectangle in it (nil: its bounds).
  public var sourceView: String?
  public var sourceRect: Rect?
  /// The id of the bar button item the popover points at instead (UIPopoverPresentationController
  /// .barButtonItem).
  public var barButtonItem: String?
  public var permittedArrowDirections: [UIPopoverArrowDirection] = UIPopoverArrowDirection.allCases
  /// Ids of the views a touch outside the popover reaches instead of dismissing it.
  public var passthroughViews: [String] = []
  /// The id of the responder that is the presentation controller's delegate.
  public var delegate: String?
  /// Its `presentationControllerShouldDismiss(_:)`; nil: not implemented.
  public var presentationControllerShouldDismiss: Bool?
  /// Its `adaptivePresentationStyle(for:traitCollection:)`; nil: not implemented.
  public var adaptivePresentationStyle: UIModalPresentationStyle?
  public var location: SourceLocation?
  public init() {}
}
