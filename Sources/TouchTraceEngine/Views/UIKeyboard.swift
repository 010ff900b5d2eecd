import Foundation

/// The software keyboard's window, as UIKit names it. Apps that reach for the keyboard's view walk
/// `UIRemoteKeyboardWindow` → `UIInputSetContainerView` → `UIInputSetHostView`
/// (github.com/n-studio/BetterKeyboardSDK, Pod/Classes/UIViewController+extension.swift;
/// shion-skgw/LSPClient, Common/Extension/UIApplication.swift). It sits above the app's windows,
/// so a touch on the keyboard goes to the keyboard and never to the app (Apple, UIWindow.Level:
/// higher levels are in front; WWDC 2023 "Keep up with the keyboard": on iOS 17 the keyboard runs
/// in its own process). TouchTrace gives the window the keyboard's frame rather than the screen's:
/// UIKit's container passes touches above the keyboard through, so what it hit-tests is the same.
/// UIKit's views print nothing (`logs` false), as on a device, where the app never hears of a key.
open class UIRemoteKeyboardWindow: UIWindow {
  /// `UIInputSetHostView`: the keyboard and, above it, the first responder's
  /// `inputAccessoryView`.
  public let inputSetHostView: UIView
  /// The keys (`UIKeyboard`, the class of UIKit's keyboard view before iOS 17).
  public let keyboard: UIKeyboard
  /// Set while one responder hands first responder to another: the keyboard stays up.
  var isHandingOver = false

  /// A hidden keyboard window at the bottom of a screen of `screen` size, `height` points tall.
  public init(id: String = "UIRemoteKeyboardWindow", screen: CGSize, height: Double) {
    let frame = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
    inputSetHostView = UIView(
      id: "UIInputSetHostView", frame: CGRect(origin: .zero, size: frame.size))
    inputSetHostView.customClassName = "UIInputSetHostView"
    keyboard = UIKeyboard(id: "UIKeyboard", frame: inputSetHostView.bounds)
    // The light keyboard's grey, so what lies under it reads as covered.
    keyboard.backgroundColor = "#D1D3D9FF"
    super.init(id: id, frame: frame)
    windowLevel = Self.level
    isHidden = true
    addSubview(inputSetHostView)
    inputSetHostView.addSubview(keyboard)
    for view in subtree { view.logs = false }
  }

  open override var className: String { "UIRemoteKeyboardWindow" }

  /// Above the status bar (1000) and alerts (2000): UIKit does not document the keyboard window's
  /// level, only that it covers the app; what matters here is that it is frontmost.
  public static let level = 10_000_000.0

  /// The keyboard is up for text input (`UIKeyInput`: UITextField, UITextView): Apple, "Managing
  /// the keyboard": "When the user taps a text field or text view, the system shows the keyboard",
  /// and it goes away when that object resigns first responder.
  static func bringsUpKeyboard(_ responder: UIResponder?) -> Bool {
    responder is UITextField || responder is UITextView
  }

  /// Shows or hides the keyboard after the first responder changed.
  func firstResponderChanged(from old: UIResponder?, to new: UIResponder?, with event: UIEvent?) {
    guard !isHandingOver else { return }
    let wanted = Self.bringsUpKeyboard(new)
    let accessory = wanted ? Self.accessory(of: new) : nil
    guard wanted == isHidden || accessory !== shownAccessory else { return }
    isHidden = !wanted
    let removed = shownAccessory.map { $0 === accessory ? [] : $0.subtree } ?? []
    show(accessory)
    let who = wanted ? new : old
    let name = wanted ? "keyboardWillShow" : "keyboardWillHide"
    event?.recorder.change(
      name, who?.id ?? id, objects: TraceSnapshot.objects(of: subtree + removed, recognizers: [])
    ) {
      let n = EventLog.number
      $0.assigned = "(\(n(frame.minX)), \(n(frame.minY)), \(n(frame.width)), \(n(frame.height)))"
    }
  }

  /// The first responder's `inputAccessoryView` (Apple, UIResponder.inputAccessoryView: "The
  /// custom input accessory view to display when the responder becomes the first responder").
  static func accessory(of responder: UIResponder?) -> UIView? {
    (responder as? UITextField)?.inputAccessoryView
      ?? (responder as? UITextView)?.inputAccessoryView
  }

  /// The accessory shown on top of the keys, in the host view (Apple, UITextField's
  /// inputAccessoryView: "causes that view to be displayed above the standard system keyboard"):
  /// the window grows upward by its height.
  private(set) weak var shownAccessory: UIView?

  private func show(_ accessory: UIView?) {
    shownAccessory?.removeFromSuperview()
    shownAccessory = accessory
    let keys = keyboard.frame.height
    let extra = accessory?.frame.height ?? 0
    let bottom = frame.maxY
    frame = CGRect(
      x: frame.minX, y: bottom - keys - extra, width: frame.width, height: keys + extra)
    inputSetHostView.frame = CGRect(origin: .zero, size: frame.size)
    keyboard.frame = CGRect(x: 0, y: extra, width: frame.width, height: keys)
    guard let accessory else { return }
    accessory.frame = CGRect(x: 0, y: 0, width: frame.width, height: extra)
    inputSetHostView.addSubview(accessory)
  }

  /// The Return key was tapped: the first responder, when it is a text field, hears of it.
  func returnKeyTapped(with event: UIEvent?) {
    (application?.firstResponder as? UITextField)?.returnKeyPressed(with: event)
  }
}

/// The keys. Its touches stop here: they are the keyboard's, not the app's (the window has no
/// next responder in the app's chain that would hear of them on a device).
open class UIKeyboard: UIView {
  /// The Return key, at the right of the bottom row (`UIKBKeyView`).
  public let returnKey: UIKeyboardReturnKey

  public override init(id: String, frame: CGRect = .zero) {
    returnKey = UIKeyboardReturnKey(id: id + ".returnKey")
    super.init(id: id, frame: frame)
    addSubview(returnKey)
    layoutReturnKey()
  }

  open override var className: String { "UIKeyboard" }

  /// The Return key's frame: the bottom of four rows of keys, `keyboardReturnKeyWidth` wide at the
  /// right, above the bottom safe area of phones without a home button (the keys take the top
  /// `keyboardKeysHeight` of the keyboard; federicabenacquista.medium.com, "List of the official
  /// iOS keyboards' heights": "the view that contains the letters is always of the same size").
  func layoutReturnKey(
    keysHeight: Double = TouchConstants.standard.keyboardKeysHeight,
    width: Double = TouchConstants.standard.keyboardReturnKeyWidth
  ) {
    let keys = min(keysHeight, bounds.height)
    let row = keys / 4
    returnKey.frame = CGRect(
      x: max(0, bounds.width - width), y: keys - row, width: min(width, bounds.width), height: row)
  }

  override func passToNext(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
    event?.recorder.chainStopped(at: self, reason: "keyboard")
  }
}

/// The Return key: a touch that ends on it presses it.
open class UIKeyboardReturnKey: UIView {
  open override var className: String { "UIKBKeyView" }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if touches.contains(where: { bounds.contains($0.location(in: self)) }) {
      (window as? UIRemoteKeyboardWindow)?.returnKeyTapped(with: event)
    }
    super.touchesEnded(touches, with: event)
  }
}

extension UIApplication {
  /// The software keyboard's window, when the scene has one.
  public var keyboardWindow: UIRemoteKeyboardWindow? {
    windows.lazy.compactMap { $0 as? UIRemoteKeyboardWindow }.first
  }

  /// Gives the app a software keyboard of `height` points (a hidden window until a text input
  /// becomes first responder). Without one, the app models a device with a hardware keyboard
  /// attached, where UIKit shows none (the Simulator's default, I/O ▸ Keyboard ▸ Connect Hardware
  /// Keyboard).
  @discardableResult
  public func addSoftwareKeyboard(height: Double? = nil) -> UIRemoteKeyboardWindow {
    if let keyboardWindow { return keyboardWindow }
    let window = UIRemoteKeyboardWindow(
      screen: screenSize, height: height ?? constants.keyboardHeight)
    window.keyboard.layoutReturnKey(
      keysHeight: constants.keyboardKeysHeight, width: constants.keyboardReturnKeyWidth)
    addWindow(window)
    return window
  }
}
