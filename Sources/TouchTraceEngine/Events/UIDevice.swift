import Foundation
import TouchTraceTrace

/// UIKit's `UIUserInterfaceIdiom`: the kind of device an app runs on, by UIKit's case names
/// (Apple, UIUserInterfaceIdiom: `.phone`, "an interface designed for iPhone and iPod touch";
/// `.pad`, "an interface designed for iPad").
public enum UIUserInterfaceIdiom: String, Sendable, CaseIterable, Hashable {
  case phone
  case pad
}

/// UIKit's `UIDevice`: which device and which iOS a run models, where UIKit behaves differently
/// by them. UIKit reads `UIDevice.current`; the engine keeps one per application
/// (`UIApplication.device`), so runs side by side may model different devices.
///
/// What depends on it (each rule with its source where it is applied):
/// - `systemVersion` 26 and later: every navigation controller also has an
///   `interactiveContentPopGestureRecognizer`, a swipe back from anywhere in its content
///   (`InteractiveContentPop.swift`);
/// - an iPhone with rounded screen corners: the screen-edge region of
///   `UIScreenEdgePanGestureRecognizer` is a part of the screen's width rather than 13 pt
///   (`screenEdgeRegionSize(screen:)`);
/// - `systemVersion` 13 and later: a scene-based app (`UIWindowScene`) is possible; the scene
///   reader refuses one on iOS 12.
public struct UIDevice: Sendable, Hashable {
  /// UIKit's `userInterfaceIdiom`.
  public var userInterfaceIdiom: UIUserInterfaceIdiom
  /// The major version of UIKit's `systemVersion` ("26.0" is 26).
  public var systemMajorVersion: Int
  /// Whether the screen has rounded corners (UIKit asks MobileGestalt; `UIScreen`'s private
  /// `_displayCornerRadius` is then above zero): iPhone X and later, not iPhone SE.
  public var hasRoundedCorners: Bool

  /// The device every scene models unless it says otherwise: an iPhone without rounded corners
  /// on iOS 18, the behaviour TouchTrace modelled before scenes could name a device (an edge-only
  /// swipe back, 13 pt screen edges).
  public static let standard = UIDevice(
    userInterfaceIdiom: .phone, systemMajorVersion: 18, hasRoundedCorners: false)

  /// The versions whose differences the engine knows: iOS 12 (before scenes) to iOS 26.
  public static let supportedMajorVersions = 12...26

  public init(
    userInterfaceIdiom: UIUserInterfaceIdiom = .phone, systemMajorVersion: Int = 18,
    hasRoundedCorners: Bool = false
  ) {
    self.userInterfaceIdiom = userInterfaceIdiom
    self.systemMajorVersion = systemMajorVersion
    self.hasRoundedCorners = hasRoundedCorners
  }

  /// UIKit's `systemVersion`, as UIKit writes it ("26.0").
  public var systemVersion: String { "\(systemMajorVersion).0" }

  /// UINavigationController's `interactiveContentPopGestureRecognizer` exists from iOS 26 (Apple,
  /// interactiveContentPopGestureRecognizer: "iOS 26.0+").
  public var hasInteractiveContentPop: Bool { systemMajorVersion >= 26 }

  /// UIWindowScene exists from iOS 13 (Apple, UIWindowScene: "iOS 13.0+").
  public var supportsScenes: Bool { systemMajorVersion >= 13 }

  /// How close to a screen edge a touch must begin for a `UIScreenEdgePanGestureRecognizer`:
  /// UIKit's `_UIScreenEdgePanRecognizerEdgeSettings -setDefaultValues` (decompiled UIKitCore of
  /// iOS 26.1, EthanArbuckle/iPhone18-3_26.1_23B85_Restore,
  /// `_UIScreenEdgePanRecognizerEdgeSettings.mm`, lines 12–25) uses 13 pt, except on a phone
  /// (`_UIDeviceNativeUserInterfaceIdiom() == 0`) that MobileGestalt says has rounded corners,
  /// where it takes the main screen's `_referenceBounds` width times 0.09 (0.1 when a second
  /// MobileGestalt answer is true): `TouchConstants.roundedCornerEdgeRegionFraction`. The
  /// reference bounds are the portrait ones, so the width is the screen's shorter side.
  public func screenEdgeRegionSize(screen: CGSize, constants: TouchConstants) -> Double {
    guard userInterfaceIdiom == .phone, hasRoundedCorners else {
      return constants.screenEdgeRegionSize
    }
    let portraitWidth = Double(min(screen.width, screen.height))
    return portraitWidth * constants.roundedCornerEdgeRegionFraction
  }
}

extension TraceDevice {
  /// The trace's record of `device`.
  public init(_ device: UIDevice) {
    self.init(
      userInterfaceIdiom: device.userInterfaceIdiom.rawValue,
      systemVersion: device.systemVersion, hasRoundedCorners: device.hasRoundedCorners)
  }
}
