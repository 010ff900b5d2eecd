/// The device and iOS a trace's scene modelled (the engine's `UIDevice`), in the trace's header;
/// absent for the standard one (an iPhone without rounded corners on iOS 18), so traces of
/// scenes that name no device are as before.
public struct TraceDevice: Hashable, Sendable, Codable {
  /// UIKit's `UIUserInterfaceIdiom` case name: `phone` or `pad`.
  public var userInterfaceIdiom: String
  /// UIKit's `UIDevice.systemVersion` ("26.0").
  public var systemVersion: String
  public var hasRoundedCorners: Bool

  public init(userInterfaceIdiom: String, systemVersion: String, hasRoundedCorners: Bool) {
    self.userInterfaceIdiom = userInterfaceIdiom
    self.systemVersion = systemVersion
    self.hasRoundedCorners = hasRoundedCorners
  }
}
