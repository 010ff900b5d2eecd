import Foundation
import TouchTraceTrace

@testable import TouchTraceScene

/// Published console prints of real devices and simulators, with the code that printed them,
/// transcribed as scenes (issue 31). Each test names its source (URL, and the section or lines of
/// the print) and asserts the exact order printed, mapped onto the event log:
/// `-[YellowView touchesBegan:withEvent:]` is `YellowView touchesBegan`, an action method is
/// `Target action`, a print in an action is that action. UIControl's tracking methods
/// (`beginTrackingWithTouch:` …) are called inside its `touches…` methods and are not logged
/// apart; prints of them are left out of the transcription.
enum DeviceLog {
  /// The log of `yaml`, each line's first two words, keeping only the objects in `ids` and only
  /// the lines a device print shows: `touches…` calls and actions (`Target action from sender`).
  static func lines(_ yaml: String, ids: Set<String>) throws -> [String] {
    let trace = try SceneRunner.run(SceneParser.parse(yaml, file: "device-log.yaml"), title: "log")
    return EventLog.lines(of: trace).compactMap { line in
      let words = line.split(separator: " ").map(String.init)
      guard words.count >= 2, ids.contains(words[0]) else { return nil }
      let isTouches = words[1].hasPrefix("touches")
      let isAction = words.count >= 4 && words[2] == "from"
      return isTouches || isAction ? "\(words[0]) \(words[1])" : nil
    }
  }

  /// A window whose root controller `controller` has a plain root view holding `subviews` (YAML
  /// list items, indented for the place), and the touch steps `touches`.
  static func scene(
    controller: String, rootRecognizers: String = "", subviews: String, touches: String
  ) -> String {
    """
    window:
      rootViewController:
        id: \(controller)
        view:
          id: rootView
          logs: false
          \(rootRecognizers.isEmpty ? "" : "gestureRecognizers: [\(rootRecognizers)]")
          subviews:
    \(subviews)
    touches:
    \(touches)
    """
  }
}
