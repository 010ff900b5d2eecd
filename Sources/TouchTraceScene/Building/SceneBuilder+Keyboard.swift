import TouchTraceEngine

extension SceneBuilder {
  /// UIKit's own windows, frontmost, when the scene asks for them; the accessory views wait, in
  /// no window, until their text input brings up the keyboard (listed from the start in the trace,
  /// as views an `add` step adds).
  func addSystemUI(_ spec: ApplicationSpec, to app: UIApplication) {
    if spec.softwareKeyboard { app.addSoftwareKeyboard() }
    if spec.statusBar { app.addStatusBar() }
    app.viewsToAdd += inputAccessoryViews
  }

  /// A text input's `inputAccessoryView`, built as any view.
  mutating func addInputAccessoryView(_ spec: ViewSpec, to input: UIView) throws {
    guard let accessorySpec = spec.properties.inputAccessoryView.first else { return }
    let accessory = try view(accessorySpec)
    (input as? UITextField)?.inputAccessoryView = accessory
    (input as? UITextView)?.inputAccessoryView = accessory
    inputAccessoryViews.append(accessory)
  }
}
