/// A scene's ready-made `gestureRecognizerShouldBegin(_:)` of a view (Apple,
/// UIView.gestureRecognizerShouldBegin: "Asks the view if the gesture recognizer should be allowed
/// to continue tracking touch events"), as real subclasses write it: one answer, or an answer per
/// recognizer (`return gestureRecognizer !== pan`); a recognizer not named gets UIKit's answer.
public enum ShouldBeginOverride: Sendable, Equatable {
  case always(Bool)
  case byID([String: Bool])

  /// The answer for `r`, or nil to ask the class (UIView: YES; UIButton and the other listed
  /// controls: NO for an ancestor's single tap).
  func answer(for r: UIGestureRecognizer) -> Bool? {
    switch self {
    case .always(let answer): answer
    case .byID(let answers): answers[r.id]
    }
  }

  /// In the trace's `overrides`: `NO`, or `pan NO, tap YES`.
  var words: String {
    switch self {
    case .always(let answer): answer ? "YES" : "NO"
    case .byID(let answers):
      answers.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value ? "YES" : "NO")" }
        .joined(separator: ", ")
    }
  }
}

extension UIView {
  /// The touched view's answer before a recognizer begins: the scene's override, else the class's.
  func answersShouldBegin(_ r: UIGestureRecognizer) -> Bool {
    shouldBeginOverride?.answer(for: r) ?? gestureRecognizerShouldBegin(r)
  }
}
