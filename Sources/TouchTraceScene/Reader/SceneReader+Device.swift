import TouchTraceEngine
import TouchTraceTrace
import Yams

extension SceneReader {
  /// `device:`: which device and iOS the scene models where UIKit differs by them
  /// (`UIDevice`); each key left out keeps `UIDevice.standard`'s (an iPhone without rounded
  /// corners on iOS 18).
  func device(_ node: Node) -> UIDevice {
    var device = UIDevice.standard
    guard let f = yaml.mapping(node, what: "'device'", keys: SceneKeys.device) else {
      return device
    }
    if let n = f["userInterfaceIdiom"],
      let idiom = yaml.choice(n, "userInterfaceIdiom", UIUserInterfaceIdiom.self)
    {
      device.userInterfaceIdiom = idiom
    }
    let versions = UIDevice.supportedMajorVersions
    if let n = f["systemVersion"],
      let major = yaml.integer(
        n, "systemVersion", minimum: versions.lowerBound, maximum: versions.upperBound)
    {
      device.systemMajorVersion = major
    }
    if let n = f["hasRoundedCorners"], let rounded = yaml.bool(n, "hasRoundedCorners") {
      device.hasRoundedCorners = rounded
    }
    return device
  }

  /// A scene-based app needs UIWindowScene, iOS 13 and later (Apple, UIWindowScene).
  func checkScenes(_ doc: SceneDocument, sceneBased node: Node?) {
    guard doc.application.sceneBased, !doc.device.supportsScenes else { return }
    yaml.error(
      "'sceneBased' needs iOS 13 or later (UIWindowScene); the scene's device is iOS "
        + "\(doc.device.systemMajorVersion) (set device: {systemVersion: 13} or later)",
      at: node)
  }

  /// `interactiveContentPopGestureRecognizer:` on a navigation controller exists on iOS 26 only.
  func refuseContentPop(_ f: Fields, what: String) {
    guard f["interactiveContentPopGestureRecognizer"] != nil else { return }
    yaml.error(
      "'interactiveContentPopGestureRecognizer' is iOS 26's; the scene's device is iOS "
        + "\(device.systemMajorVersion) (set device: {systemVersion: 26}) (\(what))",
      at: f.keyNode("interactiveContentPopGestureRecognizer"))
  }
}
