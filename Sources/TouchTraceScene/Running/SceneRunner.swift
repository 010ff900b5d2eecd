import Foundation
import TouchTraceEngine
import TouchTraceTrace

/// Plays a scene's touches on the engine and returns the trace.
public enum SceneRunner {
  public static func run(_ document: SceneDocument, title: String, source: String? = nil) throws
    -> Trace
  {
    let app = try SceneBuilder.build(document, file: source ?? "<scene>")
    let simulator = TouchSimulator(application: app)
    if let id = document.firstResponder, let responder = app.responder(withID: id) {
      simulator.becomeFirstResponder(responder)
    }
    for step in document.touches {
      switch step {
      case .tap(let at, let count, let fingers):
        simulator.tap(at: CGPoint(at), count: count, fingers: fingers)
      case .press(let at, let duration, let fingers):
        simulator.press(at: CGPoint(at), duration: duration, fingers: fingers)
      case .drag(let from, let to, let duration, let hold):
        simulator.drag(from: CGPoint(from), to: CGPoint(to), duration: duration, hold: hold)
      case .pinch(let center, let from, let to, let duration):
        simulator.pinch(center: CGPoint(center), from: from, to: to, duration: duration)
      case .rotate(let center, let degrees, let duration):
        simulator.rotate(center: CGPoint(center), by: degrees, duration: duration)
      case .wait(let seconds):
        simulator.wait(seconds)
      case .sequence(let events):
        simulator.play(
          events.map {
            FingerEvent(time: $0.time, finger: $0.finger, phase: $0.phase, location: CGPoint($0.at))
          })
      case .shake(let duration):
        simulator.shake(duration: duration)
      case .pressKey(let key, let duration):
        simulator.pressKey(key, duration: duration)
      case .remoteControl(let command):
        simulator.remoteControl(command)
      case .change(let step):
        for change in engineChanges(step, app) { simulator.change(change, at: step.at) }
      }
    }
    var trace = simulator.finish(title: document.title ?? title, source: source)
    let warnings = document.warnings
    if !warnings.isEmpty { trace.warnings = warnings }
    if document.device != .standard { trace.device = TraceDevice(document.device) }
    let addresses = document.viewAddresses
    if !addresses.isEmpty {
      for i in trace.objects.indices { trace.objects[i].address = addresses[trace.objects[i].id] }
    }
    return trace
  }

  /// Loads, checks and runs a scene file. The title defaults to the file's name without extension.
  public static func run(path: String) throws -> Trace {
    let document = try SceneParser.load(path: path)
    // The file's name, not its path: the same scene gives the same trace from any directory.
    let file = URL(fileURLWithPath: path)
    return try run(
      document, title: file.deletingPathExtension().lastPathComponent,
      source: file.lastPathComponent)
  }
}

extension CGPoint {
  init(_ p: TouchTraceTrace.Point) { self.init(x: p.x, y: p.y) }
}

extension SceneDocument {
  /// Each view's `address:` by id (an imported dump's views, which sit under the window or its
  /// root controller); empty for most scenes.
  var viewAddresses: [String: String] {
    var out: [String: String] = [:]
    func add(_ view: ViewSpec) {
      if let address = view.address { out[view.id] = address }
      view.subviews.forEach(add)
    }
    func add(_ controller: ControllerSpec) {
      controller.view.map(add)
      controller.viewControllers.forEach(add)
    }
    for window in windows {
      window.subviews.forEach(add)
      window.rootViewController.map(add)
    }
    return out
  }
}
