import TouchTraceEngine

extension SceneSchema {
  /// The scene's `device:` property (`UIDevice`), with its ranges and defaults.
  static var deviceProperty: String {
    let standard = UIDevice.standard
    let versions = UIDevice.supportedMajorVersions
    let idioms = UIUserInterfaceIdiom.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    return #"""
      "device": {
            "type": "object",
            "description": "Which device and iOS the scene models where UIKit differs by them (UIDevice.current); each key left out keeps an iPhone without rounded corners on iOS \#(standard.systemMajorVersion).",
            "additionalProperties": false,
            "properties": {
              "userInterfaceIdiom": {"enum": [\#(idioms)], "default": "\#(standard.userInterfaceIdiom.rawValue)", "description": "UIUserInterfaceIdiom: phone or pad."},
              "systemVersion": {"type": "integer", "minimum": \#(versions.lowerBound), "maximum": \#(versions.upperBound), "default": \#(standard.systemMajorVersion), "description": "UIDevice.systemVersion's major version: 26 adds UINavigationController.interactiveContentPopGestureRecognizer; 12 has no UIWindowScene (no sceneBased)."},
              "hasRoundedCorners": {"type": "boolean", "default": \#(standard.hasRoundedCorners), "description": "An iPhone with rounded screen corners: the screen-edge region is roundedCornerEdgeRegionFraction of the screen's width instead of screenEdgeRegionSize."}
            }
          },
      """#
  }
}
