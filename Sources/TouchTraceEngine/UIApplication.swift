import Foundation

/// UIKit's `UIApplication`: takes touches from the screen to the key window. Its next responder is
/// the app delegate, when that is a responder (seed 004, rule 5; seed 000's chain
/// "UIView->ViewController->UIWindow->UIApplication->AppDelegate").
open class UIApplication: UIResponder {
  public let delegate: UIResponder?
  /// The numbers UIKit does not document, as this app's scene sets them; views reach them through
  /// their window (`UIView.constants`).
  public var constants = TouchConstants.standard
  public var keyWindow: UIWindow? {
    didSet { keyWindow?.application = self }
  }

  public init(id: String = "UIApplication", delegate: UIResponder? = ApplicationDelegate()) {
    self.delegate = delegate
    super.init(id: id)
  }

  open override var className: String { "UIApplication" }
  open override var next: UIResponder? { delegate }

  open func sendEvent(_ event: UIEvent) {
    keyWindow?.sendEvent(event)
  }
}

/// The app delegate of Xcode's templates: a `UIResponder` conforming to `UIApplicationDelegate`,
/// the last responder of the chain.
open class ApplicationDelegate: UIResponder {
  public override init(id: String = "AppDelegate") { super.init(id: id) }
  open override var className: String { "AppDelegate" }
}
