/// Numbers UIKit uses but does not document, each measured or commonly cited, all in one place.
public enum TouchConstants {
  /// A tap lasts this long (finger down to up) in the scene's `tap` step.
  public static let tapDuration = 0.1
  /// Taps of one `tap` step with `count` > 1 start this far apart.
  public static let tapInterval = 0.2
  /// A touch that begins within this time after the last one ended, and near it, continues its
  /// tap count (`UITouch.tapCount`). Not documented; 0.35 s is the commonly measured value.
  public static let multiTapInterval = 0.35
  /// …and within this distance (points) of it.
  public static let multiTapDistance = 45.0
  /// Fingers of a multi-finger tap or press stand this far apart (points), side by side.
  public static let fingerSpacing = 20.0
  /// Moving fingers report a new position this often (a 60 Hz display).
  public static let moveInterval = 1.0 / 60
}
