import Foundation

/// UIKit's `UIImageView`: like UILabel, it starts with `isUserInteractionEnabled` false (Apple).
open class UIImageView: UIView {
  public override init(id: String, frame: CGRect = .zero) {
    super.init(id: id, frame: frame)
    isUserInteractionEnabled = false
  }
  open override var className: String { "UIImageView" }
}
