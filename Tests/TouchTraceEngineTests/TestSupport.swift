import Foundation
import TouchTraceTrace

@testable import TouchTraceEngine

/// A window of 375×667 with a root controller whose plain root view fills it, like the seeds' apps.
struct TestApp {
  let app: UIApplication
  let window: UIWindow
  let controller: UIViewController
  var root: UIView { controller.view }

  init(controllerID: String = "ViewController", build: (UIView) -> Void = { _ in }) {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let rootView = UIView(id: "rootView")
    rootView.logs = false
    controller = UIViewController(id: controllerID, view: rootView)
    app = UIApplication()
    window.rootViewController = controller
    app.keyWindow = window
    build(rootView)
  }

  /// Plays `steps` and returns the trace.
  func run(_ steps: (TouchSimulator) -> Void) -> Trace {
    let simulator = TouchSimulator(application: app)
    steps(simulator)
    return simulator.finish(title: "test")
  }

  /// The log lines (first two words) of the objects in `only`.
  func log(only ids: Set<String>? = nil, _ steps: (TouchSimulator) -> Void) -> [String] {
    EventLog.lines(of: run(steps)).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
      .filter { ids?.contains(String($0.split(separator: " ")[0])) ?? true }
  }
}

@discardableResult func view(
  _ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, in parent: UIView? = nil
) -> UIView {
  let v = UIView(id: id, frame: CGRect(x: x, y: y, width: w, height: h))
  parent?.addSubview(v)
  return v
}

/// Seed 000's views: a light gray view holding red and blue views, and a yellow view.
func seed000(_ root: UIView) {
  let gray = view("ligthGrayColorView", 50, 100, 260, 200, in: root)
  view("redColorView", 0, 0, 120, 100, in: gray)
  view("blueColorView", 140, 100, 100, 100, in: gray)
  view("yellowColorView", 50, 360, 200, 200, in: root)
}

let seed000IDs: Set<String> = [
  "yellowColorView", "ligthGrayColorView", "blueColorView", "redColorView", "EOCTouchEventViewCtrl",
]

extension UIView {
  func find(_ id: String) -> UIView? {
    if self.id == id { return self }
    for s in subviews { if let f = s.find(id) { return f } }
    return nil
  }
}
