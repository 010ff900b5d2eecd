import Foundation

/// UIKit's `UISearchBar`: a plain view (Apple: "class UISearchBar : UIView") holding the text field
/// UIKit makes, its `searchTextField` (a `UISearchTextField`, id `BAR.searchTextField`; Apple,
/// UISearchBar.searchTextField), and with `showsCancelButton` a Cancel button at its trailing end
/// (`BAR.cancelButton`, `cancelButtonWidth` wide). A tap on the field makes the field first
/// responder, as any text field (`becomeFirstResponder`, `editingDidBegin`), and the `delegate`
/// hears `searchBarTextDidBeginEditing`; a tap on Cancel tells the delegate
/// `searchBarCancelButtonClicked` and nothing else: the bar does not resign its field itself
/// (Apple, searchBarCancelButtonClicked(_:): "Tells the delegate that the cancel button was
/// tapped"; "Typically, you implement this method to dismiss the search bar"). What the delegate
/// then does is the scene's `navigation`.
open class UISearchBar: UIView {
  public let searchTextField: UISearchTextField
  public let cancelButton: UISearchBarCancelButton
  /// The responder that gets UISearchBarDelegate's calls, logged under its id.
  public weak var delegate: UIResponder?
  /// The search controller that made this bar (UISearchController.swift): it hears the bar's
  /// events after the bar's delegate, as UIKit's `_searchController` does.
  public internal(set) weak var searchController: UISearchController?
  /// Apple, showsCancelButton: default false.
  public var showsCancelButton = false {
    didSet { layOutField() }
  }
  public var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }
  public var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  public override init(id: String, frame: CGRect = .zero) {
    searchTextField = UISearchTextField(id: id + ".searchTextField")
    cancelButton = UISearchBarCancelButton(id: id + ".cancelButton")
    super.init(id: id, frame: frame)
    addSubview(searchTextField)
    layOutField()
  }

  open override var className: String { "UISearchBar" }

  public override var bounds: CGRect {
    didSet { layOutField() }
  }

  /// The field inside the bar's 8 pt margins (UIKit's layout margins), 36 pt tall and centred
  /// (the field's height in iOS 13 and later dumps); the Cancel button, when shown, at the trailing
  /// end, the field shortened to make room.
  private func layOutField() {
    let margin = 8.0
    let cancel = showsCancelButton ? constants.searchBarCancelButtonWidth : 0
    let height = min(36, bounds.height)
    searchTextField.frame = CGRect(
      x: margin, y: (bounds.height - height) / 2,
      width: max(0, bounds.width - 2 * margin - cancel), height: height)
    if showsCancelButton {
      cancelButton.frame = CGRect(
        x: bounds.width - margin - cancel, y: 0, width: cancel, height: bounds.height)
      if cancelButton.superview !== self { addSubview(cancelButton) }
    } else {
      cancelButton.removeFromSuperview()
    }
  }

  /// The navigation bar that shows this bar (a navigation item's search controller's).
  var navigationBarHost: UINavigationBar? { superview as? UINavigationBar }

  /// A UISearchBarDelegate call, logged `DELEGATE method BAR`.
  func tellDelegate(_ method: String, with event: UIEvent?) {
    guard let delegate else { return }
    event?.recorder.controllerDelegateCall(delegate, method, about: id, answer: nil)
    delegate.performNavigation(for: method, event?.recorder)
  }
}

/// UIKit's `UISearchTextField` (iOS 13 and later; `UISearchBarTextField` before): the search
/// bar's text field, a `UITextField` that also tells the bar's delegate it began editing.
public final class UISearchTextField: UITextField {
  override init(id: String, frame: CGRect = .zero) {
    super.init(id: id, frame: frame)
    isGenerated = true
    logs = false
  }

  public override var className: String { "UISearchTextField" }

  public override func didBecomeFirstResponder(with event: UIEvent?) {
    super.didBecomeFirstResponder(with: event)
    guard let bar = superview as? UISearchBar else { return }
    bar.tellDelegate("searchBarTextDidBeginEditing", with: event)
    bar.searchController?.searchBarTextDidBeginEditing(with: event)
  }

  /// Apple, UISearchBarDelegate.searchBarTextDidEndEditing(_:): "Tells the delegate that the user
  /// finished editing the search text."
  public override func didResignFirstResponder(with event: UIEvent?) {
    super.didResignFirstResponder(with: event)
    (superview as? UISearchBar)?.tellDelegate("searchBarTextDidEndEditing", with: event)
  }
}

/// The search bar's Cancel button (a `UINavigationButton` in UIKit's dumps): a tap that ends
/// inside tells the bar's delegate `searchBarCancelButtonClicked`.
public final class UISearchBarCancelButton: UIButton {
  override init(id: String, frame: CGRect = .zero) {
    super.init(id: id, frame: frame)
    isGenerated = true
    logs = false
    title = "Cancel"
  }

  public override var className: String { "UINavigationButton" }

  public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, bounds.contains(touch.location(in: self)) else { return }
    guard let bar = superview as? UISearchBar else { return }
    bar.tellDelegate("searchBarCancelButtonClicked", with: event)
    // The decompile's `-_searchBarCancelButtonClicked:`: the search controller dismisses.
    bar.searchController?.dismissPresentation(with: event)
  }
}
