import Foundation

/// UIKit's `UILabel`: "the default value of isUserInteractionEnabled is false" (Apple), so
/// hit-testing passes over it to the views behind.
open class UILabel: UIView {
  public var text: String?
  public override init(id: String, frame: CGRect = .zero) {
    super.init(id: id, frame: frame)
    isUserInteractionEnabled = false
  }
  open override var className: String { "UILabel" }
}
