import TouchTraceEngine
import TouchTraceTrace

/// A presented controller's `sheetPresentationController:` (UISheetPresentationController's
/// properties by their Swift names) and its delegate's fixed answer.
public struct SheetSpec: Sendable, Equatable {
  public typealias Detent = UISheetPresentationController.Detent
  public var detents: [Detent] = [.large]
  /// Detent identifiers: `medium`, `large` or a custom detent's.
  public var selectedDetentIdentifier: String?
  public var largestUndimmedDetentIdentifier: String?
  public var prefersGrabberVisible = false
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  /// The id of the responder that is the presentation controller's delegate.
  public var delegate: String?
  /// Its `presentationControllerShouldDismiss(_:)`; nil: not implemented.
  public var presentationControllerShouldDismiss: Bool?
  public var location: SourceLocation?
  public init() {}
}
