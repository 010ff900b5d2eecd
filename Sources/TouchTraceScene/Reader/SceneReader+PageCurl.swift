import TouchTraceEngine
import TouchTraceTrace
import Yams

/// A page view controller's `transitionStyle` and, with `pageCurl`, what the app sets on UIKit's
/// curl recognizers (UIPageViewController+PageCurl.swift).
extension SceneReader {
  /// `transitionStyle: scroll | pageCurl` (UIPageViewController only). With `pageCurl` the ids
  /// `ID.pageCurl.tap` and `ID.pageCurl.pan` are declared, and `gestureRecognizers: {tap, pan}`
  /// sets what an app's code sets on them (`isEnabled`, a `delegate`…), as an app does looping
  /// over `pageViewController.gestureRecognizers`.
  func pageCurl(_ f: Fields, into spec: inout ControllerSpec, what: String) {
    let isPages = spec.class == .pageViewController
    if let node = f["transitionStyle"] {
      guard isPages else {
        yaml.error(
          "'transitionStyle' is only for a UIPageViewController; \(what) is a "
            + spec.class.rawValue, at: f.keyNode("transitionStyle"))
        return
      }
      if let style = yaml.choice(node, "transitionStyle", UIPageViewController.TransitionStyle.self)
      {
        spec.transitionStyle = style
      }
    }
    let isCurl = isPages && spec.transitionStyle == .pageCurl
    guard let node = f["gestureRecognizers"] else { return }
    guard isCurl else {
      yaml.error(
        "'gestureRecognizers' is only for a UIPageViewController with 'transitionStyle: pageCurl' (UIKit populates it only then); \(what) is not one",
        at: f.keyNode("gestureRecognizers"))
      return
    }
    guard
      let m = yaml.mapping(
        node, what: "a page view controller's 'gestureRecognizers'",
        keys: PageCurlRecognizer.allCases.map(\.rawValue))
    else { return }
    for kind in PageCurlRecognizer.allCases {
      guard let settingsNode = m[kind.rawValue] else { continue }
      let base = RecognizerSpec(id: spec.id + kind.idSuffix, class: kind.recognizerClass)
      spec.pageCurlRecognizers[kind] = uikitRecognizerSettings(
        settingsNode, what: "'gestureRecognizers.\(kind.rawValue)'", over: base)
    }
  }
}

/// The two recognizers of a page curl, as `gestureRecognizers:` names them.
public enum PageCurlRecognizer: String, Sendable, Equatable, CaseIterable {
  case tap, pan

  /// What follows the page view controller's id in the recognizer's id.
  public var idSuffix: String { ".pageCurl." + rawValue }
  var recognizerClass: RecognizerClass { self == .tap ? .tap : .pan }
}
